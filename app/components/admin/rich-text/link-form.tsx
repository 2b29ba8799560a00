import { useId, useState } from "react";

import { Button } from "#app/components/ui/button.tsx";
import { inlineControlClass } from "#app/components/ui/form-styles.ts";

/** Addresses a post may link to; the public page's sanitiser keeps the same schemes. */
const linkAddress = /^(?:https?:\/\/\S+|mailto:\S+|tel:[\d+\-\s()]+|\/\S*)$/i;

/**
 * The address for a link on the selected text. `onDone` gets the address, null to remove the
 * link, or undefined when cancelled.
 */
export function LinkForm({ onDone }: { onDone(href: string | null | undefined): void }) {
  const id = useId();
  const [href, setHref] = useState("https://");
  const [error, setError] = useState("");

  const apply = () => {
    const value = href.trim();
    if (!linkAddress.test(value)) {
      setError("Use an address starting with https://, mailto:, tel: or /.");
      return;
    }
    onDone(value);
  };
  return (
    <div className="flex flex-wrap items-start gap-2 px-1 py-2">
      <div className="min-w-60 flex-1">
        <label htmlFor={`${id}-href`} className="sr-only">
          Link address
        </label>
        <input
          id={`${id}-href`}
          type="url"
          value={href}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inlineControlClass}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the link instead of sending the blog form.
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") onDone(undefined);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button variant="primary" onClick={apply}>
        Add link
      </Button>
      <Button onClick={() => onDone(null)}>Remove link</Button>
    </div>
  );
}
