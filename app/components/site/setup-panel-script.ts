/**
 * The setup panel's sample content buttons (spec §2 'Setup Required'): once one is pressed, it
 * reads 'Adding sample content...' (in the page's language: the server writes it into the button's
 * `data-pending-label`) with a spinner and both are disabled while the request runs
 * (about 20 seconds). The forms are plain posts to /sample-content: without this script they work
 * the same, without the pending state.
 */

const formSelector = "form[data-sample-content]";

/** The buttons' own words, to put back when the page comes back from the browser's memory. */
const labels = new Map<HTMLElement, string>();

function panelOf(form: HTMLFormElement): HTMLElement {
  return form.closest<HTMLElement>("[data-setup-panel]") ?? form;
}

function setPending(form: HTMLFormElement): void {
  const panel = panelOf(form);
  panel.dataset.pending = "true";
  for (const button of panel.querySelectorAll<HTMLButtonElement>(`${formSelector} button`)) {
    button.disabled = true;
  }
  const label = form.querySelector<HTMLElement>("[data-pending-label]");
  if (label) {
    labels.set(label, label.textContent ?? "");
    label.textContent = label.dataset.pendingLabel ?? "";
  }
  form.querySelector("[data-pending-icon]")?.classList.remove("hidden");
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(formSelector)) return;
  // One run at a time: a second press (Enter, a double tap) waits for the first.
  if (panelOf(form).dataset.pending) event.preventDefault();
  if (!event.defaultPrevented) setPending(form);
});

// Back to this page from the browser's memory: the buttons as they were.
window.addEventListener("pageshow", (event) => {
  if (!event.persisted) return;
  for (const panel of document.querySelectorAll<HTMLElement>("[data-setup-panel][data-pending]")) {
    delete panel.dataset.pending;
    for (const button of panel.querySelectorAll<HTMLButtonElement>(`${formSelector} button`)) {
      button.disabled = false;
    }
    for (const icon of panel.querySelectorAll("[data-pending-icon]")) icon.classList.add("hidden");
  }
  for (const [label, text] of labels) label.textContent = text;
  labels.clear();
});
