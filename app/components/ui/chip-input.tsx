import { Plus, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";

import { useHydrated } from "#app/components/site/use-client.ts";
import { addEntry, filterSuggestions } from "#app/lib/entries.ts";

import { Button } from "./button.tsx";
import { describedBy, Field } from "./field.static.tsx";
import { inlineControlClass } from "./form-styles.ts";
import { SuggestionButtons } from "./suggestion-buttons.tsx";

export interface ChipInputProps {
  /** Each chosen value is posted as a hidden input of this name, in order (read with `getAll`). */
  name: string;
  /** Visible label of the text box, e.g. "Highlights". */
  label: string;
  values: readonly string[];
  onChange(values: string[]): void;
  /** Offered below the box: filtered by what is typed (any case), without the chosen ones. */
  suggestions?: readonly string[];
  placeholder?: string;
  hint?: string;
  /** The longest entry, from the list's rules. */
  maxLength: number;
  /** A server-side validation message for this list. */
  error?: string;
}

/**
 * Spec §5 "Tags, highlights, amenities entry": a list of short texts entered one at a time. Enter
 * or the Add button adds the trimmed value (empty and duplicate values are ignored); each chip has
 * a remove button; suggestions are buttons. Before hydration the text box itself carries the name,
 * so a value typed without JavaScript is still posted.
 */
export function ChipInput({
  name,
  label,
  values,
  onChange,
  suggestions = [],
  placeholder,
  hint,
  maxLength,
  error,
}: ChipInputProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState("");
  const matching = filterSuggestions(suggestions, draft, values);

  function add(value: string) {
    const next = addEntry(values, value);
    if (next.length !== values.length) onChange(next);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the value instead of submitting the whole form.
    if (event.key !== "Enter") return;
    event.preventDefault();
    add(draft);
  }

  return (
    <div>
      <Field id={id} label={label} hint={hint} error={error}>
        {values.length > 0 ? (
          <ul aria-label={`Chosen ${label.toLowerCase()}`} className="mt-2 flex flex-wrap gap-2">
            {values.map((value) => (
              <li
                key={value}
                className="inline-flex items-center gap-1 rounded-full bg-forest-50 py-1 pr-1 pl-3 text-sm text-forest-900 ring-1 ring-forest-200"
              >
                {value}
                <input type="hidden" name={name} value={value} />
                <button
                  type="button"
                  aria-label={`Remove ${value}`}
                  disabled={!hydrated}
                  onClick={() => onChange(values.filter((v) => v !== value))}
                  className="inline-flex size-6 items-center justify-center rounded-full text-forest-800 hover:bg-forest-200 disabled:hidden"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-2 flex gap-2">
          <input
            id={id}
            type="text"
            name={hydrated ? undefined : name}
            value={draft}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={maxLength}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            className={`${inlineControlClass} min-w-0 flex-1`}
          />
          {hydrated ? (
            <Button onClick={() => add(draft)}>
              <Plus aria-hidden className="size-4" />
              Add<span className="sr-only"> to {label.toLowerCase()}</span>
            </Button>
          ) : null}
        </div>
      </Field>
      {hydrated && matching.length > 0 ? (
        <SuggestionButtons
          heading="Suggestions"
          label={`Suggested ${label.toLowerCase()}`}
          verb="Add"
          values={matching}
          onPick={add}
          scroll
        />
      ) : null}
    </div>
  );
}
