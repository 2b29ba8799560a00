import { redirect } from "react-router";

import { readTableQuery, type TableListing, type TableQuery } from "./table-query.ts";
import { redirectWithToast } from "./toast.server.ts";

/** What a search parameter opens over a back-office table: the editor, empty or filled, or a delete step. */
export type TablePanel<Item> =
  { kind: "new" } | { kind: "edit"; item: Item } | { kind: "delete"; item: Item } | null;

export interface TablePageSource<Row, Item> {
  /** The list's address: where a record that is gone sends the browser back. */
  path: string;
  /** The list's own words for a failed read and for a record that no longer exists. */
  messages: { fetchFailed: string; gone: string };
  list(query: TableQuery): Promise<TableListing<Row>>;
  find(id: string): Promise<Item | null | undefined>;
}

async function itemOrBack<Row, Item>(source: TablePageSource<Row, Item>, id: string): Promise<Item> {
  const { path, messages } = source;
  const item = await source.find(id).catch(async (error: unknown) => {
    console.error(`${messages.fetchFailed}:`, error);
    throw await redirectWithToast(path, { type: "error", message: messages.fetchFailed });
  });
  if (!item) throw await redirectWithToast(path, { type: "error", message: messages.gone });
  return item;
}

/**
 * What the loader of a back-office table page reads (/admin/blogs, /admin/projects): the page of
 * rows `?q=` and `?page=` ask for, or null when it cannot be read (the page says so rather than
 * failing), and the panel `?edit=<id>`, `?delete=<id>` or `?new` opens. A record that cannot be
 * read or is gone sends the browser back to the list with a toast saying so.
 */
export async function loadTablePage<Row, Item>(
  request: Request,
  source: TablePageSource<Row, Item>,
): Promise<{ listing: TableListing<Row> | null; panel: TablePanel<Item> }> {
  const params = new URL(request.url).searchParams;
  const listing = await source.list(readTableQuery(params)).catch((error: unknown) => {
    console.error(`${source.messages.fetchFailed}:`, error);
    return null;
  });
  const editId = params.get("edit");
  const deleteId = params.get("delete");
  let panel: TablePanel<Item> = null;
  if (editId !== null) panel = { kind: "edit", item: await itemOrBack(source, editId) };
  else if (deleteId !== null) panel = { kind: "delete", item: await itemOrBack(source, deleteId) };
  else if (params.has("new")) panel = { kind: "new" };
  return { listing, panel };
}

/**
 * The id a deletion posts, once confirmed: a ConfirmButton posts `confirm=yes` after its dialog.
 * Without JavaScript nobody has confirmed yet, so the browser is sent to the page's confirmation
 * step (`<path>?delete=<id>`, a ConfirmStep) instead.
 */
export function confirmedId(form: FormData, path: string): string {
  const id = String(form.get("id") ?? "");
  if (form.get("confirm") !== "yes") throw redirect(`${path}?delete=${encodeURIComponent(id)}`);
  return id;
}
