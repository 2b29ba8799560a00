import { parseMediaUrl, variantUrl, variantWidths, type VariantFormat } from "../domain/media/variants.ts";

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  className?: string;
  /** Above the fold (the hero): load eagerly with high priority instead of lazily. */
  priority?: boolean;
}

function srcSet(url: string, widths: number[], format: VariantFormat): string {
  return widths.map((w) => `${variantUrl(url, w, format)} ${w}w`).join(", ");
}

function loadingProps(priority: boolean | undefined) {
  return priority
    ? ({ loading: "eager", fetchPriority: "high" } as const)
    : ({ loading: "lazy", decoding: "async" } as const);
}

/**
 * An uploaded image as `<picture>` with AVIF and WebP variants. Width and height come from the
 * name, so the browser reserves the space before the file arrives. Other URLs (external images
 * stored before uploads existed) get a plain `<img>`.
 */
export function ResponsiveImage({ src, alt, sizes, className, priority }: ResponsiveImageProps) {
  const media = parseMediaUrl(src);
  if (!media) return <img src={src} alt={alt} className={className} {...loadingProps(priority)} />;

  const widths = variantWidths(media.width);
  const fallbackWidth = widths[Math.floor(widths.length / 2)]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, widths, "webp")} sizes={sizes} />
      <img
        src={variantUrl(src, fallbackWidth, "webp")}
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
  const media = parseMediaUrl(src);
  const url = media ? variantUrl(src, variantWidths(media.width)[0]!, "webp") : src;
  return <img src={url} alt="" className={className} loading="lazy" decoding="async" />;
}
