import { expect, test } from "@playwright/test";

import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { e2ePort, siteUrl } from "#tests/e2e/servers.ts";

/** The sample site's public address (SITE_URL unset: http://localhost and the port). */
const origin = `http://localhost:${e2ePort}`;

test("robots.txt keeps crawlers out of the back office and names the sitemap", async ({ request }) => {
  const response = await request.get(`${siteUrl}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test("sitemap.xml lists the menu's pages and every Published project and post with lastmod, no Draft", async ({
  request,
}) => {
  const response = await request.get(`${siteUrl}/sitemap.xml`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);

  const urls = [
    ...xml.matchAll(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g,
    ),
  ].map((m) => ({
    loc: m[1]!,
    lastmod: m[2],
  }));
  expect(urls.length).toBe(xml.match(/<url>/g)?.length);
  for (const path of ["/", "/projects", "/blogs", "/about", "/contact"]) {
    expect(urls.map((u) => u.loc)).toContain(`${origin}${path}`);
  }
  for (const url of urls) expect(url.loc.startsWith(`${origin}/`), url.loc).toBe(true);

  const details = urls.filter((u) => /\/(project|blog)\//.test(u.loc));
  for (const path of ["/ta", "/ta/projects", "/ta/about"])
    expect(urls.map((u) => u.loc)).toContain(`${origin}${path}`);
  for (const url of details) expect(new Date(url.lastmod ?? "").toISOString(), url.loc).toBe(url.lastmod);
  // The four sample projects (other tests may have added more by now).
  expect(details.filter((u) => u.loc.startsWith(`${origin}/project/`)).length).toBeGreaterThanOrEqual(4);
  for (const blog of sampleBlogs) {
    const listed = urls.some((u) => u.loc === `${origin}/blog/${blog.slug}`);
    expect(listed, blog.slug).toBe(blog.status === "Published");
  }

  // Every project in the sitemap opens for a visitor (a Draft would send them home).
  const project = details.find((u) => u.loc.includes("/project/"))!;
  const page = await request.get(`${siteUrl}${new URL(project.loc).pathname}`, { maxRedirects: 0 });
  expect(page.status()).toBe(200);
});
