import { describe, expect, it } from "vitest";

import { readTableQuery, tableQueryString } from "./table-query.ts";

describe("a back-office table's query", () => {
  it("reads the search and the page, and writes them back", () => {
    const query = readTableQuery(new URLSearchParams("q=%20Green%20&page=3"));
    expect(query).toEqual({ q: "Green", page: 3 });
    expect(tableQueryString(query)).toBe("?q=Green&page=3");
  });

  it("leaves an empty search and the first page out", () => {
    expect(readTableQuery(new URLSearchParams("page=abc"))).toEqual({ q: "", page: 1 });
    expect(tableQueryString({ q: "", page: 1 })).toBe("");
  });
});
