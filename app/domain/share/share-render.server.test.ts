import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";

import type { ShareCard } from "./share-card.ts";
import { shareFonts } from "./share-fonts.server.ts";
import { escapeMarkup, fitText, renderShareImage, type TextStyle } from "./share-render.server.ts";

const card: ShareCard = {
  title: "Green Meadows",
  titleLines: 2,
  lines: [{ text: "Oragadam, Chennai" }, { text: "From ₹ 18 L  ·  84 plots left", emphasis: true }],
  image: "/media/abc-1600x1200",
  alt: "Green Meadows",
};

const picture = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#8fbb9f" } })
    .webp()
    .toBuffer();

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels: info.channels };
}

/** Mean difference per channel between two same-sized images within rows [top, bottom). */
async function difference(a: Buffer, b: Buffer, top: number, bottom: number): Promise<number> {
  const [one, two] = [await pixels(a), await pixels(b)];
  const start = top * one.width * one.channels;
  const end = bottom * one.width * one.channels;
  let sum = 0;
  for (let i = start; i < end; i++) sum += Math.abs(one.data[i]! - two.data[i]!);
  return sum / (end - start);
}

async function widthOf(text: string, style: TextStyle) {
  return (await fitText(text, style, 1)).image.width;
}

describe("share image", () => {
  let style: TextStyle;
  beforeAll(async () => {
    style = { font: (await shareFonts()).semibold, size: 60, colour: "#ffffff" };
  });

  it("is a 1200 × 630 JPEG, with the picture or on the plain background", async () => {
    for (const background of [await picture(), null]) {
      const metadata = await sharp(await renderShareImage(card, background)).metadata();
      expect(metadata).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  it("draws the text: the lower part differs from the same picture without text, the top does not", async () => {
    const background = await picture();
    const withText = await renderShareImage(card, background);
    const without = await renderShareImage({ ...card, title: "", lines: [] }, background);
    expect(await difference(withText, without, 430, 600)).toBeGreaterThan(4);
    expect(await difference(withText, without, 0, 300)).toBeLessThan(1);
  });

  it("uses the site's font, not boxes for missing letters: a W is much wider than an i", async () => {
    expect(await widthOf("iiiiiiiiii", style)).toBeLessThan((await widthOf("WWWWWWWWWW", style)) / 2.5);
  });

  it("has the font on a machine without any installed fonts", async () => {
    const dir = await mkdtemp(join(tmpdir(), "no-fonts-"));
    try {
      const config = join(dir, "fonts.conf");
      await writeFile(
        config,
        `<?xml version="1.0"?>\n<fontconfig><cachedir>${dir}</cachedir></fontconfig>\n`,
      );
      const script = `
        import { shareFonts } from ${JSON.stringify(new URL("./share-fonts.server.ts", import.meta.url).href)};
        import { fitText } from ${JSON.stringify(new URL("./share-render.server.ts", import.meta.url).href)};
        const style = { font: (await shareFonts()).regular, size: 40, colour: "#ffffff" };
        const width = async (text) => (await fitText(text, style, 1)).image.width;
        console.log(JSON.stringify({ i: await width("iiiiiiiiii"), w: await width("WWWWWWWWWW"), rupee: await width("₹₹₹₹₹₹₹₹₹₹"), ra: await width("ரரரரரரரரரர"), na: await width("ணணணணணணணணணண"), ka: await width("கககககககககக"), kPulli: await width("க்க்க்க்க்க்க்க்க்க்") }));
      `;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--input-type=module", "--eval", script],
        { env: { ...process.env, FONTCONFIG_FILE: config } },
      );
      const widths = JSON.parse(stdout) as Record<
        "i" | "w" | "rupee" | "ra" | "na" | "ka" | "kPulli",
        number
      >;
      expect(widths.i).toBeLessThan(widths.w / 2.5);
      // Missing letters are drawn as boxes the same width whatever the letter: ₹ is narrower than W.
      expect(widths.rupee).toBeLessThan(widths.w * 0.8);
      // Tamil is drawn with its font (ர is narrow, ண wide; boxes would be alike) and shaped: the
      // pulli over a consonant takes no width of its own, where a box would be as wide as a letter.
      expect(widths.ra).toBeLessThan(widths.na * 0.6);
      expect(widths.kPulli).toBe(widths.ka);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("cuts a long name with an ellipsis to fit its lines", async () => {
    const long =
      "Sunrise Enclave Premium Villa Plots near the Oragadam Industrial Corridor, Phase Two Extension";
    const oneLine = (await fitText("Hg", style, 1)).image.height;
    const fitted = await fitText(long, style, 2);
    expect(fitted.text).toMatch(/^Sunrise Enclave Premium .+…$/);
    expect(fitted.image.height).toBeLessThan(oneLine * 2.5);
    expect((await fitText("Green Meadows", style, 2)).text).toBe("Green Meadows");
  });

  it("draws markup characters as text", async () => {
    expect(escapeMarkup(`<b>Tom & "Jerry's"</b>`)).toBe(
      "&#60;b&#62;Tom &#38; &#34;Jerry&#39;s&#34;&#60;/b&#62;",
    );
    const drawn = await renderShareImage({ ...card, title: "<b>Meadows & Co</b> <span" }, null);
    expect((await sharp(drawn).metadata()).width).toBe(1200);
  });

  it("falls back to the plain background when the picture cannot be read", async () => {
    const drawn = await renderShareImage(card, Buffer.from("not an image"));
    expect(await sharp(drawn).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});
