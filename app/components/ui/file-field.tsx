import { Upload } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";

import { useHydrated } from "#app/components/site/use-client.ts";

import { Field } from "./field.static.tsx";
import { fileButtonClass, fileInputClass } from "./form-styles.ts";
import { invalid, type FramedProps } from "./inputs.static.tsx";

export interface FileFieldProps
  extends
    Omit<FramedProps, "defaultValue" | "inputClassName">,
    Pick<InputHTMLAttributes<HTMLInputElement>, "accept" | "multiple"> {
  /** The button's words, e.g. "Choose a PDF". */
  chooseText: string;
}

/**
 * A labelled file input, posted with its form (which must be multipart/form-data). With JavaScript
 * the browser's own control gives way to a button in the forms' style and the chosen file's name;
 * without, the browser's control shows both.
 */
export function FileField({
  id,
  name,
  label,
  hint,
  error,
  look,
  marked,
  className,
  chooseText,
  ...file
}: FileFieldProps) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState("");
  const input = (
    <input
      {...invalid(id, hint, error)}
      {...file}
      id={id}
      name={name}
      type="file"
      onChange={(event) => setChosen(Array.from(event.currentTarget.files ?? [], (f) => f.name).join(", "))}
      className={hydrated ? "peer sr-only" : fileInputClass}
    />
  );
  return (
    <Field {...{ id, label, hint, error, look, marked, className }}>
      {hydrated ? (
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2">
          {input}
          <label htmlFor={id} className={fileButtonClass}>
            <Upload aria-hidden className="size-4" />
            {chooseText}
          </label>
          <span className="min-w-0 text-sm break-all text-neutral-700">{chosen || "No file chosen"}</span>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
