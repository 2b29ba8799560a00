/**
 * Issue 28: a post's pictures are this site's own uploads (`/media/…`, added with the editor's
 * picture button), never pictures from other sites, which the public page's Content-Security-Policy
 * blocks (a broken picture) and which can change or vanish under the post. The save refuses them
 * (with the sites named) and the public page leaves out any stored before this rule.
 */

/** A picture address of our media store: a path under /media/, without any step up. */
export const ownPicture = /^\/media\/(?!.*\.\.)[\w./-]+$/;

const pictureSources = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The other sites (host names, in order of appearance) whose pictures the HTML shows; empty when none. */
export function foreignPictureSites(html: string): string[] {
  const sites = new Set<string>();
  for (const match of html.matchAll(pictureSources)) {
    const src = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (src === "" || ownPicture.test(src)) continue;
    // A site by its host; an address without one (a pasted data: picture) by its scheme.
    sites.add(URL.canParse(src) ? new URL(src).host || new URL(src).protocol : src.slice(0, 60));
  }
  return [...sites];
}

export function foreignPicturesMessage(sites: readonly string[]): string {
  return `Pictures must be uploaded to this site: use the editor's picture button. This content shows pictures from ${sites.join(", ")}; upload them instead, or remove them.`;
}

/** The post's own pictures: each `<img>` tag whole, and the uploaded image it shows (`/media/<name>`). */
export function ownPictures(html: string): { tag: string; image: string }[] {
  return [...html.matchAll(pictureSources)].flatMap((match) => {
    const src = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    const image = /^\/media\/[^/]+/.exec(src)?.[0];
    const end = html.indexOf(">", match.index + match[0].length);
    if (!image || !ownPicture.test(src) || end < 0) return [];
    return [{ tag: html.slice(match.index, end + 1), image }];
  });
}
