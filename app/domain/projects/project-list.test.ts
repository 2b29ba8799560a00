import { describe, expect, it } from "vitest";

import { projectsPath, readProjectListQuery } from "./project-list";

describe("the project list's address", () => {
  it("keeps the first page out of the URL", () => {
    expect(projectsPath()).toBe("/projects");
    expect(projectsPath({ page: 1 })).toBe("/projects");
    expect(projectsPath({ page: 4 })).toBe("/projects?page=4");
  });

  it("reads a page, and sends odd values to the first page's address", () => {
    const read = (query: string) => readProjectListQuery(new URLSearchParams(query));
    expect(read("page=3")).toEqual({ page: 3, canonical: true });
    expect(read("")).toEqual({ page: 1, canonical: true });
    for (const odd of ["0", "1", "abc", "-2", "1.5", "9999999"]) {
      expect(read(`page=${odd}`)).toEqual({ page: 1, canonical: false });
    }
  });
});
