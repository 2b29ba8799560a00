import { describe, expect, it } from "vitest";

import { breadcrumbLd, jsonLdText, present } from "./json-ld.ts";

describe("jsonLdText", () => {
  it("writes <, > and & as escapes, so typed text cannot end the script", () => {
    const text = jsonLdText({ name: "Plots </script><script>alert(1)</script> & <!-- more" });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual({ name: "Plots </script><script>alert(1)</script> & <!-- more" });
  });

  it("escapes the line separators too and reads back unchanged", () => {
    const data = [{ a: "one\u2028two\u2029three" }];
    expect(jsonLdText(data)).toContain("\\u2028");
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });
});

describe("present", () => {
  it("leaves out what is not known", () => {
    expect(present({ a: "x", b: "", c: null, d: undefined, e: [], f: 0, g: false })).toEqual({
      a: "x",
      f: 0,
      g: false,
    });
  });
});

describe("breadcrumbLd", () => {
  it("numbers the steps from 1 with absolute addresses", () => {
    expect(
      breadcrumbLd("https://plots.example", [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blogs" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://plots.example/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://plots.example/blogs" },
      ],
    });
  });
});
