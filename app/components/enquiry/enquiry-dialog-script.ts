/**
 * The enquiry dialog (spec: the contact bar's and the floating 'Enquire', the project's 'Enquire
 * Now', a plot's 'Enquire about plot ...'), a standalone module loaded by the site layout. The
 * triggers are links to the home page's form in the server's HTML (`[data-enquire]`, see
 * enquiry-trigger.static.tsx); here those marked `data-enquire="button"` act as buttons, and any trigger
 * opens the dialog whose markup waits in the page's <template> (enquiry-dialog.static.tsx), with the
 * trigger's project and plot (`data-project-id`, `data-project-name`, `data-plot`). The native
 * <dialog> shown with showModal() keeps focus inside and closes on Escape; focus goes back to the
 * trigger. Once the form is stored (lead-form-script.ts says so with `lead-form-sent`) the dialog
 * closes and a toast confirms for 6 s. The line naming the project, and the toast, are in the page's
 * language: the server wrote their words into data attributes.
 */
import { enquiryDialogTemplateId as templateId } from "./enquiry-dialog-id.ts";
const toastMs = 6000;

let dialog: HTMLDialogElement | null = null;
let toast: HTMLElement | null = null;
let opener: HTMLElement | null = null;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** The links that act as buttons say so (also those a page renders later). */
function markTriggers(): void {
  for (const trigger of document.querySelectorAll('[data-enquire="button"]:not([role])')) {
    trigger.setAttribute("role", "button");
    trigger.setAttribute("aria-haspopup", "dialog");
  }
}

/** The dialog, put on the page from its template at the first use. */
function theDialog(): HTMLDialogElement | null {
  if (dialog?.isConnected) return dialog;
  const template = document.getElementById(templateId);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const content = document.importNode(template.content, true);
  dialog = content.querySelector("dialog");
  toast = content.querySelector("[data-enquiry-toast]");
  document.body.append(content);
  dialog?.addEventListener("close", () => opener?.focus());
  return dialog;
}

function setField(form: HTMLFormElement, name: string, value: string): void {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

function open(trigger: HTMLElement): boolean {
  const shown = theDialog();
  const form = shown?.querySelector("form");
  if (!shown || !form) return false;
  const { projectId = "", projectName = "", plot = "" } = trigger.dataset;
  setField(form, "projectId", projectId);
  setField(form, "page", location.pathname);
  setField(form, "plot", projectId ? plot : "");
  // The minimum fill time counts from the dialog's opening.
  setField(form, "started", String(Date.now()));
  const intro = form.querySelector<HTMLElement>("[data-lead-intro]");
  if (intro) {
    const template = (plot ? intro.dataset.introPlot : intro.dataset.intro) ?? "";
    intro.textContent = projectName
      ? template.replace("{{project}}", () => projectName).replace("{{plot}}", () => plot)
      : "";
    intro.hidden = !projectName;
  }
  opener = trigger;
  if (!shown.open) shown.showModal();
  return true;
}

function confirmSent(): void {
  const message = toast?.querySelector("p");
  if (!toast || !message) return;
  message.textContent = toast.dataset.success ?? "";
  message.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    message.hidden = true;
    message.textContent = "";
  }, toastMs);
}

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const trigger = target?.closest<HTMLElement>("[data-enquire]");
  if (trigger) {
    if (open(trigger)) event.preventDefault();
    return;
  }
  if (dialog && target?.closest("[data-dialog-close]") && dialog.contains(target)) dialog.close();
});

// A link acting as a button answers to the space bar as a button does.
document.addEventListener("keydown", (event) => {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (event.key !== " " || !target?.matches('[data-enquire="button"]')) return;
  event.preventDefault();
  target.click();
});

document.addEventListener("lead-form-sent", (event) => {
  if (!dialog?.open || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
  dialog.close();
  confirmSent();
});

markTriggers();
new MutationObserver(markTriggers).observe(document.documentElement, { childList: true, subtree: true });
