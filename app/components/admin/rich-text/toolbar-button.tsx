import type { LucideIcon } from "lucide-react";

export const toolButtonClass =
  "inline-flex size-9 items-center justify-center rounded-md text-neutral-700 hover:bg-forest-50 " +
  "aria-pressed:bg-forest-100 aria-pressed:text-forest-900 disabled:opacity-40";

/** A button of the editor's toolbar: an icon with its name as label and tooltip. */
export function ToolButton({
  label,
  icon: Icon,
  pressed,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className={toolButtonClass}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keep the editor's selection: a click on the bar must not take the focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
