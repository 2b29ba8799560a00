import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe as the browser tests run it: the same rules over the same page, reporting only violations.
 *
 * By default `analyze()` returns every passing node too (3 MB for a project page with its plan)
 * and finishes the run in a second page; asking for violations alone, run in the page itself,
 * takes a third of the time. The one iframe the site has (the office map) is another origin's,
 * which axe would not enter either way.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}

/**
 * Axe finds nothing and the page does not scroll sideways, at the desk and on a phone; the page
 * goes back to its own size afterwards.
 */
export async function expectAccessibleAtEveryWidth(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect((await axe(page).analyze()).violations, `at ${width} px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scrolling at ${width} px`,
    ).toBe(true);
  }
  if (size) await page.setViewportSize(size);
}
