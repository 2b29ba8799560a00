import { describe, expect, it } from "vitest";

import { safeReturnPath } from "./safe-redirect.ts";

describe("safeReturnPath", () => {
  it.each([
    ["/admin/projects", "/admin/projects"],
    ["/projects?x=1", "/projects?x=1"],
    [null, "/admin"],
    ["", "/admin"],
    ["https://evil.example/", "/admin"],
    ["//evil.example/", "/admin"],
    ["/\\evil.example", "/admin"],
    ["/admin/login?redirectTo=/admin", "/admin"],
  ])("%s → %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
