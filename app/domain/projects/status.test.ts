import { describe, expect, it } from "vitest";

import { projectBadgeTone, statusTone } from "./status.ts";

describe("statusTone", () => {
  it("maps the four usual statuses to their colours", () => {
    expect(statusTone("Available")).toBe("available");
    expect(statusTone("New Launch")).toBe("new-launch");
    expect(statusTone("Few Left")).toBe("few-left");
    expect(statusTone("Sold Out")).toBe("sold-out");
  });

  it("ignores case and stray spaces", () => {
    expect(statusTone("  sold   out ")).toBe("sold-out");
  });

  it("makes any other label grey", () => {
    expect(statusTone("Coming Soon")).toBe("other");
    expect(statusTone("")).toBe("other");
  });
});

describe("projectBadgeTone", () => {
  it("gives the back office's badge the spec's colours, grey for any other label", () => {
    expect(["Available", "new launch", "Few Left", "SOLD OUT", "Coming Soon"].map(projectBadgeTone)).toEqual([
      "green",
      "blue",
      "amber",
      "red",
      "grey",
    ]);
  });
});
