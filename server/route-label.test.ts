import { describe, expect, it } from "vitest";

import { routeLabel } from "./route-label.ts";

describe("routeLabel", () => {
  it.each([
    ["/", "/"],
    ["/_root.data", "/"],
    ["/projects", "/projects"],
    ["/projects.data", "/projects"],
    ["/project/0b7c2a52-3f4e-4f8e-9a51-1c2d3e4f5a6b", "/project/:id"],
    ["/project/0b7c2a52-3f4e-4f8e-9a51-1c2d3e4f5a6b/brochure", "/project/:id/brochure"],
    ["/blog/plots-in-madurai", "/blog/:slug"],
    ["/share/project/0b7c2a52-3f4e-4f8e-9a51-1c2d3e4f5a6b-0123456789.jpg", "/share/project/:file"],
    ["/share/post/plots-in-madurai-0123456789.jpg", "/share/post/:file"],
    ["/enquiry", "/enquiry"],
    ["/admin", "/admin"],
    ["/admin/leads", "/admin/leads"],
    ["/admin/leads/export", "/admin/leads/export"],
    ["/admin/login/two-factor", "/admin/login/two-factor"],
    ["/admin/account/two-factor.data", "/admin/account/two-factor"],
    ["/admin/personal-data", "/admin/personal-data"],
    ["/admin/personal-data/export", "/admin/personal-data/export"],
    ["/admin/leads/0b7c2a52-3f4e-4f8e-9a51-1c2d3e4f5a6b.data", "/admin/leads/:id"],
    ["/admin/blogs/abc/preview", "/admin/blogs/:id/preview"],
    ["/assets/entry.client-Bx81.js", "/assets/*"],
    ["/media/3f9a/480.webp", "/media/*"],
    ["/metrics", "/metrics"],
    ["/ta", "/ta"],
    ["/ta.data", "/ta"],
    ["/ta/projects.data", "/ta/projects"],
    ["/ta/project/0b7c2a52-3f4e-4f8e-9a51-1c2d3e4f5a6b", "/ta/project/:id"],
    ["/ta/project/0b7c2a52-3f4e-4f8e-9a51-1c2d3e4f5a6b/brochure", "/ta/project/:id/brochure"],
    ["/ta/blog/மதுரை-மனைகள்", "/ta/blog/:slug"],
    ["/share/ta/post/plots-in-madurai-0123456789.jpg", "/share/ta/post/:file"],
  ])("labels %s as %s", (path, label) => {
    expect(routeLabel(path)).toBe(label);
  });

  it("folds every unknown path into one label", () => {
    expect(routeLabel("/wp-login.php")).toBe("other");
    expect(routeLabel("/blog/a/b")).toBe("other");
    expect(routeLabel("/share/lead/a.jpg")).toBe("other");
    expect(routeLabel("/admin/leads/a/b")).toBe("other");
    expect(routeLabel("/ta/admin/leads")).toBe("other");
    expect(routeLabel("/ta/wp-login.php")).toBe("other");
    expect(routeLabel("/tamil")).toBe("other");
  });
});
