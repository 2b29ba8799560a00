/**
 * Where the visit came from, for every lead it brings (loaded on every public page by the site
 * layout): the landing page's utm_* parameters and the referring page (another site's only) are
 * noted in the tab's session storage once per visit, and written into a public form's hidden
 * origin fields (lead-context-fields.static.tsx) just before it is sent, whichever script sends it.
 */
import { utmFields } from "#app/domain/leads/lead-model.ts";
import { referrerField } from "#app/domain/leads/lead-options.ts";

const storageKey = "plotsite:visit-origin";
const fields = [...utmFields, referrerField];

function capture(storage: Storage): void {
  if (storage.getItem(storageKey) !== null) return;
  const origin: Record<string, string> = {};
  const query = new URLSearchParams(location.search);
  for (const field of utmFields) {
    const value = query.get(field)?.trim();
    if (value) origin[field] = value.slice(0, 200);
  }
  const referrer = document.referrer;
  if (URL.canParse(referrer) && new URL(referrer).origin !== location.origin) {
    origin[referrerField] = referrer.slice(0, 500);
  }
  storage.setItem(storageKey, JSON.stringify(origin));
}

function stored(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "null");
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

try {
  capture(sessionStorage);
} catch {
  // No session storage (a private window's quota, a blocked API): the leads just lack the origin.
}

// On the window and in the capture phase: before the form's own script (or the browser) sends it.
addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const origin = stored();
    for (const field of fields) {
      const input = form.elements.namedItem(field);
      const value = origin[field];
      if (input instanceof HTMLInputElement && input.type === "hidden") {
        input.value = typeof value === "string" ? value : "";
      }
    }
  },
  true,
);
