/**
 * 'Schedule Site Visit' on the project page (site-visit-scheduler.static.tsx), a standalone module. The
 * link that shows the form on the page without JavaScript (`[data-site-visit-open]`) becomes a
 * button opening the page's site-visit dialog, which the layout plan's script also opens for a
 * plot ("plot-form" event, see plot-plan-enhance.ts). Each opening starts a fresh form, whose date
 * field allows today (in India) to 60 days ahead. The public forms' script sends the form
 * (lead-form-script.ts, which shows the server's refusals next to the fields); once the request
 * is stored this module confirms its day and slot in the status region above the form, and in the
 * dialog offers 'Done' in place of the form. Its texts are the page's: the server wrote them into
 * data attributes (site-visit-form.static.tsx), and the slots' names are the form's own choices.
 */
import { fillIn } from "#app/i18n/fill-in.ts";
import { whenParsed } from "#app/lib/when-parsed.ts";
import { formatSlotTime, isSlotTime } from "#app/domain/visits/index.ts";
import { visitDateRange } from "#app/domain/leads/visit-date.ts";
import { isLocale } from "#app/i18n/locales.ts";
import { formatCalendarDayIn, isCalendarDay } from "#app/lib/india-time.ts";

const openerSelector = "[data-site-visit-open]";
let opener: HTMLElement | null = null;

function theDialog(): HTMLDialogElement | null {
  return document.querySelector<HTMLDialogElement>("dialog[data-site-visit-dialog]");
}

/** The thank-you in a form's status region (SuccessStatus), written into its hidden frame. */
function showStatus(box: Element, message: string | null): void {
  const frame = box.querySelector("[role=status][data-success] > p");
  if (!(frame instanceof HTMLElement)) return;
  for (const node of Array.from(frame.childNodes)) if (node.nodeType === Node.TEXT_NODE) node.remove();
  if (message) frame.append(message);
  frame.hidden = !message;
}

/** The date field allows the days as they are now in India (a page may have been kept a while). */
function setDateRange(scope: ParentNode): void {
  const { min, max } = visitDateRange();
  for (const input of scope.querySelectorAll<HTMLInputElement>('input[name="visitDate"]')) {
    Object.assign(input, { min, max });
  }
}

/** The thank-you for the stored visit's day and slot (a part of the day, or a slot's start time). */
function confirmation(box: HTMLElement, form: HTMLFormElement, visitDate: unknown, timeSlot: unknown) {
  if (typeof visitDate !== "string" || !isCalendarDay(visitDate) || typeof timeSlot !== "string") return null;
  const day = formatCalendarDayIn(visitDate, isLocale(box.dataset.locale) ? box.dataset.locale : "en");
  if (isSlotTime(timeSlot)) return fillIn(box.dataset.booked ?? "", { day, time: formatSlotTime(timeSlot) });
  const slot = form.querySelector(`select[name="timeSlot"] option[value="${CSS.escape(timeSlot)}"]`);
  return slot?.textContent ? fillIn(box.dataset.requested ?? "", { day, slot: slot.textContent }) : null;
}

function setField(form: HTMLFormElement, name: string, value: string): void {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

function open(from: HTMLElement | null, plot: string): boolean {
  const dialog = theDialog();
  const form = dialog?.querySelector("form");
  if (!dialog || !form) return false;
  form.reset();
  form.hidden = false;
  const done = dialog.querySelector<HTMLElement>("[data-site-visit-done]");
  if (done) done.hidden = true;
  showStatus(dialog, null);
  setField(form, "plot", plot);
  // The minimum fill time counts from the dialog's opening.
  setField(form, "started", String(Date.now()));
  const intro = form.querySelector<HTMLElement>("[data-lead-intro]");
  if (intro) {
    const template = plot ? intro.dataset.introPlot : intro.dataset.intro;
    intro.textContent = fillIn(template ?? "", { project: dialog.dataset.siteVisitDialog ?? "", plot });
  }
  setDateRange(form);
  opener = from;
  if (!dialog.open) dialog.showModal();
  return true;
}

function markOpeners(): void {
  for (const link of document.querySelectorAll(`${openerSelector}:not([role])`)) {
    link.setAttribute("role", "button");
    link.setAttribute("aria-haspopup", "dialog");
  }
}

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const trigger = target?.closest<HTMLElement>(openerSelector);
  if (trigger) {
    if (open(trigger, "")) event.preventDefault();
    return;
  }
  const dialog = theDialog();
  if (dialog?.contains(target) && target?.closest("[data-dialog-close], [data-site-visit-done]"))
    dialog.close();
});

// A link acting as a button answers to the space bar as a button does.
document.addEventListener("keydown", (event) => {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (event.key !== " " || !target?.matches(openerSelector)) return;
  event.preventDefault();
  target.click();
});

// A plot's 'Schedule a site visit' in the layout plan.
document.addEventListener("plot-form", (event) => {
  const detail = (event as CustomEvent<{ form?: string; plot?: string }>).detail;
  if (detail?.form !== "visit" || !detail.plot) return;
  open(document.activeElement instanceof HTMLElement ? document.activeElement : null, detail.plot);
});

document.addEventListener("submit", (event) => {
  const box = event.target instanceof Element ? event.target.closest("[data-site-visit]") : null;
  if (box) showStatus(box, null);
});

document.addEventListener("lead-form-sent", (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  const box = form?.closest<HTMLElement>("[data-site-visit]");
  if (!form || !box) return;
  const { visitDate, timeSlot } = (event as CustomEvent<Record<string, unknown>>).detail ?? {};
  showStatus(box, confirmation(box, form, visitDate, timeSlot));
  const done = box.querySelector<HTMLElement>("[data-site-visit-done]");
  if (box.dataset.siteVisit !== "dialog" || !done) return;
  form.hidden = true;
  done.hidden = false;
  done.focus();
});

function start(): void {
  markOpeners();
  setDateRange(document);
  const dialog = theDialog();
  dialog?.addEventListener("close", () => opener?.focus());
  // The layout plan's script opens this dialog for a plot from now on instead of following the link.
  if (dialog) document.documentElement.dataset.plotForms = "ready";
}

whenParsed(start);
