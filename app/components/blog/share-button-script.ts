/**
 * Spec §7 Share, on a post's page: the device's share sheet with the title, excerpt and URL;
 * without one, the URL is copied and 'Link copied to clipboard!' shown for 5 s; when copying is
 * refused too, the URL appears in a field to copy by hand (Escape or Close puts it away). The
 * button is hidden in the server's HTML, since without this script it could do nothing.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";

/** How long 'Link copied to clipboard!' stays up. */
const copiedMessageMs = 5000;

whenParsed(() => {
  for (const share of document.querySelectorAll<HTMLElement>("[data-share]")) {
    const button = share.querySelector<HTMLButtonElement>("button[data-share-button]");
    const status = share.querySelector<HTMLElement>("[data-share-status]");
    const copied = share.querySelector<HTMLTemplateElement>("template[data-share-copied]");
    const manual = share.querySelector<HTMLTemplateElement>("template[data-share-manual]");
    if (!button || !status || !copied || !manual) continue;
    share.hidden = false;
    let clearCopied: number | undefined;
    let field: HTMLElement | null = null;

    const closeField = () => {
      field?.remove();
      field = null;
      button.focus();
    };

    const showCopied = () => {
      window.clearTimeout(clearCopied);
      status.replaceChildren(copied.content.cloneNode(true));
      clearCopied = window.setTimeout(() => status.replaceChildren(), copiedMessageMs);
    };

    const showField = (url: string) => {
      field?.remove();
      const fragment = manual.content.cloneNode(true) as DocumentFragment;
      field = fragment.firstElementChild as HTMLElement;
      share.append(fragment);
      const input = field.querySelector("input")!;
      input.value = url;
      input.addEventListener("keydown", (event) => {
        if (event.key === "Escape") closeField();
      });
      field.querySelector("button")?.addEventListener("click", closeField);
      input.focus();
      input.select();
    };

    button.addEventListener("click", async () => {
      // The page's own address without query or fragment, so shared links stay clean.
      const url = `${window.location.origin}${window.location.pathname}`;
      if (typeof navigator.share === "function") {
        try {
          await navigator.share({ title: share.dataset.title ?? "", text: share.dataset.text ?? "", url });
          return;
        } catch (error) {
          // Closing the share sheet is a choice, not a failure.
          if (error instanceof DOMException && error.name === "AbortError") return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        showCopied();
      } catch {
        showField(url);
      }
    });
  }
});
