import { LinkButton, type LinkButtonProps } from "#app/components/ui/link-button.tsx";

import { RowIcon, type RowIconName } from "./row-icons.tsx";

/**
 * One of a table row's icon actions that opens something (edit, preview, the public page): its
 * icon alone, named for screen readers by `label` and for the mouse by `title`.
 */
export function RowActionLink({
  icon,
  label,
  title,
  ...link
}: Omit<LinkButtonProps, "children" | "title" | "variant" | "size"> & {
  icon: RowIconName;
  label: string;
  title: string;
}) {
  return (
    <LinkButton aria-label={label} title={title} variant="ghost" size="icon" {...link}>
      <RowIcon name={icon} />
    </LinkButton>
  );
}
