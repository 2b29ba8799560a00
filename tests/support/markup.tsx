import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";

/**
 * The markup a component renders on the server, inside a data router at `url` (Link, Form and
 * the navigation hooks need one), as the back office's pages render it before hydration.
 */
export function markupAt(url: string, element: ReactNode): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

/** The attributes of every tag of a kind in the markup, in order (the tests run without a DOM). */
export function tagsIn(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map(([, attrs = ""]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [
        k!,
        (v ?? "").replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

/** The text of the markup, tags taken out and spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}
