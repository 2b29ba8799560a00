/** One page of a list read in id order: at most `limit` rows after `afterId` (from the start when null). */
export type IdPageReader<Row extends { id: string }> = (
  afterId: string | null,
  limit: number,
) => Promise<Row[]>;

/**
 * Reads a long list page by page in id order, each page starting after the last id of the one
 * before (the primary key's index), so memory and each query stay small at any table size.
 */
export async function* rowsInIdPages<Row extends { id: string }>(
  readPage: IdPageReader<Row>,
  pageSize = 1000,
): AsyncGenerator<Row> {
  let after: string | null = null;
  for (;;) {
    const rows = await readPage(after, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

/** A page of a site's public pages for the sitemap: the address and when its content last changed. */
export interface PageStamp {
  id: string;
  path: string;
  lastmod: Date;
  /** The page's Tamil path when it is not `path` under /ta (a post's Tamil slug). */
  tamilPath?: string;
}
