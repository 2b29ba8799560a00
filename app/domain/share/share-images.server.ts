import { createHash } from "node:crypto";

import { LRUCache } from "lru-cache";

import type { DB } from "#app/db/database.server.ts";
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { postInLocale, type Blog } from "#app/domain/blogs/index.ts";
import { getPublishedBlogBySlug } from "#app/domain/blogs/index.server.ts";
import { parseMediaUrl, variantKey, variantWidths } from "#app/domain/media/index.ts";
import type { Storage } from "#app/domain/media/index.server.ts";
import { projectInLocale, type Project } from "#app/domain/projects/index.ts";
import { getPublishedProject } from "#app/domain/projects/index.server.ts";
import { postShareCard } from "./post-share.ts";
import { projectShareCard, type ProjectShareSource } from "./project-share.ts";
import { shareImageSize, type ShareCard } from "./share-card.ts";
import { renderShareImage } from "./share-render.server.ts";

/** Raise when the drawing changes, so every share image gets a new address. */
const drawingVersion = 1;

const kinds = ["project", "post"] as const;
type ShareKind = (typeof kinds)[number];

/** A share image's address and what og:image:* say of it. */
export interface SharedImage {
  path: string;
  alt: string;
  width: number;
  height: number;
}

/** A short hash of everything drawn: it changes whenever the picture would. */
export function shareVersion(card: ShareCard): string {
  const drawn = [drawingVersion, card.title, card.titleLines, card.lines, card.image];
  return createHash("sha256").update(JSON.stringify(drawn)).digest("hex").slice(0, 10);
}

/** A Tamil page's image is under /share/ta/ (issue "Tamil and English"), drawn in Tamil. */
function sharedImage(kind: ShareKind, key: string, card: ShareCard, locale: Locale = "en"): SharedImage {
  const folder = locale === "en" ? kind : `${locale}/${kind}`;
  const name = `${encodeURIComponent(key)}-${shareVersion(card)}.jpg`;
  return { path: `/share/${folder}/${name}`, alt: card.alt, ...shareImageSize };
}

/** The share image of a project as a page in `locale` shows it (projectInLocale). */
export const projectShareImage = (project: ProjectShareSource & Pick<Project, "id">, locale: Locale = "en") =>
  sharedImage("project", project.id, projectShareCard(project, locale), locale);
/** The share image of a post as a page in `locale` shows it (postInLocale: its slug there is the key). */
export const postShareImage = (
  blog: Pick<Blog, "slug" | "title" | "category" | "featuredImage">,
  locale: Locale = "en",
) => sharedImage("post", blog.slug, postShareCard(blog, locale), locale);

/** Made images by address, at most `maxBytes` of them; a render asked for twice at once runs once. */
export class RenderedImages {
  readonly #cache: LRUCache<string, Buffer, () => Promise<Buffer>>;

  constructor(maxBytes: number) {
    this.#cache = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (image) => image.length,
      fetchMethod: (_path, _stale, { context }) => context(),
    });
  }

  async get(path: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const image = await this.#cache.fetch(path, { context: render });
    if (!image) throw new Error(`Share image ${path} was not made.`);
    return image;
  }
}

/** About 300 images of 100 KB: a burst of shares of the same pages is served from memory. */
export const renderedImages = new RenderedImages(32 * 1024 * 1024);

/** The stored variant closest above the image's width, else the largest (uploads may be small). */
async function picture(storage: Storage, url: string): Promise<Buffer | null> {
  const media = parseMediaUrl(url);
  if (!media) return null;
  const widths = variantWidths(media.width);
  const width = widths.find((w) => w >= shareImageSize.width) ?? Math.max(...widths);
  try {
    return (await storage.get(variantKey(media.name, width, "webp")))?.body ?? null;
  } catch (error) {
    console.error(`Share image: could not read ${url}; using the plain background.`, error);
    return null;
  }
}

async function publishedCard(
  db: DB,
  kind: ShareKind,
  key: string,
  locale: Locale,
): Promise<ShareCard | null> {
  if (kind === "project") {
    const project = await getPublishedProject(db, key);
    return project && projectShareCard(projectInLocale(project, locale), locale);
  }
  const blog = await getPublishedBlogBySlug(db, key, locale);
  return blog && postShareCard(postInLocale(blog, locale), locale);
}

const filePattern = /^(.+)-([0-9a-f]{10})\.jpg$/;

const notFound = () =>
  new Response("No such image.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * GET /share/[ta/]<project|post>/<id or slug>-<version>.jpg. The current version is made once and
 * cached for a year (its address changes with its content); an older version redirects to the
 * current one; drafts, unknown items, another language and malformed names are 404.
 */
export async function shareImageResponse(
  deps: { db: DB; storage: Storage; images: RenderedImages },
  { locale: language = "en", kind, file }: { locale?: string; kind?: string; file?: string },
): Promise<Response> {
  const match = filePattern.exec(file ?? "");
  if (!match || !kinds.includes(kind as ShareKind) || !isLocale(language)) return notFound();
  const shareKind = kind as ShareKind;
  const [, key, version] = match;
  const card = await publishedCard(deps.db, shareKind, key!, language);
  if (!card) return notFound();

  const current = sharedImage(shareKind, key!, card, language);
  if (version !== shareVersion(card)) {
    return new Response(null, {
      status: 302,
      headers: { Location: current.path, "Cache-Control": "no-cache" },
    });
  }
  const image = await deps.images.get(current.path, async () =>
    renderShareImage(card, await picture(deps.storage, card.image)),
  );
  return new Response(new Uint8Array(image), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(image.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
