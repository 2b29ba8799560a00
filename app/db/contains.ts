import { sql, type Kysely, type RawBuilder } from "kysely";

import { isPostgres } from "#app/db/migrations/dialect.ts";

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

/** The FTS5 query of the terms: a phrase per term, in its columns. */
function ftsQuery(terms: SearchTerm[]): string {
  return terms
    .map((term) => `{${term.columns.join(" ")}} : "${term.text.replaceAll('"', '""')}"`)
    .join(" OR ");
}

function usesTrigramTable<T>(db: Kysely<T>, terms: SearchTerm[]): boolean {
  return (
    !isPostgres(db as Kysely<unknown>) && terms.every((term) => [...term.text].length >= shortestIndexed)
  );
}

/** Up to this many matches, a search reads its matches first rather than walking the list's order. */
export const fewMatches = 500;

/**
 * Whether the terms match few rows of `table` (SQLite's trigram index counts them, stopping past
 * `fewMatches`). A phone number's digits often match one lead among 100,000: walking the inbox's
 * order to find it (and to count it) would read every entry.
 */
export async function hasFewMatches<T>(db: Kysely<T>, table: string, terms: SearchTerm[]): Promise<boolean> {
  if (!usesTrigramTable(db, terms)) return false;
  const search = sql.table(`${table}_search`);
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select rowid from ${search}
    where ${search} match ${ftsQuery(terms)} limit ${fewMatches + 1})`.execute(db);
  return Number(rows[0]?.n ?? 0) <= fewMatches;
}

/**
 * The back office's search boxes: whether a row of `table` holds any term in one of its columns,
 * ignoring case. On SQLite the table's FTS5 trigram index finds the rows (a phrase query per
 * term); on PostgreSQL, and for text too short for trigrams, the columns are compared with
 * `containsText`. `matchesFirst` (see `hasFewMatches`) lets SQLite start from the matches.
 */
export function matchesAnyTerm<T>(
  db: Kysely<T>,
  table: string,
  terms: SearchTerm[],
  matchesFirst = false,
): RawBuilder<boolean> {
  if (!usesTrigramTable(db, terms)) {
    const comparisons = terms.flatMap((term) =>
      term.columns.map((column) => containsText(`${table}.${column}`, term.text)),
    );
    return sql<boolean>`(${sql.join(comparisons, sql` or `)})`;
  }
  const search = sql.table(`${table}_search`);
  const matches = sql`(select rowid from ${search} where ${search} match ${ftsQuery(terms)})`;
  if (matchesFirst) return sql<boolean>`${sql.ref(`${table}.rowid`)} in ${matches}`;
  // The unary `+` keeps SQLite from fetching every match by rowid and sorting them (a common word
  // matches thousands of posts, each read whole): it walks the list's own index instead, checking
  // each entry against the matches, and reads only the rows of the page.
  return sql<boolean>`+${sql.ref(`${table}.rowid`)} in ${matches}`;
}
