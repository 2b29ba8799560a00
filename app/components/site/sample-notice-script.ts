/**
 * Dismissing the sample content notice replaces the address with the one without `?sample=`, so
 * Back does not bring the message again. Without this script the link goes there as a new entry.
 */
import { isPlainLeftClick } from "./plain-click.ts";

document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.("a[data-sample-notice-dismiss]");
  if (!(link instanceof HTMLAnchorElement) || !isPlainLeftClick(event)) return;
  event.preventDefault();
  window.location.replace(link.href);
});
