const indianNumbers = new Map<number, Intl.NumberFormat>();

/**
 * A number with Indian digit grouping ("1,20,000"), at most `maxFractionDigits` decimals (3, like
 * `toLocaleString("en-IN")`). One formatter per precision, made on first use: the project page
 * formats three figures for each of hundreds of plots, and building a formatter per call (what
 * `toLocaleString` with options does) took a quarter of the server's time on that page.
 */
export function formatIndianNumber(value: number, maxFractionDigits = 3): string {
  let format = indianNumbers.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("en-IN", { maximumFractionDigits: maxFractionDigits });
    indianNumbers.set(maxFractionDigits, format);
  }
  return format.format(value);
}

/** A size in MiB to one decimal ("15 MB", "2.5 MB"), for messages about files and disks. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}
