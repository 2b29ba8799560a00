import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

import { scriptlessPage } from "#app/lib/scriptless.ts";
import { pageAddresses } from "./page-query.ts";

/** The route manifest of a build: the site layout (its forms read `enquiry`) over two pages, and the back office. */
const build = {
  basename: "/",
  routes: {
    root: { id: "root", path: "", module: {} },
    site: { id: "site", parentId: "root", module: { handle: { query: ["enquiry", "invalid"] } } },
    home: { id: "home", parentId: "site", index: true, module: { handle: scriptlessPage(["project"]) } },
    projects: {
      id: "projects",
      parentId: "site",
      path: "projects",
      module: { handle: scriptlessPage(["city"]) },
    },
    about: { id: "about", parentId: "site", path: "about", module: { handle: scriptlessPage() } },
    admin: { id: "admin", parentId: "root", path: "admin", module: {} },
    leads: { id: "leads", parentId: "admin", path: "leads", module: {} },
  },
} as unknown as ServerBuild;

const address = pageAddresses(build);
const of = (path: string) =>
  address(new URL(path, "http://example.in"))?.href.slice("http://example.in".length);

describe("a page's address", () => {
  it("keeps the parameters the page and its layouts read, and drops the rest", () => {
    expect(of("/projects?city=Madurai&utm_source=whatsapp&x=839&enquiry=sent")).toBe(
      "/projects?city=Madurai&enquiry=sent",
    );
    expect(of("/?project=abc&fbclid=1")).toBe("/?project=abc");
    expect(of("/about?x=1&x=2")).toBe("/about");
    expect(of("/about")).toBe("/about");
  });

  it("keeps each kept parameter as it was written, repeated ones too", () => {
    expect(of("/projects?city=Real%20Estate&gclid=9&city=Salem")).toBe(
      "/projects?city=Real%20Estate&city=Salem",
    );
    expect(of("/projects?city=T+Nagar")).toBe("/projects?city=T+Nagar");
  });

  it("leaves other routes alone: the back office and React Router's own requests", () => {
    expect(of("/admin/leads?q=98765&x=1")).toBeUndefined();
    expect(of("/__manifest?paths=%2Fadmin&version=9458aacc")).toBeUndefined();
    expect(of("/projects.data?city=Salem&_routes=routes%2Fprojects")).toBeUndefined();
  });

  it("matches as React Router does, whatever the case", () => {
    expect(of("/Projects?city=Salem&x=1")).toBe("/Projects?city=Salem");
  });
});
