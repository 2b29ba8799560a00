import { describe, expect, it } from "vitest";

import { slugify, slugPattern } from "./slug.ts";

describe("slugify (spec §4)", () => {
  it.each([
    ["How to Check DTCP Approval", "how-to-check-dtcp-approval"],
    ["Top 5 Plots in Chennai, 2026!", "top-5-plots-in-chennai-2026"],
    ["Vastu Tips: East-Facing Plots?", "vastu-tips-east-facing-plots"],
    ["Multiple   spaces    here", "multiple-spaces-here"],
    ["Repeated --- hyphens", "repeated-hyphens"],
    ["a - b", "a-b"],
    ["DTCP vs. RERA — what's the difference?", "dtcp-vs-rera-whats-the-difference"],
    ["₹ 20 Lakh Budget", "-20-lakh-budget"],
    ["100% Clear Title", "100-clear-title"],
    ["Plots near OMR (IT Corridor)", "plots-near-omr-it-corridor"],
    ["Café Résumé", "caf-rsum"],
    ["சென்னை Plots", "-plots"],
    ["சென்னை", ""],
    ["  Leading and trailing  ", "-leading-and-trailing-"],
    ["Tab\tand\nnewline", "tabandnewline"],
    ["ALL CAPS TITLE", "all-caps-title"],
    ["already-a-slug", "already-a-slug"],
    ["--edge--", "-edge-"],
    ["", ""],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("is stable: a slug slugifies to itself", () => {
    for (const title of ["Hello World", "Plot 42 - Phase II", "a  b--c"]) {
      const once = slugify(title);
      expect(slugify(once)).toBe(once);
    }
  });
});

describe("slugPattern", () => {
  it.each(["plots", "plot-42", "-plots", "a-b-c", "2026"])("accepts %j", (slug) => {
    expect(slugPattern.test(slug)).toBe(true);
  });

  it.each(["", "-", "---", "Plots", "plot 42", "plot_42", "plot/42", "சென்னை"])("refuses %j", (slug) => {
    expect(slugPattern.test(slug)).toBe(false);
  });
});
