/**
 * The classes of DataTable's three looks. cards: a card of its own whose rows become cards under
 * the tablet width (each row rendered once, for every width); scroll: a card whose table scrolls
 * sideways when narrow (a wide, dense table); plain: a table inside a panel, no frame of its own.
 */
export type DataTableLook = "cards" | "scroll" | "plain";

const header =
  "border-b border-neutral-200 bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-700 uppercase";
/** The actions' column stays in view at the right edge while the table scrolls sideways. */
const stickyEdge = "sticky right-0 shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)]";
const stickyEdgeFromTablet = "md:sticky md:right-0 md:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.2)] xl:shadow-none";

export const tableLooks: Record<
  DataTableLook,
  {
    frame: string;
    table: string;
    head: string;
    body: string;
    row: string;
    rowColour: string;
    cell: string;
    denseCell: string;
    headCell: string;
    /** A dense table's header cells, as narrow as its cells. */
    denseHeadCell: string;
    actionsCell: string;
    actionsHead: string;
  }
> = {
  cards: {
    frame: "md:overflow-x-auto md:rounded-xl md:bg-white md:shadow-sm md:ring-1 md:ring-neutral-200",
    table: "block w-full text-left text-sm md:table",
    head: `${header} max-md:sr-only`,
    body: "block space-y-3 md:table-row-group md:divide-y md:divide-neutral-200",
    row:
      "flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-3 shadow-sm ring-1 ring-neutral-200 " +
      "md:table-row md:rounded-none md:p-0 md:shadow-none md:ring-0",
    rowColour: "bg-white md:hover:bg-neutral-50",
    cell: "md:px-4 md:py-3 md:align-middle",
    denseCell: "md:px-2 md:py-2 md:align-middle",
    headCell: "px-4 py-3",
    denseHeadCell: "px-4 py-3 md:px-2 md:py-2",
    actionsCell: `max-md:order-last max-md:ml-auto md:bg-inherit ${stickyEdgeFromTablet}`,
    actionsHead: `bg-neutral-50 ${stickyEdgeFromTablet}`,
  },
  scroll: {
    frame: "relative overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-neutral-200",
    table: "w-full text-left text-sm",
    head: header,
    body: "divide-y divide-neutral-200",
    row: "",
    rowColour: "bg-white hover:bg-neutral-50",
    cell: "px-4 py-3 align-middle",
    denseCell: "px-2 py-2 align-middle",
    headCell: "px-4 py-3",
    denseHeadCell: "px-2 py-2",
    actionsCell: `bg-inherit ${stickyEdge}`,
    actionsHead: `bg-neutral-50 ${stickyEdge}`,
  },
  plain: {
    frame: "relative overflow-x-auto",
    table: "w-full text-left text-sm",
    head: "text-xs font-semibold text-neutral-600 uppercase",
    body: "divide-y divide-neutral-200",
    row: "",
    rowColour: "",
    cell: "px-4 py-2 align-middle sm:px-5",
    denseCell: "px-4 py-2 align-middle sm:px-5",
    headCell: "px-4 py-2 sm:px-5",
    denseHeadCell: "px-4 py-2 sm:px-5",
    actionsCell: "",
    actionsHead: "",
  },
};
