/**
 * Where the visit came from, for every lead it brings (loaded on every public page by the site
 * layout): the landing page's utm_* parameters and ad click ids (gclid, fbclid) and the referring
 * page (another site's only) are noted in the tab's session storage once per visit (the last
 * touch), and the first visit's in local storage once for good (the first touch, issue "One
 * inbox"); both are written into a public form's hidden origin fields
 * (lead-context-fields.static.tsx) just before it is sent, whichever script sends it.
 */
import { utmFields } from "#app/domain/leads/lead-model.ts";
import { firstTouchField, referrerField } from "#app/domain/leads/lead-fields.ts";
import { clickIdFields } from "#app/domain/leads/lead-sources.ts";

const visitKey = "plotsite:visit-origin";
const firstKey = "plotsite:first-touch";
const touchFields = [...utmFields, ...clickIdFields];
const fields = [...touchFields, referrerField];

function capture(storage: Storage, key: string): void {
  if (storage.getItem(key) !== null) return;
  const origin: Record<string, string> = {};
  const query = new URLSearchParams(location.search);
  for (const field of touchFields) {
    const value = query.get(field)?.trim();
    if (value) origin[field] = value.slice(0, 200);
  }
  const referrer = document.referrer;
  if (URL.canParse(referrer) && new URL(referrer).origin !== location.origin) {
    origin[referrerField] = referrer.slice(0, 500);
  }
  storage.setItem(key, JSON.stringify(origin));
}

function stored(storage: () => Storage, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage().getItem(key) ?? "null");
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

for (const [storage, key] of [
  [() => sessionStorage, visitKey],
  [() => localStorage, firstKey],
] as const) {
  try {
    capture(storage(), key);
  } catch {
    // No storage (a private window's quota, a blocked API): the leads just lack the origin.
  }
}

// On the window and in the capture phase: before the form's own script (or the browser) sends it.
addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const origin = stored(() => sessionStorage, visitKey);
    const first = stored(() => localStorage, firstKey);
    const fill = (field: string, value: unknown) => {
      const input = form.elements.namedItem(field);
      if (input instanceof HTMLInputElement && input.type === "hidden") {
        input.value = typeof value === "string" ? value : "";
      }
    };
    for (const field of fields) fill(field, origin[field]);
    fill(firstTouchField, JSON.stringify(first));
  },
  true,
);
