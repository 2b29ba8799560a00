import { describe, expect, it } from "vitest";

import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";

import { DataTable, type Column } from "./data-table.tsx";
import { EmptyState } from "./empty-state.tsx";

interface Plot {
  id: string;
  number: string;
  price: string;
}

const plots: Plot[] = [
  { id: "p1", number: "12", price: "₹ 12.5 L" },
  { id: "p2", number: "13", price: "₹ 14 L" },
];

const columns: Column<Plot>[] = [
  { key: "number", header: "Plot", rowHeader: true, cell: (plot) => `Plot ${plot.number}` },
  {
    key: "price",
    header: "Price",
    align: "end",
    phone: "inline",
    cell: (plot) => plot.price,
    edit: (plot) => (
      <input name="price" aria-label={`Price of plot ${plot.number}`} defaultValue={plot.price} />
    ),
  },
  { key: "note", header: "Note", phone: "hidden", cell: () => "Corner" },
];

const table = (props: Partial<Parameters<typeof DataTable<Plot>>[0]> = {}) =>
  markupAt(
    "/admin/plots",
    <DataTable
      caption="Plots, by number"
      columns={columns}
      rows={plots}
      rowKey={(plot) => plot.id}
      empty={<EmptyState title="No plots yet." />}
      {...props}
    />,
  );

describe("DataTable", () => {
  it("names itself, heads each column, and makes each row's name its header", () => {
    const html = table({ actions: (plot) => <a href={`/plots/${plot.id}`}>Edit</a> });
    expect(html).toContain('<caption class="sr-only">Plots, by number</caption>');
    expect(tagsIn(html, "th").filter((th) => th.scope === "col")).toHaveLength(4);
    expect(textOf(html.slice(html.indexOf("<thead"), html.indexOf("</thead>")))).toBe(
      "Plot Price Note Actions",
    );
    expect(tagsIn(html, "th").filter((th) => th.scope === "row")).toHaveLength(2);
    expect(textOf(html.slice(html.indexOf("<tbody")))).toBe(
      "Plot 12 ₹ 12.5 L Corner Edit Plot 13 ₹ 14 L Corner Edit",
    );
  });

  it("turns each row into a card on a phone: the header row is only read out, cells keep or leave a line", () => {
    const html = table();
    const [head] = tagsIn(html, "thead");
    expect(head!.class).toContain("max-md:sr-only");
    const [row] = tagsIn(html, "tr").slice(1);
    expect(row!.class).toMatch(/\bflex\b.*\bmd:table-row\b/);
    const firstRow = html.slice(html.indexOf("<tbody"), html.indexOf("</tr>", html.indexOf("<tbody")));
    const [name] = tagsIn(firstRow, "th");
    const [price, note] = tagsIn(firstRow, "td");
    expect(name!.class).toContain("max-md:order-first");
    expect(price!.class).not.toContain("max-md:w-full");
    expect(price!.class).toContain("md:text-right");
    expect(note!.class).toContain("max-md:hidden");
  });

  it("keeps a table at every width in the looks scroll and plain", () => {
    for (const look of ["scroll", "plain"] as const) {
      const html = table({ look });
      expect(html).not.toContain("md:table-row");
      expect(html).not.toContain("max-md:");
      expect(tagsIn(html, "td")[0]!.class).toContain("text-right");
    }
    expect(tagsIn(table({ look: "plain" }), "div")[1]!.class).not.toContain("ring-1");
  });

  it("shows the edited row's cells as its columns' controls, and the other rows as they are", () => {
    const html = table({ editing: "p2", rowData: (plot) => ({ "data-plot": plot.number }) });
    expect(tagsIn(html, "input")).toEqual([
      { name: "price", "aria-label": "Price of plot 13", value: "₹ 14 L" },
    ]);
    expect(
      tagsIn(html, "tr")
        .slice(1)
        .map((tr) => tr["data-plot"]),
    ).toEqual(["12", "13"]);
    expect(tagsIn(html, "tr")[2]!.class).toContain("bg-marigold-50");
  });

  it("says what there is when there is nothing, without a table", () => {
    const html = table({ rows: [] });
    expect(textOf(html)).toBe("No plots yet.");
    expect(html).not.toContain("<table");
  });

  it("searches with a GET form that keeps its words, and says when they match nothing", () => {
    const search = { id: "plot-q", label: "Search plots", placeholder: "Number", path: "/admin/plots" };
    const found = table({ search: { ...search, q: "" } });
    const [form] = tagsIn(found, "form");
    expect(form).toMatchObject({
      method: "get",
      action: "/admin/plots",
      role: "search",
      "aria-label": "Search plots",
    });
    expect(tagsIn(found, "input")[0]).toMatchObject({ id: "plot-q", type: "search", name: "q", value: "" });
    expect(found).not.toContain("Clear search");

    const nothing = table({ rows: [], search: { ...search, q: "99" } });
    expect(textOf(nothing)).toContain('Nothing matches "99".');
    expect(textOf(nothing)).not.toContain("No plots yet.");
    expect(tagsIn(nothing, "a")).toContainEqual(expect.objectContaining({ href: "/admin/plots" }));

    // Nothing stored and nothing searched: no search box, only the empty state.
    expect(table({ rows: [], search: { ...search, q: "" } })).not.toContain('role="search"');
  });

  it("pages with plain links that keep the list's state", () => {
    const html = table({
      pager: { page: 2, pageCount: 3, hrefOf: (page) => `/admin/plots?q=9&page=${page}` },
    });
    expect(textOf(html)).toContain("Page 2 of 3");
    expect(tagsIn(html, "a").map((a) => [a.rel, a.href])).toEqual([
      ["prev", "/admin/plots?q=9&page=1"],
      ["next", "/admin/plots?q=9&page=3"],
    ]);
  });
});
