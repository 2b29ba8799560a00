import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/project-data.ts";
import { toProjectSummary } from "./project-summary.ts";

const project = testProject();

describe("toProjectSummary", () => {
  it("keeps the first 3 highlights and the banner image", () => {
    const summary = toProjectSummary(project);
    expect(summary.highlights).toEqual(["DTCP Approved", "RERA Registered", "Clear Title Property"]);
    expect(summary.image).toBe("/media/banner");
    expect(summary).not.toHaveProperty("description");
  });

  it("falls back to the first gallery image without a banner", () => {
    expect(toProjectSummary({ ...project, bannerImage: "" }).image).toBe("/media/one");
  });
});
