import { describe, expect, it } from "vitest";

import { localeOfPath, localizedPath, unprefixedPath } from "./locales.ts";

describe("page addresses by language", () => {
  it("read Tamil from /ta and below, English everywhere else", () => {
    expect(localeOfPath("/ta")).toBe("ta");
    expect(localeOfPath("/ta/projects")).toBe("ta");
    expect(localeOfPath("/tamil-nadu")).toBe("en");
    expect(localeOfPath("/projects")).toBe("en");
  });

  it("put a page's English address under /ta and take it off again", () => {
    expect(localizedPath("/", "ta")).toBe("/ta");
    expect(localizedPath("/projects?city=Madurai", "ta")).toBe("/ta/projects?city=Madurai");
    expect(localizedPath("/?sent=1#enquiry", "ta")).toBe("/ta?sent=1#enquiry");
    expect(localizedPath("/blog/plots", "en")).toBe("/blog/plots");
    expect(localizedPath("https://wa.me/91", "ta")).toBe("https://wa.me/91");
    expect(unprefixedPath("/ta")).toBe("/");
    expect(unprefixedPath("/ta/blog/plots")).toBe("/blog/plots");
    expect(unprefixedPath("/about")).toBe("/about");
  });
});
