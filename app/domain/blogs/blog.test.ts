import { describe, expect, it } from "vitest";

import { blogTagSuggestions } from "./blog.ts";

describe("suggestion lists", () => {
  it("has the spec's 15 blog tags", () => {
    expect(blogTagSuggestions).toEqual([
      "Real Estate",
      "Investment",
      "Property",
      "Land",
      "Plots",
      "DTCP",
      "RERA",
      "Chennai",
      "Bangalore",
      "Coimbatore",
      "Market Trends",
      "Legal",
      "Finance",
      "Tips",
      "Guide",
    ]);
  });
});
