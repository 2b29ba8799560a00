import { sql, type Kysely, type RawBuilder } from "kysely";

import { isPostgres } from "./migrations/dialect.ts";

/** A `like` pattern that finds `text` anywhere, its `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether the column holds `text`, ignoring case (null reads as empty). On PostgreSQL the
 * trigram indexes of migration 0009 serve exactly this expression.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${containsPattern(text.toLowerCase())} escape '\\'`;
}

/** Text looked for in some of a table's searched columns (those migration 0009 indexes). */
export interface SearchTerm {
  text: string;
  columns: readonly string[];
}

/** The shortest text a trigram index can find; shorter text is compared row by row. */
const shortestIndexed = 3;

/**
 * The back office's search boxes: whether a row of `table` holds any term in one of its columns,
 * ignoring case. On SQLite the table's FTS5 trigram index finds the rows (a phrase query per
 * term); on PostgreSQL, and for text too short for trigrams, the columns are compared with
 * `containsText`.
 */
export function matchesAnyTerm<T>(db: Kysely<T>, table: string, terms: SearchTerm[]): RawBuilder<boolean> {
  const short = terms.some((term) => [...term.text].length < shortestIndexed);
  if (isPostgres(db as Kysely<unknown>) || short) {
    const comparisons = terms.flatMap((term) =>
      term.columns.map((column) => containsText(`${table}.${column}`, term.text)),
    );
    return sql<boolean>`(${sql.join(comparisons, sql` or `)})`;
  }
  const query = terms
    .map((term) => `{${term.columns.join(" ")}} : "${term.text.replaceAll('"', '""')}"`)
    .join(" OR ");
  const search = sql.table(`${table}_search`);
  // The unary `+` keeps SQLite from fetching every match by rowid and sorting them (a common word
  // matches thousands of posts, each read whole): it walks the list's own index instead, checking
  // each entry against the matches, and reads only the rows of the page.
  return sql<boolean>`+${sql.ref(`${table}.rowid`)} in (select rowid from ${search} where ${search} match ${query})`;
}
