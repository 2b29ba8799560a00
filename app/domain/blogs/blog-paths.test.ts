import { describe, expect, it } from "vitest";

import { blogsPath, readBlogsQuery } from "./blog-paths.ts";

describe("blogsPath", () => {
  it("keeps 'All' and the first page out of the address", () => {
    expect(blogsPath({ category: null })).toBe("/blogs");
    expect(blogsPath({ category: null, page: 1 })).toBe("/blogs");
  });

  it("writes spaces as %20 and escapes the rest", () => {
    expect(blogsPath({ category: "Legal Advice" })).toBe("/blogs?category=Legal%20Advice");
    expect(blogsPath({ category: "A+B & C", page: 3 })).toBe("/blogs?category=A%2BB%20%26%20C&page=3");
  });
});

describe("readBlogsQuery", () => {
  const read = (query: string) => readBlogsQuery(new URLSearchParams(query));

  it("reads a category and a page", () => {
    expect(read("category=Legal%20Advice&page=2")).toEqual({
      category: "Legal Advice",
      page: 2,
      canonical: true,
    });
    expect(read("")).toEqual({ category: null, page: 1, canonical: true });
  });

  it("treats an empty category as 'All'", () => {
    expect(read("category=%20%20").category).toBeNull();
  });

  it.each(["0", "-1", "1.5", "abc", "", "1e3", "0002", "9999999", "1"])(
    "sends page=%s to the first page's canonical address",
    (page) => {
      expect(read(`page=${page}`)).toEqual({ category: null, page: 1, canonical: false });
    },
  );
});
