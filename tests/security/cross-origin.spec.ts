import { expect, test } from "@playwright/test";

import { e2ePort, siteUrl } from "#tests/e2e/servers.ts";
import { allRoutes } from "#tests/support/route-table.ts";

/**
 * A form on another site posting to ours with the visitor's cookies: every action in the route
 * table, public and back office, is refused before it runs, whichever way the browser (or a proxy
 * between) tells where the post came from.
 */
const actions = allRoutes.filter((route) => route.hasAction);

const lookAlike = `http://127.0.0.1:${e2ePort}.evil.test`;
const variants: Record<string, Record<string, string>> = {
  "a foreign Origin": { origin: "https://evil.test" },
  "Origin null (a sandboxed frame, a data: page)": { origin: "null" },
  "a look-alike Origin": { origin: lookAlike },
  "a look-alike Origin with our port": { origin: `http://127.0.0.1.evil.test:${e2ePort}` },
  "no Origin and a foreign Referer": { referer: "https://evil.test/offer.html" },
  "no Origin and a look-alike Referer": { referer: `${lookAlike}/offer.html` },
  "Sec-Fetch-Site cross-site": { "sec-fetch-site": "cross-site" },
  "Sec-Fetch-Site cross-site with our Origin": { origin: siteUrl, "sec-fetch-site": "cross-site" },
};

function targets(route: (typeof actions)[number]): string[] {
  const url = route.index ? `${route.url}?index` : route.url;
  const data = route.isPage
    ? [`${route.url === "/" ? "/_root" : route.url}.data${route.index ? "?index" : ""}`]
    : [];
  return [url, ...data];
}

test("the actions come from the route table: public forms and back office alike", () => {
  expect(actions.map((route) => route.pattern)).toEqual(
    expect.arrayContaining(["/contact", "/enquiry", "/admin/login", "/admin/logout", "/admin/settings"]),
  );
});

for (const route of actions) {
  test(`${route.pattern} refuses a cross-site post`, async ({ request }) => {
    const form = { intent: "save", name: "Cross Site", phone: "+91 90000 00000", email: "x@evil.test" };
    for (const url of targets(route)) {
      for (const [what, headers] of Object.entries(variants)) {
        const response = await request.post(url, { form, headers, maxRedirects: 0 });
        expect(response.status(), `${what}: POST ${url}`).toBe(403);
        expect(await response.text(), `${what}: POST ${url}`).toBe("Cross-site request refused.");
      }
      // The same post from our own pages gets past the check (and is then judged by the action).
      const ours: Record<string, string>[] = [{ origin: siteUrl }, { referer: `${siteUrl}/contact` }];
      for (const headers of ours) {
        const response = await request.post(url, { form: {}, headers, maxRedirects: 0 });
        expect(response.status(), `own ${Object.keys(headers)[0]}: POST ${url}`).not.toBe(403);
      }
    }
  });
}
