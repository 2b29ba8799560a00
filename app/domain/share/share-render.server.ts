import type { OverlayOptions } from "sharp";

import { loadSharp } from "#app/lib/lazy-libraries.server.ts";

import { shareImageSize, type ShareCard } from "./share-card.ts";
import { shareFonts, type TextFont } from "./share-fonts.server.ts";

const { width, height } = shareImageSize;
const margin = 64;
const textWidth = width - 2 * margin;

/** Brand colours (app/app.css): forest for the plain background, marigold for the price. */
const colours = { forestDark: "#132e20", forest: "#24553a", white: "#ffffff", marigold: "#f7c86a" };

export interface TextStyle {
  font: TextFont;
  size: number;
  colour: string;
}

interface TextImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Pango markup is XML: user text must not open a tag or an entity. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function drawText(text: string, style: TextStyle): Promise<TextImage> {
  const sharp = await loadSharp();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.colour}">${escapeMarkup(text)}</span>`,
      font: `${style.font.font} ${style.size}`,
      fontfile: style.font.fontfile,
      width: textWidth,
      wrap: "word-char",
      rgba: true,
      // 72 dpi: the size is in pixels.
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Cut at a word where there is one near the end, with an ellipsis. */
function shortened(text: string, length: number): string {
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

const lineHeights = new Map<string, Promise<number>>();

/** The height of one line in `style`, measured once per style. */
function lineHeight(style: TextStyle): Promise<number> {
  const key = `${style.font.font} ${style.size}`;
  let height = lineHeights.get(key);
  if (!height) {
    height = drawText("Hg", style).then((image) => image.height);
    lineHeights.set(key, height);
    height.catch(() => lineHeights.delete(key));
  }
  return height;
}

/**
 * `text` wrapped to the text width over at most `maxLines` lines; a longer text is cut, with an
 * ellipsis, to the longest start that fits (found by halving, a few renders at most).
 */
export async function fitText(
  text: string,
  style: TextStyle,
  maxLines: number,
): Promise<{ text: string; image: TextImage }> {
  const oneLine = await lineHeight(style);
  const fits = (image: TextImage) => image.height < oneLine * (maxLines + 0.5);
  const whole = await drawText(text, style);
  if (fits(whole)) return { text, image: whole };
  let best = { text: shortened(text, 1), image: await drawText(shortened(text, 1), style) };
  let [low, high] = [2, text.length - 1];
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const cut = shortened(text, middle);
    const image = await drawText(cut, style);
    if (fits(image)) [best, low] = [{ text: cut, image }, middle + 1];
    else high = middle - 1;
  }
  return best;
}

/** Spaces, tabs and line breaks typed into a field read as one space on the picture. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

async function backgroundLayer(picture: Buffer | null): Promise<Buffer> {
  const sharp = await loadSharp();
  if (picture) {
    try {
      return await sharp(picture).resize(width, height, { fit: "cover" }).toColourspace("srgb").toBuffer();
    } catch (error) {
      console.error("Share image: the picture could not be read; using the plain background.", error);
    }
  }
  const plain = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.forest}"/><stop offset="1" stop-color="${colours.forestDark}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(plain)).png().toBuffer();
}

/** Darker towards the bottom, where the text is, so white letters read on any picture. */
const shade = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.05"/><stop offset="0.35" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.86"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#s)"/></svg>`);

/** The card drawn as a 1200 × 630 JPEG: the picture (or the plain background), shade and text. */
export async function renderShareImage(card: ShareCard, picture: Buffer | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const fonts = await shareFonts();
  const blocks: { image: TextImage; gapAbove: number }[] = [];
  const title = oneLine(card.title);
  if (title) {
    const style = { font: fonts.semibold, size: 60, colour: colours.white };
    blocks.push({ image: (await fitText(title, style, card.titleLines)).image, gapAbove: 0 });
  }
  for (const line of card.lines) {
    const text = oneLine(line.text);
    if (!text) continue;
    const style = line.emphasis
      ? { font: fonts.semibold, size: 36, colour: colours.marigold }
      : { font: fonts.regular, size: 28, colour: colours.white };
    blocks.push({
      image: (await fitText(text, style, 1)).image,
      gapAbove: blocks.length === 1 && title ? 18 : 10,
    });
  }

  // Laid out upwards from the bottom margin, so a short card keeps its text low on the picture.
  const layers: OverlayOptions[] = [];
  let bottom = height - margin;
  for (const { image, gapAbove } of blocks.toReversed()) {
    const top = Math.max(0, bottom - image.height);
    layers.push({ input: image.data, left: margin, top });
    bottom = top - gapAbove;
  }
  return sharp(await backgroundLayer(picture))
    .composite([{ input: shade }, ...layers])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
