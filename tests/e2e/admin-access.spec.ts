import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";

import type { APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";

import routes from "#app/routes.ts";
import { openDatabase } from "#app/db/database.server.ts";
import { appDir, collectRoutes, moduleFacts } from "#tests/support/route-table.ts";
import { expect, test } from "./fixtures.ts";
import { adminSiteUrl } from "./servers.ts";
import { testStaff } from "./staff.ts";

/** Admin addresses outside the layout, open on purpose: signing in (and its second step), out, resetting and first setup. */
const publicAdminPaths = [
  "admin/login",
  "admin/login/two-factor",
  "admin/logout",
  "admin/reset-password",
  "admin/setup",
];

/**
 * Every route under the admin layout, read from the route table itself: a route added there later
 * is checked here without anyone remembering to list it. Each must refuse a request without a
 * session, for pages, their data requests and their actions alike.
 */
const adminLayout = routes.find((entry) => entry.path === "admin");
const adminRoutes = adminLayout ? collectRoutes(adminLayout.children ?? [], "/admin") : [];

test("the route table puts every admin page under the guarded layout", () => {
  expect(adminLayout, "a route with path 'admin' (the admin layout)").toBeDefined();
  expect(moduleFacts(adminLayout!.file).hasLoader).toBe(true);
  expect(adminRoutes.map((r) => r.pattern)).toEqual(
    expect.arrayContaining([
      "/admin",
      "/admin/projects",
      "/admin/projects/:id/brochure",
      "/admin/blogs",
      "/admin/blogs/:id/preview",
      "/admin/settings",
      "/admin/staff",
      "/admin/leads",
      "/admin/leads/export",
      "/admin/leads/:id",
      "/admin/*",
      ...(existsSync(join(appDir, "routes/admin/uploads.tsx")) ? ["/admin/uploads"] : []),
    ]),
  );
  const outside = routes
    .flatMap(function walk(entry): RouteConfigEntry[] {
      return [entry, ...(entry.children ?? []).flatMap(walk)];
    })
    .filter((entry) => entry !== adminLayout && entry.path?.startsWith("admin"))
    .map((entry) => entry.path);
  expect(outside.sort(), "admin routes outside the guarded layout").toEqual([...publicAdminPaths].sort());
});

const origin = { Origin: adminSiteUrl };

function expectSignInScreen(response: APIResponse, body: string, what: string) {
  expect(response.status(), what).toBe(401);
  expect(body, what).toContain("Sign In");
  expect(body, what).toContain("Admin Login");
}

for (const route of adminRoutes) {
  test(`${route.pattern} refuses to show anything without a session`, async ({ request }) => {
    const page = await request.get(route.url, { maxRedirects: 0 });
    const body = await page.text();
    if (route.isPage) {
      expectSignInScreen(page, body, `GET ${route.url}`);
    } else {
      // A resource route without a loader has nothing to show: React Router refuses the GET.
      expect(route.hasLoader ? [401] : [400, 405], `GET ${route.url}`).toContain(page.status());
    }

    if (route.isPage && route.hasLoader) {
      // A data request for this route alone skips the layout's loader: the route's own guard must answer.
      const dataUrl = `${route.url}.data?_routes=${encodeURIComponent(route.id)}`;
      const data = await request.get(dataUrl, { maxRedirects: 0 });
      expect(data.status(), `GET ${dataUrl}`).toBe(401);
      const payload = await data.text();
      expect(payload, `GET ${dataUrl}`).toContain(`"${route.id}"`);
      expect(payload, `GET ${dataUrl}`).toContain('"signedOut"');
      expect(payload, `GET ${dataUrl}`).not.toContain('"data"');
    }
  });
}

interface Targets {
  projectId: string;
  blogId: string;
  staffId: string;
}

async function targets(): Promise<Targets> {
  const db = openDatabase({ kind: "sqlite", file: `${process.env.E2E_DATA_DIR}/site.db` });
  try {
    const project = await db
      .selectFrom("projects")
      .select("id")
      .orderBy("created_at")
      .executeTakeFirstOrThrow();
    const blog = await db.selectFrom("blogs").select("id").orderBy("created_at").executeTakeFirstOrThrow();
    const staff = await db
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", testStaff.email)
      .executeTakeFirstOrThrow();
    return { projectId: project.id, blogId: blog.id, staffId: staff.id };
  } finally {
    await db.destroy();
  }
}

async function traces(marker: string) {
  const db = openDatabase({ kind: "sqlite", file: `${process.env.E2E_DATA_DIR}/site.db` });
  const like = `%${marker}%`;
  try {
    const found = await Promise.all([
      db.selectFrom("projects").select("id").where("name", "like", like).execute(),
      db.selectFrom("blogs").select("id").where("title", "like", like).execute(),
      db.selectFrom("auth_user").select("id").where("email", "like", like).execute(),
      db.selectFrom("settings").select("key").where("value", "like", like).execute(),
      db.selectFrom("audit_log").select("id").where("summary", "like", like).execute(),
    ]);
    return found.flat().length;
  } finally {
    await db.destroy();
  }
}

for (const route of adminRoutes) {
  test(`${route.pattern} refuses every change without a session`, async ({ request }) => {
    const { projectId, blogId, staffId } = await targets();
    const marker = `intruder${randomUUID().slice(0, 8)}`;
    const url = route.index ? `${route.url}?index` : route.url;
    const expected = route.hasAction ? [401] : [405];
    const fields = {
      name: marker,
      title: marker,
      slug: marker,
      email: `${marker}@example.in`,
      companyName: marker,
      phone: "+91 90000 00000",
      password: "Laterite-Plots-2026",
      method: "password",
      confirm: "yes",
    };

    // Without an action React Router refuses any body alike (and logs each refusal): one try is enough.
    const intents = route.hasAction
      ? ["add", "create", "update", "save", "delete", "remove", "disable"]
      : ["delete"];
    for (const intent of intents) {
      for (const id of route.hasAction ? [projectId, blogId, staffId] : [projectId]) {
        const response = await request.post(url, {
          form: { ...fields, intent, id },
          headers: origin,
          maxRedirects: 0,
        });
        expect(expected, `POST ${url} intent=${intent}`).toContain(response.status());
      }
    }
    const upload = await request.post(url, {
      multipart: {
        file: { name: `${marker}.png`, mimeType: "image/png", buffer: Buffer.from("not really") },
      },
      headers: origin,
      maxRedirects: 0,
    });
    expect(expected, `multipart POST ${url}`).toContain(upload.status());

    if (route.isPage) {
      const dataUrl = `${route.url}.data${route.index ? "?index" : ""}`;
      const response = await request.post(dataUrl, {
        form: { ...fields, intent: "delete", id: projectId },
        headers: origin,
      });
      expect(expected, `POST ${dataUrl}`).toContain(response.status());
    }

    expect(await traces(marker), "rows written by the refused requests").toBe(0);
    const after = await targets();
    expect(after).toEqual({ projectId, blogId, staffId });
    const signIn = await request.post("/admin/login", {
      form: { intent: "sign-in", email: testStaff.email, password: testStaff.password },
      headers: origin,
      maxRedirects: 0,
    });
    expect(signIn.status(), "the test account is still active").toBe(302);
  });
}
