import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

type Node = Record<string, unknown> & { "@type": string | string[] };

/** Every ld+json block of the page, each parsed as JSON (a block that does not parse fails the test). */
async function structuredData(page: Page): Promise<Node[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => JSON.parse(text) as Node | Node[]);
}

function nodeOfType(nodes: Node[], type: string): Node {
  const found = nodes.filter((node) => [node["@type"]].flat().includes(type));
  expect(found, `one ${type}`).toHaveLength(1);
  return found[0]!;
}

function expectOrganization(nodes: Node[], origin: string) {
  const organization = nodeOfType(nodes, "RealEstateAgent");
  expect(organization).toMatchObject({ "@context": "https://schema.org", url: `${origin}/` });
  expect(organization.name).toEqual(expect.any(String));
  expect(organization.telephone).toEqual(expect.any(String));
  expect(organization.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
  expect(organization.openingHours).toEqual(expect.any(String));
}

function expectBreadcrumbs(nodes: Node[], names: string[], last: string) {
  const items = nodeOfType(nodes, "BreadcrumbList").itemListElement as { name: string; item: string }[];
  expect(items.map((item) => item.name)).toEqual(names);
  expect(items.at(-1)?.item).toBe(last);
}

/** The first link on the page whose address starts with `prefix`. */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

test(
  "home, a project and a post describe the company, the listing and the post for search engines",
  { tag: "@any-width" },
  async ({ page }) => {
    await page.goto("/");
    // Absolute addresses use the site's public address (SITE_URL), as the canonical link does.
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).origin;
    const home = await structuredData(page);
    expectOrganization(home, origin);
    const projectPath = await firstLink(page, "/project/");

    await page.goto(projectPath);
    const projectName = await page.getByRole("heading", { level: 1 }).textContent();
    const project = await structuredData(page);
    expectOrganization(project, origin);
    const listing = nodeOfType(project, "RealEstateListing");
    expect(listing["@type"]).toEqual(["Product", "RealEstateListing"]);
    expect(listing).toMatchObject({ name: projectName, url: `${origin}${projectPath}` });
    expect(listing.description).toEqual(expect.any(String));
    expect((listing.image as string[])[0]).toMatch(new RegExp(`^${origin}/`));
    expect(listing.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "INR" });
    const offers = listing.offers as { lowPrice: number; highPrice: number };
    expect(offers.lowPrice).toBeGreaterThan(0);
    expect(offers.highPrice).toBeGreaterThanOrEqual(offers.lowPrice);
    expect(listing.identifier).toMatchObject({
      name: "TNRERA registration",
      value: expect.stringMatching(/^TN\//),
    });
    expect(listing.contentLocation).toMatchObject({
      address: { addressRegion: "Tamil Nadu", addressCountry: "IN" },
    });
    expectBreadcrumbs(project, ["Home", "Projects", projectName!], `${origin}${projectPath}`);

    await page.goto("/blogs");
    const postPath = await firstLink(page, "/blog/");
    await page.goto(postPath);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const post = await structuredData(page);
    expectOrganization(post, origin);
    const posting = nodeOfType(post, "BlogPosting");
    expect(posting).toMatchObject({ headline: title, url: `${origin}${postPath}` });
    expect(new Date(posting.datePublished as string).getTime()).not.toBeNaN();
    expect(new Date(posting.dateModified as string).getTime()).not.toBeNaN();
    expect(posting.image).toMatch(new RegExp(`^${origin}/`));
    expect(posting.author).toMatchObject({ "@type": "Person", name: expect.any(String) });
    expect(posting.publisher).toMatchObject({ "@type": "Organization", name: expect.any(String) });
    expectBreadcrumbs(post, ["Home", "Blog", title!], `${origin}${postPath}`);
  },
);
