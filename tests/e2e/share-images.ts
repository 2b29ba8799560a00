import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";

import { expect } from "./fixtures.ts";

/**
 * The page's link preview picture: the og:image and twitter meta, then the image itself over HTTP
 * (a 1200 × 630 JPEG cached for a year). Gives the og:image:alt text.
 */
export async function expectShareImage(
  page: Page,
  request: APIRequestContext,
  kind: "project" | "post",
): Promise<string> {
  const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);
  const image = await meta("og:image").getAttribute("content");
  expect(image).toMatch(new RegExp(`^https?://[^/]+/share/${kind}/[^/]+-[0-9a-f]{10}\\.jpg$`));
  await expect(meta("og:image:width")).toHaveAttribute("content", "1200");
  await expect(meta("og:image:height")).toHaveAttribute("content", "630");
  await expect(meta("twitter:card")).toHaveAttribute("content", "summary_large_image");
  await expect(meta("twitter:image")).toHaveAttribute("content", image!);

  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(await sharp(await response.body()).metadata()).toMatchObject({
    format: "jpeg",
    width: 1200,
    height: 630,
  });
  return (await meta("og:image:alt").getAttribute("content")) ?? "";
}
