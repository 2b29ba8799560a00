/**
 * CSV files written for Excel: UTF-8 with a byte-order mark (so ₹ and Tamil names survive), CRLF
 * lines and RFC 4180 quoting (semicolons too). A cell that would start a formula is prefixed with
 * an apostrophe (CSV formula injection).
 */

const bom = "\uFEFF";
const lineEnd = "\r\n";

/** A cell as typed text: what would start a formula is prefixed with an apostrophe. */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180: a field with a comma, quote or line break (or edge spaces) is quoted, quotes doubled.
 * A semicolon is quoted too: Excel in locales with a decimal comma splits cells on it.
 */
export function quoteField(value: string): string {
  return /[",;\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The file's text: each row's cells quoted, each line ended with CRLF, after the byte-order mark. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `${bom}${rows.map((cells) => `${cells.map(quoteField).join(",")}${lineEnd}`).join("")}`;
}
