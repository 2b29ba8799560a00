import { describe, expect, it } from "vitest";

import {
  heroSlides,
  homeSlideLimit,
  noProjectFilters,
  projectsPath,
  readProjectListQuery,
} from "./project-list.ts";

describe("the project list's address", () => {
  it("keeps the first page out of the URL", () => {
    expect(projectsPath()).toBe("/projects");
    expect(projectsPath({ page: 1 })).toBe("/projects");
    expect(projectsPath({ page: 4 })).toBe("/projects?page=4");
  });

  it("reads a page, and sends odd values to the first page's address", () => {
    const read = (query: string) => readProjectListQuery(new URLSearchParams(query));
    const first = { ...noProjectFilters, sort: "newest" };
    expect(read("page=3")).toEqual({ ...first, page: 3, canonical: true });
    expect(read("")).toEqual({ ...first, page: 1, canonical: true });
    for (const odd of ["0", "1", "abc", "-2", "1.5", "9999999"]) {
      expect(read(`page=${odd}`)).toEqual({ ...first, page: 1, canonical: false });
    }
  });
});

describe("the project list's filters in the URL", () => {
  const read = (query: string) => readProjectListQuery(new URLSearchParams(query));

  it("reads every filter, the order and the page, and writes them back in one order", () => {
    const query = read(
      "city=Chennai&budget=10-25L&status=Few+Left&size=1000-1500&facing=NE&sort=price&page=2",
    );
    expect(query).toEqual({
      city: "Chennai",
      budget: "10-25L",
      status: "Few Left",
      size: "1000-1500",
      facing: "NE",
      sort: "price",
      page: 2,
      canonical: true,
    });
    expect(projectsPath(query)).toBe(
      "/projects?city=Chennai&budget=10-25L&status=Few+Left&size=1000-1500&facing=NE&sort=price&page=2",
    );
  });

  it("sends empty, unknown and default values to the clean address", () => {
    for (const odd of [
      "city=&budget=&status=&size=&facing=&sort=newest",
      "budget=cheap",
      "facing=up",
      "status=Gone",
      "sort=name",
    ]) {
      const query = read(odd);
      expect(query.canonical).toBe(false);
      expect(projectsPath(query)).toBe("/projects");
    }
    expect(projectsPath(read("city=Chennai&budget=&sort=newest"))).toBe("/projects?city=Chennai");
  });
});

describe("heroSlides", () => {
  const project = (id: string, sold: number) => ({ id, soldPlots: sold, totalPlots: 10 });

  it("shows only projects with plots left", () => {
    const slides = heroSlides([project("a", 3), project("b", 10), project("c", 9)]);
    expect(slides.map((p) => p.id)).toEqual(["a", "c"]);
  });

  it("shows the sold-out projects when every one is sold out, at most the slide limit", () => {
    const all = Array.from({ length: homeSlideLimit + 2 }, (_, i) => project(String(i), 10));
    expect(heroSlides(all)).toHaveLength(homeSlideLimit);
    expect(heroSlides([])).toEqual([]);
  });
});
