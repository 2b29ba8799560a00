import { describe, expect, it } from "vitest";

import { siteVisitSuccess, visitConfirmation } from "./lead-options.ts";

describe("visitConfirmation", () => {
  it("confirms a stored visit's day and slot as the page does", () => {
    expect(visitConfirmation("2026-12-05", "afternoon")).toBe(
      siteVisitSuccess("Saturday, 5 December 2026", "afternoon"),
    );
  });

  it("says nothing for what is not a real day and slot", () => {
    expect(visitConfirmation("2026-02-30", "morning")).toBeNull();
    expect(visitConfirmation("2026-12-05", "night")).toBeNull();
    expect(visitConfirmation(undefined, "morning")).toBeNull();
  });
});
