import { FieldError } from "./field.static.tsx";
import { labelClass } from "./form-styles.ts";

export interface RadioCardsProps<V extends string> {
  /** For the error's id (`<id>-error`). */
  id: string;
  name: string;
  legend: string;
  options: readonly { value: V; label: string; hint: string }[];
  /** The choice the cards start with, or, with `onChange`, the current one. */
  value: string;
  onChange?: (value: V) => void;
  error?: string;
}

/** One choice out of a few, each a card with a line saying what it means. */
export function RadioCards<V extends string>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  error,
}: RadioCardsProps<V>) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-md border border-neutral-300 p-3 has-checked:border-forest-600 has-checked:bg-forest-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-forest-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              {...(onChange
                ? { checked: value === option.value, onChange: () => onChange(option.value) }
                : { defaultChecked: value === option.value })}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 size-4 accent-forest-700"
            />
            <span>
              <span className="block text-sm font-semibold text-neutral-900">{option.label}</span>
              <span className="block text-sm text-neutral-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
