import { rmSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { loadSharp } from "#app/lib/lazy-libraries.server.ts";

import { woffToSfnt } from "./woff.server.ts";

/** A Pango font description and the file that holds it, as sharp's text input takes them. */
export interface TextFont {
  font: string;
  fontfile: string;
}

export interface ShareFonts {
  regular: TextFont;
  semibold: TextFont;
}

/**
 * The site's own fonts: each weight's Inter Latin file (@fontsource/inter), then the files Pango
 * falls back to for what it lacks: its Latin Extended file (₹) and Noto Sans Tamil's Tamil file
 * (@fontsource/noto-sans-tamil), which the Tamil pages' share images are drawn with.
 */
const weights = {
  regular: {
    family: "Inter",
    files: [
      "inter/files/inter-latin-400-normal",
      "inter/files/inter-latin-ext-400-normal",
      "noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal",
    ],
  },
  semibold: {
    family: "Inter SemiBold",
    files: [
      "inter/files/inter-latin-600-normal",
      "inter/files/inter-latin-ext-600-normal",
      "noto-sans-tamil/files/noto-sans-tamil-tamil-600-normal",
    ],
  },
} as const;

async function unpack(directory: string, file: string): Promise<string> {
  const name = file.split("/").at(-1)!;
  const woff = await readFile(createRequire(import.meta.url).resolve(`@fontsource/${file}.woff`));
  const path = join(directory, `${name}.ttf`);
  await writeFile(path, woffToSfnt(woff));
  return path;
}

/**
 * Registers a file with the text renderer. libvips adds each `fontfile` to fontconfig's
 * application fonts for the whole process, so the fallback files need to be named once for Pango
 * to fall back to them for characters such as ₹ and Tamil letters.
 */
async function register(font: TextFont): Promise<void> {
  const sharp = await loadSharp();
  await sharp({ text: { text: "x", ...font } })
    .png()
    .toBuffer();
}

async function load(): Promise<ShareFonts> {
  const directory = await mkdtemp(join(tmpdir(), "share-fonts-"));
  process.once("exit", () => rmSync(directory, { recursive: true, force: true }));
  const fonts = {} as ShareFonts;
  for (const [weight, { family, files }] of Object.entries(weights)) {
    const [main, ...fallbacks] = await Promise.all(files.map((file) => unpack(directory, file)));
    // A trailing comma makes Pango read the whole name as the family ("Inter SemiBold" is one).
    const font = { font: `${family},`, fontfile: main! };
    for (const fallback of fallbacks) await register({ ...font, fontfile: fallback });
    await register(font);
    fonts[weight as keyof ShareFonts] = font;
  }
  return fonts;
}

let loading: Promise<ShareFonts> | undefined;

/**
 * The bundled font as TrueType files in a temporary folder (removed at exit), so share images
 * have the site's letters on a machine with no fonts installed. Loaded once per process.
 */
export function shareFonts(): Promise<ShareFonts> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
