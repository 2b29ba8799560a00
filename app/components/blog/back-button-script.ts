/**
 * Spec §2: the post's Back button goes back in history; a visitor who opened the post straight
 * from a shared link has no page of ours to go back to, so they land on the blog listing instead.
 * Hidden in the server's HTML: without this script the 'Back to Blogs' link does the job.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";
whenParsed(() => {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-back-button]")) {
    button.hidden = false;
    button.addEventListener("click", () => {
      if (window.history.length > 1) window.history.back();
      else window.location.assign(button.dataset.fallback ?? "/");
    });
  }
});
