import { describe, expect, it } from "vitest";

import {
  budgetLabels,
  facingLabel,
  heroSlides,
  homeSlideLimit,
  noProjectFilters,
  projectsPath,
  readProjectListQuery,
  sizeLabels,
  sortLabels,
  statusLabel,
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

describe("the list's texts in each language", () => {
  it("names the budget bands in lakhs and crores, by their Tamil names on Tamil pages", () => {
    expect(budgetLabels()).toEqual({
      "5-10L": "₹ 5 L – ₹ 10 L",
      "10-25L": "₹ 10 L – ₹ 25 L",
      "25-50L": "₹ 25 L – ₹ 50 L",
      "50L+": "Above ₹ 50 L",
    });
    expect(budgetLabels("ta")["10-25L"]).toBe("₹ 10 லட்சம் – ₹ 25 லட்சம்");
    expect(budgetLabels("ta")["50L+"]).toBe("₹ 50 லட்சம் மற்றும் அதற்கு மேல்");
  });

  it("names the size bands in sq.ft, ச.அடி in Tamil", () => {
    expect(sizeLabels()).toEqual({
      "0-1000": "Up to 1,000 sq.ft",
      "1000-1500": "1,000 – 1,500 sq.ft",
      "1500-2400": "1,500 – 2,400 sq.ft",
      "2400+": "2,400 sq.ft and more",
    });
    expect(sizeLabels("ta")["0-1000"]).toBe("1,000 ச.அடி வரை");
    expect(sizeLabels("ta")["1000-1500"]).toBe("1,000 – 1,500 ச.அடி");
    expect(sizeLabels("ta")["2400+"]).toBe("2,400 ச.அடி மற்றும் அதற்கு மேல்");
  });

  it("names the orders and the ways a plot faces", () => {
    expect(sortLabels()).toEqual({
      newest: "Newest first",
      price: "Price, lowest first",
      "plots-left": "Most plots left",
    });
    expect(sortLabels("ta").price).toBe("குறைந்த விலை முதலில்");
    expect(facingLabel("NE")).toBe("North-east");
    expect(facingLabel("NE", "ta")).toBe("வடகிழக்கு");
  });

  it("shows the usual statuses in Tamil on Tamil pages, and any other label as staff typed it", () => {
    expect(statusLabel("Few Left")).toBe("Few Left");
    expect(statusLabel("sold  out")).toBe("sold  out");
    expect(statusLabel("Sold Out", "ta")).toBe("விற்றுத் தீர்ந்தது");
    expect(statusLabel(" new launch", "ta")).toBe("புதிய அறிமுகம்");
    expect(statusLabel("Coming Soon", "ta")).toBe("Coming Soon");
  });
});
