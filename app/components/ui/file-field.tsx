import { Upload } from "lucide-react";
import { useEffect, useRef, useState, type InputHTMLAttributes } from "react";

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

const namesOf = (files: FileList | null | undefined) =>
  Array.from(files ?? [], (file) => file.name).join(", ");

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
  const ref = useRef<HTMLInputElement>(null);
  // A file chosen before the page hydrated is still in the input: name it.
  useEffect(() => setChosen(namesOf(ref.current?.files)), []);
  return (
    <Field {...{ id, label, hint, error, look, marked, className }}>
      {/* The input keeps its place as the page hydrates, so a file chosen before stays chosen. */}
      <div className={hydrated ? "mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-2" : undefined}>
        <input
          {...invalid(id, hint, error)}
          {...file}
          id={id}
          name={name}
          type="file"
          ref={ref}
          onChange={(event) => setChosen(namesOf(event.currentTarget.files))}
          className={hydrated ? "peer sr-only" : fileInputClass}
        />
        {hydrated ? (
          <>
            <label htmlFor={id} className={fileButtonClass}>
              <Upload aria-hidden className="size-4" />
              {chooseText}
            </label>
            <span className="min-w-0 text-sm break-all text-neutral-700">{chosen || "No file chosen"}</span>
          </>
        ) : null}
      </div>
    </Field>
  );
}
