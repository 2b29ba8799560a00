import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import subsetFont from "subset-font";

/**
 * `npm run fonts`: Inter's ₹ alone, one small file per weight the site uses, in app/fonts.
 * Fontsource ships ₹ in the Latin Extended files (36 KB each): every price fetched both, after the
 * page's first paint, for one glyph. app/fonts/typeface.ts gives these files U+20B9, leaves it out
 * of Latin Extended's range and preloads them with the Latin files. Run again after updating
 * @fontsource/inter.
 */
const root = join(import.meta.dirname, "..");
for (const weight of [400, 600]) {
  const source = join(
    root,
    "node_modules",
    "@fontsource",
    "inter",
    "files",
    `inter-latin-ext-${weight}-normal.woff2`,
  );
  const font = await subsetFont(readFileSync(source), "\u20b9", { targetFormat: "woff2" });
  const target = join(root, "app", "fonts", `inter-rupee-${weight}-normal.woff2`);
  writeFileSync(target, font);
  console.log(`${target}: ${font.length} bytes`);
}
