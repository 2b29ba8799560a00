/**
 * What the bench reads from a page's HTML: its module preloads, the stylesheets that block its first
 * render, its image preloads and its hero image. A small tag scanner, enough for the markup React
 * renders (quoted attributes, no markup inside attribute values).
 */
export type Attributes = ReadonlyMap<string, string>;

const entities: Record<string, string> = {
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  "#39": "'",
  "#x27": "'",
};

function decode(value: string): string {
  return value.replace(
    /&(amp|quot|apos|lt|gt|#39|#x27);/gi,
    (_, name: string) => entities[name.toLowerCase()]!,
  );
}

/** The attributes of one start tag (`<link rel="x" href='y' disabled>`), names in lower case. */
export function attributesOf(tag: string): Attributes {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-z0-9-]+/i, "").replace(/\/?>$/, "");
  for (const match of body.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    attributes.set(match[1]!.toLowerCase(), decode(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return attributes;
}

/** Every start tag of one element in the HTML, in document order, as its attributes. */
export function tagsNamed(html: string, name: string): Attributes[] {
  const pattern = new RegExp(`<${name}(?=[\\s/>])(?:"[^"]*"|'[^']*'|[^'">])*>`, "gi");
  return [...html.matchAll(pattern)].map((match) => attributesOf(match[0]));
}

/** The document's head: everything before `</head>` (all of it when there is none). */
export function headOf(html: string): string {
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? html : html.slice(0, end);
}

const relOf = (tag: Attributes) => (tag.get("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean);

/** The scripts the page preloads as modules (`<link rel="modulepreload" href>`), in order, once each. */
export function modulePreloads(html: string): string[] {
  const hrefs = tagsNamed(html, "link")
    .filter((tag) => relOf(tag).includes("modulepreload") && tag.get("href"))
    .map((tag) => tag.get("href")!);
  return [...new Set(hrefs)];
}

/**
 * The stylesheets linked in the head that hold back the first render: `rel="stylesheet"` that is
 * not an alternate, not `disabled`, and not for print (`media="print"`). Any other media query
 * counts as blocking: the bench does not guess the viewport a visitor has.
 */
export function renderBlockingStylesheets(html: string): string[] {
  const hrefs = tagsNamed(headOf(html), "link")
    .filter((tag) => {
      const rel = relOf(tag);
      if (!rel.includes("stylesheet") || rel.includes("alternate") || tag.has("disabled")) return false;
      const media = (tag.get("media") ?? "").trim().toLowerCase();
      return !(media === "print" || media === "not all");
    })
    .map((tag) => tag.get("href") ?? "")
    .filter(Boolean);
  return [...new Set(hrefs)];
}

/** Whether the head carries CSS of its own in a `<style>` element. */
export function hasInlineStyle(html: string): boolean {
  return tagsNamed(headOf(html), "style").length > 0;
}

export interface ImagePreload {
  href: string | undefined;
  imageSrcset: string | undefined;
  imageSizes: string | undefined;
}

/** `<link rel="preload" as="image">` anywhere in the page (React may put it in the body). */
export function imagePreloads(html: string): ImagePreload[] {
  return tagsNamed(html, "link")
    .filter((tag) => relOf(tag).includes("preload") && tag.get("as")?.toLowerCase() === "image")
    .map((tag) => ({
      href: tag.get("href"),
      imageSrcset: tag.get("imagesrcset"),
      imageSizes: tag.get("imagesizes"),
    }));
}

export interface PageImage {
  src: string | undefined;
  srcset: string | undefined;
  sizes: string | undefined;
}

/** Image types the bench's phone (Chromium) decodes: a `<picture>` source of another type is passed over. */
const decodedTypes = new Set([
  "",
  "image/avif",
  "image/webp",
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/svg+xml",
]);

/**
 * The hero image: the first `<img>` marked `fetchpriority="high"` (how a page says which image is
 * its largest first paint), else the first `<img>` that is not an SVG (a logo); undefined without one.
 * Inside a `<picture>` the browser takes its first `<source>` of a type it decodes and with no
 * `media` of its own (the bench does not guess a visitor's media), with the `<img>` only as a
 * fallback, so that source's `srcset` and `sizes` are the hero's.
 */
export function heroImage(html: string): PageImage | undefined {
  const images = [...html.matchAll(/<img(?=[\s/>])(?:"[^"]*"|'[^']*'|[^'">])*>/gi)].map((match) => ({
    at: match.index,
    tag: attributesOf(match[0]),
  }));
  const hero =
    images.find(({ tag }) => tag.get("fetchpriority")?.toLowerCase() === "high") ??
    images.find(({ tag }) => !/\.svg(?:$|\?)/i.test(tag.get("src") ?? ""));
  if (!hero) return undefined;
  const image = { src: hero.tag.get("src"), srcset: hero.tag.get("srcset"), sizes: hero.tag.get("sizes") };
  const before = html.slice(0, hero.at);
  const pictureAt = [...before.matchAll(/<picture(?=[\s>])/gi)].at(-1)?.index;
  if (pictureAt === undefined || /<\/picture\s*>/i.test(before.slice(pictureAt))) return image;
  const source = tagsNamed(before.slice(pictureAt), "source").find(
    (tag) => !tag.has("media") && decodedTypes.has((tag.get("type") ?? "").trim().toLowerCase()),
  );
  // A chosen source's candidates are all there is: the <img>'s src is not one of them.
  return source ? { src: undefined, srcset: source.get("srcset"), sizes: source.get("sizes") } : image;
}
