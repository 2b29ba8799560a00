import { describe, expect, it } from "vitest";

import { robotsTxt } from "./robots.ts";

describe("robotsTxt", () => {
  it("keeps crawlers out of the back office and names the sitemap", () => {
    expect(robotsTxt("https://plots.example")).toBe(
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://plots.example/sitemap.xml\n",
    );
  });
});
