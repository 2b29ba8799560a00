import { sql, type RawBuilder } from "kysely";

/** A `like` pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether the column holds `text`, ignoring case (null reads as empty): the search boxes of the
 * back office. No B-tree index serves a match inside a value; the lists around it read an index in
 * order, so a search walks that index rather than sorting the table.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${containsPattern(text.toLowerCase())} escape '\\'`;
}
