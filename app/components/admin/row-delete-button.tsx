import { ConfirmButton, type ConfirmButtonProps } from "#app/components/ui/confirm-button.tsx";

import { RowIcon } from "./row-icons.tsx";

/** A table row's Delete: the bin icon alone, named by `label`, posting `fields` once `request` is confirmed. */
export function RowDeleteButton({
  label,
  ...confirm
}: Pick<ConfirmButtonProps, "request" | "fields" | "action"> & { label: string }) {
  return (
    <ConfirmButton {...confirm} aria-label={label} title="Delete" variant="ghost-danger" size="icon">
      <RowIcon name="delete" />
    </ConfirmButton>
  );
}
