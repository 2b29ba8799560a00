/**
 * A text's key for "natural" order ("2" before "10", "B-2" before "B-10") that a database can sort
 * and index: compared byte by byte (SQLite's default, PostgreSQL's collation "C") the keys fall in
 * the order people count. Lower case; each run of digits is written as its length (two digits)
 * and the number without leading zeros, so a shorter number comes first. Control characters are
 * left out, so that `naturalKeyParts`' separator sorts before anything a key holds.
 */
export function naturalKey(text: string): string {
  return (
    text
      .trim()
      .toLowerCase()
      // eslint-disable-next-line no-control-regex -- the separator below must never appear in a key
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .replace(/\d+/g, (digits) => {
        const number = digits.replace(/^0+(?=\d)/, "");
        return `${String(number.length).padStart(2, "0")}${number}`;
      })
  );
}

/** The key of several texts in turn (a plot's block, then its number). */
export function naturalKeyParts(...texts: string[]): string {
  return texts.map(naturalKey).join("\u0001");
}
