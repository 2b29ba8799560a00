import type { FieldBinding } from "./field.static.tsx";
import type { FieldLook } from "./form-styles.ts";

const checkboxLook: Record<FieldLook, { row: string; box: string; label: string }> = {
  compact: {
    row: "inline-flex items-center gap-2",
    box: "size-4 shrink-0 rounded border-neutral-400 accent-forest-700",
    label: "text-sm text-neutral-800",
  },
  roomy: {
    row: "flex items-center gap-3",
    box: "size-5 shrink-0 rounded border-neutral-400 accent-forest-700",
    label: "text-base text-neutral-800",
  },
};

/** A yes/no question: sends `value` when ticked and nothing when not. */
export function CheckboxField({
  id,
  name,
  label,
  value = "yes",
  look = "compact",
  defaultChecked,
}: Pick<FieldBinding, "id" | "name" | "look"> & { label: string; value?: string; defaultChecked?: boolean }) {
  const classes = checkboxLook[look];
  return (
    <div className={classes.row}>
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        defaultChecked={defaultChecked}
        className={classes.box}
      />
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
    </div>
  );
}
