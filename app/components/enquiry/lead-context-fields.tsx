import { useEffect, useMemo, useState, useSyncExternalStore } from "react";

import { utmFields, type UtmField } from "~/domain/leads/lead-model";
import { consentLine, formStartedField, referrerField } from "~/domain/leads/lead-options";
import { useSite } from "~/components/site/site-data";

/**
 * What every public form sends besides the visitor's answers: when it was shown (for the minimum
 * fill time) and where the visit came from (UTM parameters, an external referrer). The visit's
 * origin is noted once, on the page the visitor landed on, and kept for the browser tab's session.
 */

type VisitOrigin = Partial<Record<UtmField | typeof referrerField, string>>;

const storageKey = "plotsite:visit-origin";

/** The visit's notes as stored (a string, so React sees the same snapshot until they change). */
function storedOrigin(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function parseOrigin(stored: string | null): VisitOrigin {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed !== null && typeof parsed === "object" ? (parsed as VisitOrigin) : {};
  } catch {
    return {};
  }
}

const noSubscription = () => () => {};

/**
 * Notes the landing page's utm_* parameters and the referring page (another site's only) in the
 * tab's session storage, once per visit: later pages of the same visit change nothing.
 */
export function captureVisitOrigin(): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(storageKey) !== null) return;
    const origin: VisitOrigin = {};
    const query = new URLSearchParams(window.location.search);
    for (const field of utmFields) {
      const value = query.get(field)?.trim();
      if (value) origin[field] = value.slice(0, 200);
    }
    const referrer = document.referrer;
    if (URL.canParse(referrer) && new URL(referrer).origin !== window.location.origin) {
      origin[referrerField] = referrer.slice(0, 500);
    }
    storage.setItem(storageKey, JSON.stringify(origin));
  } catch {
    // No session storage (a private window's quota, a blocked API): the leads just lack the origin.
  }
}

/** For the site layout: notes the visit's origin when the visitor lands. */
export function useVisitOriginCapture(): void {
  useEffect(captureVisitOrigin, []);
}

const contextFields = [...utmFields, referrerField] as const;

/**
 * The hidden inputs: `started` is when the form was rendered (by the server for a page's form, so
 * a post without JavaScript has one too; in the browser for a dialog's), and the origin fields come
 * from the visit's notes once the page's script runs.
 */
export function LeadContextFields() {
  const [started] = useState(() => Date.now());
  const stored = useSyncExternalStore(
    noSubscription,
    () => {
      // The layout's effect notes the origin after the page's first render: on the landing page
      // the form is read before that, so the origin is noted here first (it is done once a visit).
      captureVisitOrigin();
      return storedOrigin();
    },
    () => null,
  );
  const origin = useMemo(() => parseOrigin(stored), [stored]);

  return (
    <>
      {/* The browser's render time differs from the server's; the server's stands. */}
      <input type="hidden" name={formStartedField} value={String(started)} suppressHydrationWarning />
      {contextFields.map((field) => (
        <input key={field} type="hidden" name={field} value={origin[field] ?? ""} />
      ))}
    </>
  );
}

/** The consent line under a public form's button; the same words are stored with the lead. */
export function ConsentNote() {
  const { settings } = useSite();
  return <p className="text-xs leading-relaxed text-neutral-600">{consentLine(settings.companyName)}</p>;
}
