import { Check, Share2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { useHydrated } from "~/components/site/use-client";

type Outcome = { kind: "idle" } | { kind: "copied" } | { kind: "manual"; url: string };

/** How long 'Link copied to clipboard!' stays up. */
const copiedMessageMs = 5000;

/** The page's own address without query or fragment, so shared links stay clean. */
function pageUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * Spec §7 Share: the device's share sheet with title, excerpt and URL; without one, the URL is
 * copied and 'Link copied to clipboard!' shown. When copying is refused too, the URL appears in a
 * field to copy by hand. Rendered only once JavaScript runs, since it can do nothing without it;
 * the messages float below the button so nothing on the page moves.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const fieldId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  function closeField() {
    setOutcome({ kind: "idle" });
    buttonRef.current?.focus();
  }

  useEffect(() => {
    if (outcome.kind !== "copied") return;
    const timer = setTimeout(() => setOutcome({ kind: "idle" }), copiedMessageMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function share() {
    const url = pageUrl();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: "copied" });
    } catch {
      setOutcome({ kind: "manual", url });
    }
  }

  if (!hydrated) return null;
  return (
    <div className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        onClick={share}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-forest-800 ring-1 ring-forest-900/20 transition-colors hover:bg-forest-50"
      >
        <Share2 aria-hidden="true" className="size-4" />
        Share
      </button>
      <p role="status" className="absolute top-full right-0 z-10 mt-2 whitespace-nowrap">
        {outcome.kind === "copied" && (
          <span className="inline-flex items-center gap-1.5 rounded-lg bg-forest-800 px-3 py-2 text-sm font-medium text-white shadow-lg">
            <Check aria-hidden="true" className="size-4" />
            Link copied to clipboard!
          </span>
        )}
      </p>
      {outcome.kind === "manual" && (
        <div className="absolute top-full right-0 z-10 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-lg bg-white p-3 shadow-lg ring-1 ring-forest-900/15">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor={fieldId} className="text-sm font-medium text-neutral-800">
              Copy this link to share it
            </label>
            <button
              type="button"
              onClick={closeField}
              className="-m-1 flex size-8 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <input
            id={fieldId}
            type="text"
            readOnly
            value={outcome.url}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) => {
              if (event.key === "Escape") closeField();
            }}
            className="mt-1 w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900"
          />
        </div>
      )}
    </div>
  );
}
