/**
 * The budgets of `npm run bench` (issue 13) and their verdicts: figures in, verdicts out, nothing
 * measured here. A figure that could not be measured (NaN, missing) fails its budget.
 */
export const budgets = {
  /** JavaScript a public page loads, gzip KB, at most. */
  javascriptKb: 15,
  /** Render-blocking stylesheets, gzip KB, at most (0 when the first-screen CSS is inlined). */
  blockingCssKb: 10,
  /** Lighthouse mobile category scores (0-100), at least. */
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative Layout Shift, at most. */
  cls: 0,
  /** Fonts a page fetches on a first view, gzip KB, at most (issue "Tamil and English"). */
  fontKb: 60,
  /** The phone the hero image is chosen for: CSS width and device pixel ratio. */
  phone: { viewportWidth: 390, devicePixelRatio: 2 },
  /** The chosen hero image may be at most this many times wider than the phone needs. */
  heroOversize: 1.5,
  /** Requests/s with the page cache warm, at least this share of the static reference's. */
  warmShareOfStatic: 0.3,
  /** Requests/s with the page cache off on the slowest page, at least. */
  coldRps: 150,
  /** Server RSS once started and the first page answered, MB, under. */
  rssAfterStartMb: 150,
  /** RSS after each load run, at most this far (either way) from the RSS after the first run. */
  rssDrift: 0.1,
  /** `npm run loadtest`, 200 browsers on the public pages with the page cache warm: peak RSS, MB, at most. */
  loadPeakRssMb: 400,
  /** The same run's 99th percentile latency, ms, under. */
  loadP99Ms: 300,
} as const;

export type Part = "pages" | "throughput" | "memory" | "load";

export interface Verdict {
  part: Part;
  /** The page (path) or what the row is about. */
  subject: string;
  figure: string;
  value: string;
  /** The budget as written in the table; empty for a figure printed without one. */
  budget: string;
  /** PASS, FAIL, or "info" for a figure without a budget. */
  verdict: "PASS" | "FAIL" | "info";
}

const verdictOf = (pass: boolean): "PASS" | "FAIL" => (pass ? "PASS" : "FAIL");
const show = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");

/** The median of the finite values; NaN when there are none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface PageFigures {
  path: string;
  /** gzip KB of every script the page requested (each gzipped alone, level 9). */
  javascriptKb: number;
  /** gzip KB of the font files any run fetched. */
  fontKb: number;
  /** How the first-screen CSS arrives: linked stylesheets, inlined in the head, or neither. */
  css: { mode: "linked" | "inline" | "none"; blockingKb: number };
  /** Lighthouse scores 0-100, medians of the runs (NaN when no run gave one). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Median Cumulative Layout Shift. */
  cls: number;
}

export function judgePage(page: PageFigures): Verdict[] {
  const row = (figure: string, value: string, budget: string, pass: boolean): Verdict => ({
    part: "pages",
    subject: page.path,
    figure,
    value,
    budget,
    verdict: verdictOf(pass),
  });
  const atLeast = (figure: string, value: number, min: number) =>
    row(figure, show(value, 0), `>= ${min}`, value >= min);
  return [
    row(
      "JS gzip KB",
      show(page.javascriptKb, 1),
      `<= ${budgets.javascriptKb}`,
      page.javascriptKb <= budgets.javascriptKb,
    ),
    row(
      `blocking CSS gzip KB (${page.css.mode})`,
      show(page.css.blockingKb, 1),
      `<= ${budgets.blockingCssKb}`,
      page.css.blockingKb <= budgets.blockingCssKb,
    ),
    atLeast("Lighthouse performance", page.performance, budgets.performance),
    atLeast("Lighthouse accessibility", page.accessibility, budgets.accessibility),
    atLeast("Lighthouse best practices", page.bestPractices, budgets.bestPractices),
    atLeast("Lighthouse SEO", page.seo, budgets.seo),
    row("CLS", show(page.cls, 3), `= ${budgets.cls}`, page.cls <= budgets.cls),
    row("fonts gzip KB", show(page.fontKb, 1), `<= ${budgets.fontKb}`, page.fontKb <= budgets.fontKb),
  ];
}

export interface HeroFigures {
  path: string;
  /** The hero image as the phone would load it from the `<img>` (undefined: no hero image found). */
  heroUrl: string | undefined;
  /** The candidate the phone picks from the image preload that loads that same image (undefined: none). */
  preloadedUrl: string | undefined;
  /** The pixel width of the preloaded candidate, as served. */
  preloadedWidth: number | undefined;
  /** Slot width × device pixel ratio: the pixels the phone needs. */
  neededWidth: number;
  /** Why the figures could not be read (an unsupported sizes value, say). */
  problem?: string;
}

/**
 * The hero image is preloaded, and the candidate the phone takes from the preload is at least as
 * wide as it needs and at most `heroOversize` times that.
 */
export function judgeHero(hero: HeroFigures): Verdict {
  const max = Math.round(hero.neededWidth * budgets.heroOversize);
  const budget = `preloaded, ${hero.neededWidth}-${max} px wide`;
  const base = { part: "pages" as const, subject: hero.path, figure: "hero LCP image preload", budget };
  if (hero.problem) return { ...base, value: hero.problem, verdict: "FAIL" };
  if (!hero.heroUrl) return { ...base, value: "no hero image found", verdict: "FAIL" };
  if (!hero.preloadedUrl) return { ...base, value: `not preloaded (${hero.heroUrl})`, verdict: "FAIL" };
  const width = hero.preloadedWidth ?? Number.NaN;
  return {
    ...base,
    value: `${hero.preloadedUrl} ${show(width, 0)} px`,
    verdict: verdictOf(width >= hero.neededWidth && width <= max),
  };
}

export interface ThroughputFigures {
  path: string;
  /** Requests/s answered 2xx: the site with its page cache warm, with it off, the static reference. */
  warm: number;
  cold: number;
  static: number;
}

export function judgeThroughput(pages: readonly ThroughputFigures[]): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const page of pages) {
    const info = (figure: string, value: number): Verdict => ({
      part: "throughput",
      subject: page.path,
      figure,
      value: show(value, 0),
      budget: "",
      verdict: "info",
    });
    const share = page.warm / page.static;
    verdicts.push(info("static reference req/s", page.static), info("cold req/s", page.cold), {
      ...info("warm req/s", page.warm),
      figure: "warm req/s (share of static)",
      value: `${show(page.warm, 0)} (${show(share, 3)})`,
      budget: `>= ${budgets.warmShareOfStatic} x static`,
      verdict: verdictOf(share >= budgets.warmShareOfStatic),
    });
  }
  const slowest = [...pages].sort((a, b) => (a.cold || 0) - (b.cold || 0))[0];
  verdicts.push({
    part: "throughput",
    subject: slowest ? `slowest: ${slowest.path}` : "no pages",
    figure: "cold req/s",
    value: show(slowest?.cold ?? Number.NaN, 0),
    budget: `>= ${budgets.coldRps}`,
    verdict: verdictOf(!!slowest && pages.every((page) => page.cold >= budgets.coldRps)),
  });
  return verdicts;
}

export interface MemoryFigures {
  /** RSS in MB once the server answers, after its first page. */
  afterStartMb: number;
  /** Each load run's peak RSS and RSS once it settled, MB. */
  runs: readonly { peakMb: number; afterMb: number }[];
}

export function judgeMemory(memory: MemoryFigures): Verdict[] {
  const row = (
    subject: string,
    figure: string,
    value: string,
    budget: string,
    verdict: Verdict["verdict"],
  ) => ({
    part: "memory" as const,
    subject,
    figure,
    value,
    budget,
    verdict,
  });
  const verdicts: Verdict[] = [
    row(
      "server",
      "RSS MB after start",
      show(memory.afterStartMb, 0),
      `< ${budgets.rssAfterStartMb}`,
      verdictOf(memory.afterStartMb < budgets.rssAfterStartMb),
    ),
  ];
  const first = memory.runs[0]?.afterMb ?? Number.NaN;
  memory.runs.forEach((run, index) => {
    const subject = `load run ${index + 1}`;
    verdicts.push(row(subject, "RSS MB at peak", show(run.peakMb, 0), "", "info"));
    if (index === 0) {
      verdicts.push(row(subject, "RSS MB after", show(run.afterMb, 0), "", "info"));
      return;
    }
    const drift = (run.afterMb - first) / first;
    verdicts.push(
      row(
        subject,
        "RSS MB after (change from run 1)",
        `${show(run.afterMb, 0)} (${drift >= 0 ? "+" : ""}${show(drift * 100, 1)}%)`,
        `within ${budgets.rssDrift * 100}% of run 1`,
        verdictOf(Math.abs(drift) <= budgets.rssDrift),
      ),
    );
  });
  if (memory.runs.length < 2) {
    verdicts.push(row("load runs", "RSS flat over runs", `${memory.runs.length} run(s)`, "3 runs", "FAIL"));
  }
  return verdicts;
}

export interface LoadFigures {
  /** What the run was, e.g. "200 browsers, cache warm". */
  run: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Requests that failed, timed out or got no 2xx. */
  errors: number;
  peakRssMb: number;
}

/**
 * A load test run: with `budgeted`, its p99 and peak RSS against the budgets (and no errors);
 * otherwise the same figures for the record.
 */
export function judgeLoad(load: LoadFigures, budgeted: boolean): Verdict[] {
  const row = (figure: string, value: string, budget: string, pass: boolean): Verdict => ({
    part: "load",
    subject: load.run,
    figure,
    value,
    budget: budgeted ? budget : "",
    verdict: budgeted ? verdictOf(pass) : "info",
  });
  return [
    { ...row("req/s", show(load.requestsPerSecond, 0), "", true), budget: "", verdict: "info" },
    { ...row("p50 ms", show(load.p50Ms, 0), "", true), budget: "", verdict: "info" },
    row("p99 ms", show(load.p99Ms, 0), `< ${budgets.loadP99Ms}`, load.p99Ms < budgets.loadP99Ms),
    row("errors", show(load.errors, 0), "= 0", load.errors === 0),
    row(
      "RSS MB at peak",
      show(load.peakRssMb, 0),
      `<= ${budgets.loadPeakRssMb}`,
      load.peakRssMb <= budgets.loadPeakRssMb,
    ),
  ];
}

/** Whether any verdict failed: the bench then exits non-zero. */
export const anyFailed = (verdicts: readonly Verdict[]) => verdicts.some((v) => v.verdict === "FAIL");

/** The verdicts as an aligned text table. */
export function formatTable(verdicts: readonly Verdict[]): string {
  const header = ["part", "page", "figure", "value", "budget", "verdict"];
  const rows = verdicts.map((v) => [
    v.part,
    v.subject,
    v.figure,
    v.value,
    v.budget,
    v.verdict === "info" ? "" : v.verdict,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
