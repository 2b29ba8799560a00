import { createContext, useContext } from "react";
import { preload as preloadResource } from "react-dom";

import { parseMediaUrl, variantUrl, variantWidths, type VariantFormat } from "#app/domain/media/variants.ts";

/**
 * MEDIA_PUBLIC_URL (a CDN in front of the bucket), from the root loader; "" links variants at
 * /media. The one place pages decide where an image is fetched from.
 */
const MediaBaseContext = createContext("");
export const MediaBaseProvider = MediaBaseContext.Provider;

type VariantLink = (url: string, width: number, format: VariantFormat) => string;

function useVariantLink(): VariantLink {
  const base = useContext(MediaBaseContext);
  if (!base) return variantUrl;
  return (url, width, format) => base + variantUrl(url, width, format).slice("/media".length);
}

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  className?: string;
  /**
   * "high": above the fold (the hero), loaded eagerly with high priority instead of lazily. "low":
   * on screen but not the page's largest paint (a picture of a slideshow not shown yet, a
   * thumbnail), loaded lazily without the high priority the browser gives images in view, so that it
   * never holds back the picture that is.
   */
  priority?: "high" | "low";
  /**
   * The page's largest first paint (the hero): also ask for it from the head, before the browser
   * reaches the `<picture>`. The preload names the AVIF candidates and `sizes` of the first
   * `<source>`, so the browser fetches the very file the picture then takes, at the width it needs.
   */
  preload?: boolean;
}

function srcSet(link: VariantLink, url: string, widths: number[], format: VariantFormat): string {
  return widths.map((w) => `${link(url, w, format)} ${w}w`).join(", ");
}

function loadingProps(priority: ResponsiveImageProps["priority"]) {
  if (priority === "high") return { loading: "eager", fetchPriority: "high" } as const;
  return { loading: "lazy", decoding: "async", fetchPriority: priority } as const;
}

/**
 * An uploaded image as `<picture>` with AVIF and WebP variants. Width and height come from the
 * name, so the browser reserves the space before the file arrives. Other URLs (external images
 * stored before uploads existed) get a plain `<img>`.
 */
export function ResponsiveImage({ src, alt, sizes, className, priority, preload }: ResponsiveImageProps) {
  const link = useVariantLink();
  const media = parseMediaUrl(src);
  if (!media) return <img src={src} alt={alt} className={className} {...loadingProps(priority)} />;

  const widths = variantWidths(media.width);
  if (preload) {
    // A browser without AVIF skips it by its type, as it skips the AVIF <source>.
    preloadResource(link(src, widths[0]!, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(link, src, widths, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const fallbackWidth = widths[Math.floor(widths.length / 2)]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(link, src, widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(link, src, widths, "webp")} sizes={sizes} />
      <img
        src={link(src, fallbackWidth, "webp")}
        alt={alt}
        width={media.width}
        height={media.height}
        className={className}
        {...loadingProps(priority)}
      />
    </picture>
  );
}

/**
 * A thumbnail in a back-office table: the smallest WebP variant alone. A table repeats it on every
 * row, and a `<picture>` with every size for every row weighs more than the rows' text.
 */
export function ThumbnailImage({ src, className }: { src: string; className?: string }) {
  const link = useVariantLink();
  const media = parseMediaUrl(src);
  const url = media ? link(src, variantWidths(media.width)[0]!, "webp") : src;
  return <img src={url} alt="" className={className} loading="lazy" decoding="async" />;
}
