/**
 * Which image a phone picks from a `srcset` and `sizes` (or an image preload's `imagesrcset` and
 * `imagesizes`), by the rule of the HTML standard: the slot width comes from the first `sizes` entry
 * whose media condition matches (`100vw` without one), each candidate's density is its width over
 * the slot (or its `x` descriptor), and the browser takes the smallest candidate whose density is at
 * least the device pixel ratio, or the densest when none is. Browsers may pick a little lower to save
 * data; the bench holds a page to this rule.
 */
export interface Candidate {
  url: string;
  /** The `w` descriptor, when the candidate has one. */
  width: number | undefined;
  /** Image pixels per CSS pixel of the slot. */
  density: number;
}

const rootFontPx = 16;

/** The candidates of a srcset: URL and descriptors, URLs as written. */
export function parseSrcset(srcset: string): { url: string; width?: number; density?: number }[] {
  const candidates: { url: string; width?: number; density?: number }[] = [];
  let rest = srcset;
  while (true) {
    rest = rest.replace(/^[\s,]+/, "");
    if (!rest) return candidates;
    let url = /^\S+/.exec(rest)![0];
    rest = rest.slice(url.length);
    let descriptors = "";
    if (/,+$/.test(url)) {
      url = url.replace(/,+$/, "");
    } else {
      const end = rest.indexOf(",");
      descriptors = end === -1 ? rest : rest.slice(0, end);
      rest = end === -1 ? "" : rest.slice(end + 1);
    }
    const candidate: { url: string; width?: number; density?: number } = { url };
    for (const descriptor of descriptors.trim().split(/\s+/).filter(Boolean)) {
      const match = /^(\d+(?:\.\d+)?)([wx])$/i.exec(descriptor);
      if (!match) throw new Error(`Unreadable srcset descriptor "${descriptor}"`);
      if (match[2]!.toLowerCase() === "w") candidate.width = Number(match[1]);
      else candidate.density = Number(match[1]);
    }
    candidates.push(candidate);
  }
}

function lengthPx(length: string, viewportWidth: number): number {
  const match = /^(\d+(?:\.\d+)?)(px|vw|em|rem)$/i.exec(length.trim());
  if (!match) throw new Error(`Unsupported length "${length}" in sizes`);
  const value = Number(match[1]);
  switch (match[2]!.toLowerCase()) {
    case "px":
      return value;
    case "vw":
      return (value * viewportWidth) / 100;
    default:
      return value * rootFontPx;
  }
}

function conditionHolds(condition: string, viewportWidth: number): boolean {
  return condition.split(/\s+and\s+/i).every((part) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/i.exec(part.trim());
    if (!match) throw new Error(`Unsupported media condition "${part}" in sizes`);
    const limit = lengthPx(match[2]!, viewportWidth);
    return match[1]!.toLowerCase() === "min" ? viewportWidth >= limit : viewportWidth <= limit;
  });
}

/** The slot width in CSS pixels that `sizes` gives at a viewport width (`100vw` when absent). */
export function slotWidth(sizes: string | undefined, viewportWidth: number): number {
  if (!sizes?.trim()) return viewportWidth;
  for (const entry of sizes.split(",")) {
    const trimmed = entry.trim();
    const split = /^(.*?)\s*(\S+)$/.exec(trimmed);
    if (!split) continue;
    const [, condition, length] = split;
    if (!condition || conditionHolds(condition, viewportWidth)) return lengthPx(length!, viewportWidth);
  }
  return viewportWidth;
}

/** The candidate the browser takes at this viewport width and device pixel ratio. */
export function pickCandidate(
  image: { src?: string | undefined; srcset?: string | undefined; sizes?: string | undefined },
  viewportWidth: number,
  devicePixelRatio: number,
): Candidate | undefined {
  const slot = slotWidth(image.sizes, viewportWidth);
  const candidates: Candidate[] = parseSrcset(image.srcset ?? "").map((c) => ({
    url: c.url,
    width: c.width,
    density: c.width !== undefined ? c.width / slot : (c.density ?? 1),
  }));
  // The standard adds `src` as the 1x candidate unless the srcset has widths or a 1x of its own.
  if (image.src && !candidates.some((c) => c.width !== undefined || c.density === 1)) {
    candidates.push({ url: image.src, width: undefined, density: 1 });
  }
  if (candidates.length === 0) return undefined;
  candidates.sort((a, b) => a.density - b.density);
  return candidates.find((c) => c.density >= devicePixelRatio) ?? candidates[candidates.length - 1];
}
