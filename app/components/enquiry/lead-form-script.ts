/**
 * The public lead forms' behaviour (the enquiry forms and the contact form: `form[data-lead-form]`,
 * see lead-form.static.tsx), a standalone module loaded by the site layout. It sends a form with fetch
 * (js=1, `Accept: application/json`: the endpoint answers `{ ok, errors, formError }`, see
 * app/domain/leads/public-form.server.ts) and shows the answer in place as the server would: each
 * field's message under it (`<id>-error`, aria-invalid, aria-describedby), the whole-form error
 * (role=alert) and the thank-you in the form's status region, clearing the form; after a refusal
 * the first field to fix takes focus. A stored form is announced with a `lead-form-sent` event
 * whose `detail` is the answer (the enquiry dialog closes on it; the site visit confirms its day
 * and slot, the brochure starts its download). Resetting a form (a dialog opened afresh) clears its
 * messages. It listens on the document, so forms that join the page later work too; without it
 * the browser posts the form and the server answers with a page.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";
import { formStartedField, submissionField } from "#app/domain/leads/lead-fields.ts";
import { fieldErrorClass, formErrorClass } from "#app/components/ui/form-styles.ts";

/** The endpoint's answer; a stored form's may say more (the brochure's `url`, the visit's day and slot). */
interface Answer {
  ok: boolean;
  errors?: Record<string, string>;
  formError?: string;
  [more: string]: unknown;
}

const formSelector = "form[data-lead-form]";

/** A new submission key: the next send is a new enquiry, not a repeat of the last. */
function newSubmission(form: HTMLFormElement): void {
  const key = form.elements.namedItem(submissionField);
  if (key instanceof HTMLInputElement) key.value = crypto.randomUUID();
}

/**
 * Says to the page (and to the tests) that this script sends the forms: js=1. The time the form was
 * shown is then its showing in this browser, not the server's rendering (which a cached page keeps),
 * and its submission key this browser's own, not the one every visitor of a cached page shares.
 */
function markForms(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(formSelector)) {
    const input = form.elements.namedItem("js");
    const started = form.elements.namedItem(formStartedField);
    if (!(input instanceof HTMLInputElement) || input.value === "1") continue;
    input.value = "1";
    if (started instanceof HTMLInputElement) started.value = String(Date.now());
    newSubmission(form);
  }
}

function describedBy(control: Element, errorId: string, add: boolean): void {
  const ids = (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id && id !== errorId);
  if (add) ids.push(errorId);
  if (ids.length > 0) control.setAttribute("aria-describedby", ids.join(" "));
  else control.removeAttribute("aria-describedby");
}

function controls(form: HTMLFormElement): HTMLElement[] {
  return Array.from(form.elements).filter(
    (el): el is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      (el instanceof HTMLInputElement && el.type !== "hidden") ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement,
  );
}

function show(form: HTMLFormElement, answer: Answer): void {
  showMessages(form, answer);
  showSuccess(form, answer.ok);
  if (answer.ok) {
    form.reset();
    newSubmission(form);
    form.dispatchEvent(new CustomEvent("lead-form-sent", { bubbles: true, detail: answer }));
  } else {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
}

/** Each field's message under it and the whole form's error, or none of them for a stored form. */
function showMessages(form: HTMLFormElement, answer: Answer): void {
  const errors = answer.ok ? {} : (answer.errors ?? {});
  for (const control of controls(form)) {
    const name = control.getAttribute("name");
    const errorId = `${control.id}-error`;
    const message = name ? errors[name] : undefined;
    document.getElementById(errorId)?.remove();
    describedBy(control, errorId, Boolean(message));
    if (!message) {
      control.removeAttribute("aria-invalid");
      continue;
    }
    control.setAttribute("aria-invalid", "true");
    const error = document.createElement("p");
    error.id = errorId;
    error.className = fieldErrorClass.roomy;
    error.textContent = message;
    control.after(error);
  }

  const formErrorId = `${form.dataset.idPrefix ?? "form"}-form-error`;
  form.querySelector("[data-form-error]")?.remove();
  form.removeAttribute("aria-describedby");
  if (!answer.ok && answer.formError) {
    const alert = document.createElement("p");
    Object.assign(alert, { id: formErrorId, tabIndex: -1, className: formErrorClass });
    alert.setAttribute("role", "alert");
    alert.dataset.formError = "";
    alert.textContent = answer.formError;
    form.querySelector('button[type="submit"]')?.before(alert);
    form.setAttribute("aria-describedby", formErrorId);
  }
}

/** The thank-you in the form's status region (SuccessStatus), written into its hidden frame. */
function showSuccess(form: HTMLFormElement, shown: boolean): void {
  const region = form.querySelector<HTMLElement>("[role=status][data-success]");
  const frame = region?.querySelector("p");
  if (!region || !frame) return;
  for (const node of Array.from(frame.childNodes)) if (node.nodeType === Node.TEXT_NODE) node.remove();
  if (shown) frame.append(region.dataset.success ?? "");
  frame.hidden = !shown;
}

async function send(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? "";
  if (button) {
    button.disabled = true;
    // The page's words for it, written by the server (lead-form.static.tsx).
    button.textContent = form.dataset.pendingLabel ?? label;
  }
  showSuccess(form, false);
  let answer: Answer;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form),
      headers: { Accept: "application/json" },
    });
    answer = (await response.json()) as Answer;
  } catch {
    answer = { ok: false, formError: form.dataset.failed };
  } finally {
    if (button) {
      button.disabled = false;
      button.textContent = label;
    }
  }
  show(form, answer);
}

document.addEventListener("submit", (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.matches(formSelector) || event.defaultPrevented) return;
  event.preventDefault();
  if (form.dataset.sending) return;
  form.dataset.sending = "1";
  markForms();
  void send(form).finally(() => delete form.dataset.sending);
});

document.addEventListener("reset", (event) => {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.matches(formSelector)) showMessages(form, { ok: true });
});

function start(): void {
  markForms();
  // Forms a page renders later (a dialog's, a page reached without reloading) say so too.
  new MutationObserver(markForms).observe(document.documentElement, { childList: true, subtree: true });
}

// After the whole page is read, when it is known whether the framework is on it.
whenParsed(start);
