/**
 * "Download Brochure" on the project page (brochure-download.static.tsx), a standalone module. The form
 * that unfolds under the button without JavaScript moves into the dialog, and the button that opens
 * the dialog takes the place of the unfolding one. The public forms' script sends the form
 * (lead-form-script.ts: the refusals next to the fields); its answer for a stored lead carries the
 * signed link (`url`), which this module follows (an attachment: the browser saves the PDF and the
 * page stays) while the dialog says so and offers the link. Opened again, the dialog shows the form.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";

function enhance(box: HTMLElement): void {
  box.dataset.enhanced = "";
  const details = box.querySelector("details");
  const form = box.querySelector("form");
  const button = box.querySelector<HTMLButtonElement>("[data-brochure-open]");
  const dialog = box.querySelector<HTMLDialogElement>("dialog[data-brochure-dialog]");
  const slot = box.querySelector("[data-brochure-slot]");
  const done = box.querySelector<HTMLElement>("[data-brochure-done]");
  const link = box.querySelector<HTMLAnchorElement>("[data-brochure-link]");
  if (!details || !form || !button || !dialog || !slot || !done || !link) return;
  slot.append(form);
  details.hidden = true;
  button.hidden = false;

  function open(): void {
    form!.hidden = false;
    done!.hidden = true;
    dialog!.showModal();
    form!.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }

  button.addEventListener("click", open);
  dialog.addEventListener("close", () => button.focus());
  dialog.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-dialog-close]")) dialog.close();
  });
  form.addEventListener("lead-form-sent", (event) => {
    const url = (event as CustomEvent<{ url?: unknown }>).detail?.url;
    if (typeof url !== "string") return;
    link.href = url;
    form.hidden = true;
    done.hidden = false;
    location.assign(url);
  });
  // Back from a post without JavaScript with fields to fix: the form, in the dialog, shows them.
  if (details.open) open();
}

function start(): void {
  for (const box of document.querySelectorAll<HTMLElement>("[data-brochure]:not([data-enhanced])"))
    enhance(box);
}

whenParsed(start);
