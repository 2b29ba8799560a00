import { describe, expect, it } from "vitest";

import {
  adminFormBodyLimit,
  bodyLimit,
  fileBodyLimits,
  formBodyLimit,
  hookBodyLimit,
} from "./body-limits.ts";

describe("bodyLimit", () => {
  it("gives the public forms, sign-in and its second step, reset and setup a few kilobytes", () => {
    for (const path of [
      "/contact",
      "/enquiry",
      "/site-visit",
      "/brochure",
      "/interest",
      "/sample-content",
      "/admin/login",
      "/admin/login.data",
      "/admin/login/two-factor",
      "/admin/reset-password",
      "/admin/setup",
      "/",
      "/no-such-page",
    ]) {
      expect(bodyLimit(path), path).toBe(formBodyLimit);
    }
  });

  it("gives the lead webhooks 64 KB", () => {
    expect(bodyLimit("/hooks/google-leads")).toBe(64 * 1024);
    expect(bodyLimit("/hooks/meta")).toBe(hookBodyLimit);
  });

  it("gives the routes that take files their ceilings, also as data requests", () => {
    expect(bodyLimit("/admin/uploads")).toBe(fileBodyLimits["/admin/uploads"]);
    expect(bodyLimit("/admin/leads/import.data")).toBe(fileBodyLimits["/admin/leads/import"]);
    expect(bodyLimit("/admin/projects.data")).toBe(fileBodyLimits["/admin/projects"]);
    expect(bodyLimit("/Admin/Blogs/")).toBe(fileBodyLimits["/admin/blogs"]);
    expect(fileBodyLimits["/admin/uploads"]).toBeGreaterThan(15 * 1024 * 1024);
    expect(fileBodyLimits["/admin/projects"]).toBeGreaterThan(120 * 1024 * 1024);
  });

  it("gives a project's layout plan room for its 2 MB SVG or a picture as large as an image upload", () => {
    const layout = bodyLimit("/admin/projects/0b7c1a52-0000-4000-8000-000000000000/layout");
    expect(layout).toBe(fileBodyLimits["/admin/uploads"]);
    expect(bodyLimit("/admin/projects/abc/layout.data")).toBe(layout);
    expect(bodyLimit("/admin/projects/a/b/layout")).toBe(adminFormBodyLimit);
    expect(bodyLimit("/admin/projects/abc/plots")).toBe(adminFormBodyLimit);
  });

  it("gives other back-office forms a megabyte, and a spelling it does not know no more than a form", () => {
    expect(bodyLimit("/admin/settings")).toBe(adminFormBodyLimit);
    expect(bodyLimit("/admin/leads/0b7c1a52-0000-4000-8000-000000000000")).toBe(adminFormBodyLimit);
    expect(bodyLimit("/admin/%70rojects")).toBe(adminFormBodyLimit);
    expect(bodyLimit("/%61dmin/projects")).toBe(formBodyLimit);
  });

  it("takes a 2,000-character message in Tamil script, URL-encoded, with room to spare", () => {
    const message = "அ".repeat(2000);
    const body = new URLSearchParams({ name: "மீனா", phone: "+91 90000 00000", message }).toString();
    expect(Buffer.byteLength(body)).toBeLessThan(formBodyLimit * 0.7);
  });
});
