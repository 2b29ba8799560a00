import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import lighthouse from "lighthouse";
import sharp from "sharp";

import { chromiumArgs } from "#scripts/chromium.ts";
import { budgets, median, type HeroFigures, type PageFigures } from "./budgets.ts";
import {
  hasInlineStyle,
  heroImage,
  imagePreloads,
  modulePreloads,
  renderBlockingStylesheets,
} from "./html.ts";
import { moduleGraph } from "./module-graph.ts";
import { pickCandidate, slotWidth } from "./srcset.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's Chromium with a debugging port for Lighthouse, without downloading anything. */
export async function startChrome(
  chromePath: string,
  debugPort: number,
): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "bench-chrome-"));
  const chrome = spawn(
    chromePath,
    [
      "--headless=new",
      ...chromiumArgs,
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  let failure: Error | undefined;
  chrome.once("error", (error) => (failure = error));
  const exited = new Promise((resolve) => chrome.once("close", resolve));
  // The profile is removed once Chromium has exited: it writes there until then.
  const stop = async () => {
    if (chrome.pid !== undefined && chrome.exitCode === null && chrome.signalCode === null) {
      chrome.kill("SIGTERM");
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };
  for (let i = 0; i < 100 && !failure; i++) {
    const ready = await fetch(`http://127.0.0.1:${debugPort}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { port: debugPort, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(
    `Chromium at ${chromePath} did not start${failure ? `: ${failure.message}` : ""} (CHROME_PATH names another).`,
  );
}

/** A file of the site, whole. */
async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The gzip size (level 9) of each file, summed, in KB. */
function gzipKb(files: Iterable<Uint8Array>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(file, { level: 9 }).length;
  return bytes / 1024;
}

interface NetworkRequest {
  url?: string;
  resourceType?: string;
}

/**
 * One page: Lighthouse mobile (its default emulation) `runs` completed times, the medians of the four
 * category scores and CLS; the JavaScript it loads (every same-origin script any run requested,
 * every module preload in its HTML, and every module these import, at once or later, such as the
 * layout plan's behaviour that loads only once the plan nears the screen; each gzipped alone); the
 * render-blocking CSS of its head; the fonts any run fetched (gzip KB: woff2 is compressed already).
 */
export async function measurePage(
  base: string,
  path: string,
  chromePort: number,
  runs: number,
): Promise<PageFigures> {
  const origin = new URL(base).origin;
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = new Set(modulePreloads(html).map((href) => new URL(href, `${base}${path}`).href));
  const fonts = new Set<string>();
  const scores: Record<"performance" | "accessibility" | "best-practices" | "seo" | "cls", number[]> = {
    performance: [],
    accessibility: [],
    "best-practices": [],
    seo: [],
    cls: [],
  };
  // A run Lighthouse could not complete (a lost trace, say) is run again, up to `runs` times more.
  for (let run = 0, attempts = 0; run < runs && attempts < 2 * runs; attempts++) {
    const result = await lighthouse(`${base}${path}`, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      console.error(`Lighthouse on ${path}: ${lhr?.runtimeError?.message ?? "no result"}; running it again`);
      continue;
    }
    run++;
    for (const id of ["performance", "accessibility", "best-practices", "seo"] as const) {
      const score = lhr.categories[id]?.score;
      scores[id].push(typeof score === "number" ? score * 100 : Number.NaN);
    }
    scores.cls.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
    const details = lhr.audits["network-requests"]?.details;
    const items = (details && "items" in details ? details.items : []) as NetworkRequest[];
    for (const item of items) {
      if (item.resourceType === "Script" && item.url && new URL(item.url).origin === origin)
        scripts.add(item.url);
      if (item.resourceType === "Font" && item.url) fonts.add(item.url);
    }
  }
  const blocking = renderBlockingStylesheets(html).map((href) => new URL(href, `${base}${path}`).href);
  return {
    path,
    javascriptKb: gzipKb((await moduleGraph(scripts, download)).values()),
    fontKb: gzipKb(await Promise.all([...fonts].map(download))),
    css: {
      mode: blocking.length > 0 ? "linked" : hasInlineStyle(html) ? "inline" : "none",
      blockingKb: gzipKb(await Promise.all(blocking.map(download))),
    },
    performance: median(scores.performance),
    accessibility: median(scores.accessibility),
    bestPractices: median(scores["best-practices"]),
    seo: median(scores.seo),
    cls: median(scores.cls),
  };
}

/**
 * The home page's hero: the image the phone would load for the hero `<img>`, and whether an
 * image preload makes the phone fetch that same image early; the preloaded candidate's real width.
 */
export async function measureHero(base: string, path: string): Promise<HeroFigures> {
  const { viewportWidth, devicePixelRatio } = budgets.phone;
  const figures: HeroFigures = {
    path,
    heroUrl: undefined,
    preloadedUrl: undefined,
    preloadedWidth: undefined,
    neededWidth: viewportWidth * devicePixelRatio,
  };
  try {
    const pageUrl = `${base}${path}`;
    const html = await (await fetch(pageUrl)).text();
    const absolute = (url: string) => new URL(url, pageUrl).href;
    // Shown without the bench's own origin.
    const shown = (url: string) => url.replace(new URL(base).origin, "");
    const hero = heroImage(html);
    const heroPick = hero && pickCandidate(hero, viewportWidth, devicePixelRatio);
    if (!heroPick) return figures;
    const heroUrl = absolute(heroPick.url);
    figures.heroUrl = shown(heroUrl);
    figures.neededWidth = Math.ceil(slotWidth(hero.sizes, viewportWidth) * devicePixelRatio);
    for (const preload of imagePreloads(html)) {
      const image = { src: preload.href, srcset: preload.imageSrcset, sizes: preload.imageSizes };
      const pick = pickCandidate(image, viewportWidth, devicePixelRatio);
      if (!pick || absolute(pick.url) !== heroUrl) continue;
      // What the phone needs: the slot's CSS width (the preload's sizes, else the image's) at its ratio.
      const slot = slotWidth(preload.imageSizes ?? hero.sizes, viewportWidth);
      figures.neededWidth = Math.ceil(slot * devicePixelRatio);
      figures.preloadedUrl = shown(heroUrl);
      const response = await fetch(heroUrl);
      if (!response.ok) throw new Error(`${figures.preloadedUrl} answered ${response.status}`);
      figures.preloadedWidth = (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
      break;
    }
  } catch (error) {
    figures.problem = error instanceof Error ? error.message : String(error);
  }
  return figures;
}
