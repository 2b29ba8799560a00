import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { LocaleContext } from "#app/i18n/locale-context.ts";
import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";

import { Pager } from "./pager.static.tsx";

const hrefOf = (page: number) => `/blogs?category=Finance&page=${page}`;

describe("Pager, one for the back office and the public lists", () => {
  it("is not there for a single page", () => {
    expect(markupAt("/blogs", <Pager page={1} pageCount={1} hrefOf={hrefOf} look="site" />)).toBe("");
  });

  it("links the pages before and after with the list's state, and says where it is", () => {
    const html = markupAt("/blogs", <Pager page={2} pageCount={4} hrefOf={hrefOf} look="site" />);
    expect(tagsIn(html, "nav")[0]!["aria-label"]).toBe("Pagination");
    expect(tagsIn(html, "a").map((a) => [a.rel, a.href])).toEqual([
      ["prev", "/blogs?category=Finance&page=1"],
      ["next", "/blogs?category=Finance&page=3"],
    ]);
    expect(textOf(html)).toBe("Previous Page 2 of 4 Next");
  });

  it("on the public site leaves out a step that goes nowhere; the back office greys it", () => {
    const site = markupAt("/blogs", <Pager page={1} pageCount={2} hrefOf={hrefOf} look="site" />);
    expect(textOf(site)).toBe("Page 1 of 2 Next");
    const admin = markupAt("/admin/blogs", <Pager page={2} pageCount={2} hrefOf={hrefOf} />);
    expect(tagsIn(admin, "nav")[0]!["aria-label"]).toBe("Pages");
    expect(textOf(admin)).toBe("Previous Page 2 of 2 Next");
    expect(tagsIn(admin, "span").filter((span) => "aria-disabled" in span)).toHaveLength(1);
    expect(tagsIn(admin, "a").map((a) => a.rel)).toEqual(["prev"]);
  });

  it("takes a name and a place when a page has more than one list", () => {
    const html = markupAt(
      "/project/1",
      <Pager
        page={1}
        pageCount={3}
        hrefOf={hrefOf}
        look="site"
        label="Pages of the plot list"
        className="mt-4"
      />,
    );
    expect(tagsIn(html, "nav")[0]).toMatchObject({ "aria-label": "Pages of the plot list" });
    expect(tagsIn(html, "nav")[0]!.class).toMatch(/\bmt-4$/);
  });
});

describe("Pager on a Tamil page", () => {
  it("speaks the page's language", () => {
    const html = renderToStaticMarkup(
      <LocaleContext value="ta">
        <Pager page={2} pageCount={3} hrefOf={hrefOf} look="site" />
      </LocaleContext>,
    );
    expect(tagsIn(html, "nav")[0]!["aria-label"]).toBe("பக்கங்கள்");
    expect(textOf(html)).toBe("முந்தையது பக்கம் 2 / 3 அடுத்தது");
  });
});
