import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { MediaBaseProvider, ResponsiveImage, ThumbnailImage } from "./responsive-image.static.tsx";

const src = "/media/0123456789abcdef-2000x1000";
const sizes = "(min-width: 1024px) 50vw, 100vw";

/** Attributes (names lowercased, as HTML reads them) of the tags in the markup; the tests run without a DOM. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs!.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, k, v]) => [
        k!.toLowerCase(),
        v!.replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

describe("ResponsiveImage", () => {
  it("renders AVIF and WebP sources with srcset and sizes, and an img with the intrinsic size", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src={src} alt="Plots at dusk" sizes={sizes} className="rounded" />,
    );
    expect(html.startsWith("<picture>")).toBe(true);
    const [avif, webp] = tags(html, "source");
    expect(avif).toEqual({
      type: "image/avif",
      srcset: `${src}/480.avif 480w, ${src}/960.avif 960w, ${src}/1600.avif 1600w`,
      sizes,
    });
    expect(webp).toEqual({
      type: "image/webp",
      srcset: `${src}/480.webp 480w, ${src}/960.webp 960w, ${src}/1600.webp 1600w`,
      sizes,
    });
    const [img] = tags(html, "img");
    expect(img).toMatchObject({
      src: `${src}/960.webp`,
      alt: "Plots at dusk",
      width: "2000",
      height: "1000",
      class: "rounded",
      loading: "lazy",
      decoding: "async",
    });
    expect(img).not.toHaveProperty("fetchpriority");
  });

  it("loads the hero eagerly with high priority", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src={src} alt="" sizes="100vw" priority="high" />);
    const [img] = tags(html, "img");
    expect(img).toMatchObject({ loading: "eager", fetchpriority: "high" });
    expect(img).not.toHaveProperty("decoding");
  });

  it("loads a picture that is on screen but not the largest paint lazily with low priority", () => {
    const html = renderToStaticMarkup(<ResponsiveImage src={src} alt="" sizes="25vw" priority="low" />);
    const [img] = tags(html, "img");
    expect(img).toMatchObject({ loading: "lazy", decoding: "async", fetchpriority: "low" });
  });

  it("preloads the hero as the picture's AVIF source, with the same candidates and sizes", () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage src={src} alt="" sizes="100vw" priority="high" preload />,
    );
    const [preload] = tags(html, "link");
    const [avif] = tags(html, "source");
    expect(preload).toEqual({
      rel: "preload",
      as: "image",
      type: "image/avif",
      fetchpriority: "high",
      imagesrcset: avif!.srcset,
      imagesizes: "100vw",
    });
    expect(
      renderToStaticMarkup(<ResponsiveImage src={src} alt="" sizes="100vw" priority="high" />),
    ).not.toContain("<link");
  });

  it("uses only the widths a small image has", () => {
    const small = "/media/0123456789abcdef-300x200";
    const html = renderToStaticMarkup(<ResponsiveImage src={small} alt="Map" sizes="300px" />);
    const [avif] = tags(html, "source");
    expect(avif!.srcset).toBe(`${small}/300.avif 300w`);
    expect(tags(html, "img")[0]).toMatchObject({ src: `${small}/300.webp`, width: "300", height: "200" });
  });

  it("falls back to a plain lazy img for other URLs", () => {
    const external = "https://images.example.com/plot.jpg?w=800&q=80";
    const html = renderToStaticMarkup(
      <ResponsiveImage src={external} alt="Old photo" sizes="100vw" className="c" />,
    );
    expect(html).not.toContain("<picture");
    expect(html).not.toContain("<source");
    expect(tags(html, "img")[0]).toEqual({
      src: external,
      alt: "Old photo",
      class: "c",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("links every variant at MEDIA_PUBLIC_URL when a CDN is configured", () => {
    const cdn = "https://media.example.in";
    const html = renderToStaticMarkup(
      <MediaBaseProvider value={cdn}>
        <ResponsiveImage src={src} alt="" sizes={sizes} />
        <ThumbnailImage src={src} />
      </MediaBaseProvider>,
    );
    const name = src.slice("/media/".length);
    const [avif, webp] = tags(html, "source");
    expect(avif!.srcset).toBe(
      `${cdn}/${name}/480.avif 480w, ${cdn}/${name}/960.avif 960w, ${cdn}/${name}/1600.avif 1600w`,
    );
    expect(webp!.srcset).toContain(`${cdn}/${name}/1600.webp 1600w`);
    const [img, thumbnail] = tags(html, "img");
    expect(img!.src).toBe(`${cdn}/${name}/960.webp`);
    expect(thumbnail!.src).toBe(`${cdn}/${name}/480.webp`);
    expect(html).not.toContain('"/media/');
  });
});
