import {
  Eye,
  ExternalLink,
  History,
  LayoutGrid,
  MailWarning,
  MessageCircle,
  Pencil,
  Phone,
  Repeat,
  Trash2,
  type LucideIcon,
} from "lucide-react";

/**
 * Icons the back-office tables repeat on every row. Each is drawn once per page as a `<symbol>`
 * and every row points at it with `<use>`: a 50-row table otherwise renders (and sends) the same
 * SVG paths a few hundred times, which cost more server time than the rows' text (issue "Fast at
 * any size").
 */
const rowIcons = {
  edit: Pencil,
  delete: Trash2,
  preview: Eye,
  external: ExternalLink,
  "mail-warning": MailWarning,
  repeat: Repeat,
  call: Phone,
  whatsapp: MessageCircle,
  plots: LayoutGrid,
  history: History,
} satisfies Record<string, LucideIcon>;

export type RowIconName = keyof typeof rowIcons;

const symbolId = (name: RowIconName) => `row-icon-${name}`;

/** The symbols, once per page that shows a table (before it). */
export function RowIconSymbols() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(rowIcons).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as RowIconName)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** One row's icon, drawn in the text colour. */
export function RowIcon({ name, className = "size-4" }: { name: RowIconName; className?: string }) {
  return (
    <svg aria-hidden className={className}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
