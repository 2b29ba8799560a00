import { describe, expect, it } from "vitest";

import { safeReturnPath } from "./safe-redirect.ts";

describe("safeReturnPath", () => {
  it.each([
    ["/admin/projects", "/admin/projects"],
    ["/projects?x=1", "/projects?x=1"],
    ["/blog/a#top", "/blog/a#top"],
    [null, "/admin"],
    ["", "/admin"],
    ["https://evil.example/", "/admin"],
    ["//evil.example/", "/admin"],
    ["/\\evil.example", "/admin"],
    ["/admin/login?redirectTo=/admin", "/admin"],
    ["/ADMIN/LOGIN", "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    ["a tab", "/\t/evil.test"],
    ["a newline", "/\n/evil.test"],
    ["a carriage return", "/\r\n/evil.test"],
    ["a backslash and tab", "/\\\t\\evil.test"],
    ["a dot segment", "/.//evil.test"],
    ["dot segments further on", "/admin/..//evil.test"],
    ["an unparsable host", "//[evil"],
    ["a space in the host", "//evil test"],
  ])("refuses %s that a browser would read as another host", (_what, input) => {
    expect(safeReturnPath(input)).toBe("/admin");
  });

  it("keeps encoded slashes encoded, so they stay part of the path", () => {
    expect(safeReturnPath("/%2F%2Fevil.test")).toBe("/%2F%2Fevil.test");
    expect(safeReturnPath("/%5Cevil.test")).toBe("/%5Cevil.test");
  });

  it("answers only characters a Location header can carry", () => {
    const path = safeReturnPath("/admin/leads?q=a\nSet-Cookie: x=1&name=Mīnā <b>");
    expect(path.startsWith("/admin/leads?")).toBe(true);
    expect(path).toMatch(/^[\x21-\x7e]+$/);
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("//evil.test", "/")).toBe("/");
  });
});
