import { describe, expect, it } from "vitest";

import {
  anyFailed,
  budgets,
  formatTable,
  judgeHero,
  judgeLoad,
  judgeMemory,
  judgePage,
  judgeThroughput,
  median,
  type PageFigures,
  type Verdict,
} from "./budgets.ts";

const verdictOf = (verdicts: Verdict[], figure: string) =>
  verdicts.find((v) => v.figure.startsWith(figure))?.verdict;

const withinBudget: PageFigures = {
  path: "/",
  javascriptKb: 15,
  css: { mode: "linked", blockingKb: 10 },
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  fontKb: 60,
};

describe("median", () => {
  it("takes the middle value, the mean of the two middle ones, and skips what was not measured", () => {
    expect(median([99, 70, 80])).toBe(80);
    expect(median([1, 4, 2, 3])).toBe(2.5);
    expect(median([Number.NaN, 90, 96])).toBe(93);
    expect(median([])).toBeNaN();
  });
});

describe("judgePage", () => {
  it("passes a page exactly at every budget", () => {
    const verdicts = judgePage(withinBudget);
    expect(verdicts.map((v) => v.verdict)).toEqual(Array(8).fill("PASS"));
    expect(anyFailed(verdicts)).toBe(false);
  });

  it.each([
    ["JS gzip KB", { javascriptKb: 15.01 }],
    ["blocking CSS", { css: { mode: "linked" as const, blockingKb: 10.01 } }],
    ["Lighthouse performance", { performance: 97 }],
    ["Lighthouse accessibility", { accessibility: 99 }],
    ["Lighthouse best practices", { bestPractices: 99 }],
    ["Lighthouse SEO", { seo: 99 }],
    ["CLS", { cls: 0.001 }],
    ["fonts gzip KB", { fontKb: 60.01 }],
  ])("fails %s just over its budget, and only that", (figure, change) => {
    const verdicts = judgePage({ ...withinBudget, ...change });
    expect(verdictOf(verdicts, figure)).toBe("FAIL");
    expect(verdicts.filter((v) => v.verdict === "FAIL")).toHaveLength(1);
    expect(anyFailed(verdicts)).toBe(true);
  });

  it("fails a score Lighthouse could not give, and passes inlined CSS as 0 KB", () => {
    const verdicts = judgePage({
      ...withinBudget,
      performance: Number.NaN,
      css: { mode: "inline", blockingKb: 0 },
    });
    expect(verdictOf(verdicts, "Lighthouse performance")).toBe("FAIL");
    expect(verdicts.find((v) => v.figure.startsWith("blocking CSS"))).toMatchObject({
      figure: "blocking CSS gzip KB (inline)",
      value: "0.0",
      verdict: "PASS",
    });
  });
});

describe("judgeHero", () => {
  const hero = {
    path: "/",
    heroUrl: "http://x/media/a/960.webp",
    preloadedUrl: "http://x/media/a/960.webp",
    preloadedWidth: 960,
    neededWidth: 780,
  };

  it("passes a preloaded candidate from the needed width up to 1.5 times it", () => {
    expect(judgeHero(hero).verdict).toBe("PASS");
    expect(judgeHero({ ...hero, preloadedWidth: 780 }).verdict).toBe("PASS");
    expect(judgeHero({ ...hero, preloadedWidth: 1170 }).verdict).toBe("PASS");
    expect(judgeHero(hero).value).toContain("960.webp");
  });

  it("fails a candidate narrower than the phone needs or far wider", () => {
    expect(judgeHero({ ...hero, preloadedWidth: 779 }).verdict).toBe("FAIL");
    expect(judgeHero({ ...hero, preloadedWidth: 1171 }).verdict).toBe("FAIL");
    expect(judgeHero({ ...hero, preloadedWidth: undefined }).verdict).toBe("FAIL");
  });

  it("fails when the hero is not preloaded, not found, or could not be read", () => {
    expect(judgeHero({ ...hero, preloadedUrl: undefined }).value).toBe(
      "not preloaded (http://x/media/a/960.webp)",
    );
    expect(judgeHero({ ...hero, preloadedUrl: undefined }).verdict).toBe("FAIL");
    expect(judgeHero({ ...hero, heroUrl: undefined }).verdict).toBe("FAIL");
    expect(judgeHero({ ...hero, problem: "Unsupported length" }).verdict).toBe("FAIL");
  });

  it("states the budget for the phone it is chosen for", () => {
    expect(budgets.phone).toEqual({ viewportWidth: 390, devicePixelRatio: 2 });
    expect(judgeHero(hero).budget).toBe("preloaded, 780-1170 px wide");
  });
});

describe("judgeThroughput", () => {
  const page = (path: string, warm: number, cold: number, staticRps: number) => ({
    path,
    warm,
    cold,
    static: staticRps,
  });

  it("passes warm at 0.3 of static and cold at 150 req/s on every page", () => {
    const verdicts = judgeThroughput([page("/", 3000, 150, 10000), page("/about", 5000, 400, 12000)]);
    expect(anyFailed(verdicts)).toBe(false);
    expect(verdicts.find((v) => v.figure === "cold req/s" && v.budget)).toMatchObject({
      subject: "slowest: /",
      value: "150",
    });
  });

  it("fails a page whose warm rate is under 0.3 of the static reference", () => {
    const verdicts = judgeThroughput([page("/", 2999, 500, 10000), page("/about", 5000, 500, 12000)]);
    const warm = verdicts.filter((v) => v.figure.startsWith("warm"));
    expect(warm.map((v) => [v.subject, v.verdict])).toEqual([
      ["/", "FAIL"],
      ["/about", "PASS"],
    ]);
    expect(warm[0]!.value).toBe("2999 (0.300)");
  });

  it("fails when the slowest page serves under 150 req/s cold", () => {
    const verdicts = judgeThroughput([page("/", 9000, 149, 10000), page("/about", 9000, 900, 10000)]);
    expect(verdicts.filter((v) => v.verdict === "FAIL").map((v) => [v.subject, v.figure])).toEqual([
      ["slowest: /", "cold req/s"],
    ]);
  });

  it("fails on a rate that was not measured", () => {
    expect(anyFailed(judgeThroughput([page("/", 9000, Number.NaN, 10000)]))).toBe(true);
    expect(anyFailed(judgeThroughput([]))).toBe(true);
  });
});

const runs = [
  { peakMb: 300, afterMb: 200 },
  { peakMb: 310, afterMb: 220 },
  { peakMb: 305, afterMb: 180 },
];

describe("judgeMemory", () => {
  it("passes under 150 MB after start and after-run RSS within 10% of the first run", () => {
    const verdicts = judgeMemory({ afterStartMb: 149.9, runs });
    expect(anyFailed(verdicts)).toBe(false);
    expect(verdicts.filter((v) => v.verdict !== "info")).toHaveLength(3);
  });

  it("fails 150 MB after start", () => {
    const verdicts = judgeMemory({ afterStartMb: 150, runs });
    expect(verdicts.filter((v) => v.verdict === "FAIL").map((v) => v.figure)).toEqual(["RSS MB after start"]);
  });

  it("fails a run that ends more than 10% above or below the first", () => {
    const grown = judgeMemory({
      afterStartMb: 100,
      runs: [runs[0]!, runs[1]!, { peakMb: 400, afterMb: 221 }],
    });
    expect(grown.filter((v) => v.verdict === "FAIL").map((v) => [v.subject, v.value])).toEqual([
      ["load run 3", "221 (+10.5%)"],
    ]);
    const shrunk = judgeMemory({ afterStartMb: 100, runs: [runs[0]!, { peakMb: 300, afterMb: 179 }] });
    expect(anyFailed(shrunk)).toBe(true);
  });

  it("fails when fewer than two runs were measured", () => {
    expect(anyFailed(judgeMemory({ afterStartMb: 100, runs: [runs[0]!] }))).toBe(true);
  });
});

describe("judgeLoad", () => {
  const warm = {
    run: "200 browsers",
    requestsPerSecond: 900,
    p50Ms: 80,
    p99Ms: 299,
    errors: 0,
    peakRssMb: 400,
  };

  it("passes a p99 under 300 ms, no errors and a peak RSS of 400 MB or less", () => {
    const verdicts = judgeLoad(warm, true);
    expect(anyFailed(verdicts)).toBe(false);
    expect(verdicts.filter((v) => v.verdict === "PASS").map((v) => v.figure)).toEqual([
      "p99 ms",
      "errors",
      "RSS MB at peak",
    ]);
  });

  it("fails a p99 of 300 ms, an error, or a peak over 400 MB", () => {
    const failed = (figures: Partial<typeof warm>) =>
      judgeLoad({ ...warm, ...figures }, true)
        .filter((v) => v.verdict === "FAIL")
        .map((v) => v.figure);
    expect(failed({ p99Ms: 300 })).toEqual(["p99 ms"]);
    expect(failed({ errors: 1 })).toEqual(["errors"]);
    expect(failed({ peakRssMb: 401 })).toEqual(["RSS MB at peak"]);
    expect(failed({ p99Ms: Number.NaN })).toEqual(["p99 ms"]);
  });

  it("only reports a run without budgets", () => {
    const verdicts = judgeLoad({ ...warm, p99Ms: 20_500, peakRssMb: 1_305 }, false);
    expect(verdicts.every((v) => v.verdict === "info" && v.budget === "")).toBe(true);
  });
});

describe("formatTable", () => {
  it("prints one aligned row per figure with its budget and verdict, none for plain figures", () => {
    const table = formatTable([
      ...judgePage({ ...withinBudget, javascriptKb: 142.4 }).slice(0, 1),
      ...judgeMemory({ afterStartMb: 120, runs }).slice(1, 2),
    ]);
    const lines = table.split("\n");
    expect(lines[0]).toMatch(/^part\s+page\s+figure\s+value\s+budget\s+verdict$/);
    expect(lines[2]).toMatch(/^pages\s+\/\s+JS gzip KB\s+142\.4\s+<= 15\s+FAIL$/);
    expect(lines[3]).toMatch(/^memory\s+load run 1\s+RSS MB at peak\s+300$/);
  });
});
