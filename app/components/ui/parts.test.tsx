import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";

import { Button } from "./button.tsx";
import { buttonLook } from "./button-styles.ts";
import { Card } from "./card.tsx";
import { Dialog } from "./dialog.tsx";
import { LinkButton } from "./link-button.tsx";
import { PageHeader } from "./page-header.tsx";
import { Panel } from "./panel.tsx";
import { badgeToneClasses, StatusBadge } from "./status-badge.tsx";

describe("buttons", () => {
  it("are type=button unless they send their form, in the look asked for", () => {
    const [plain, send] = tagsIn(
      renderToStaticMarkup(
        <>
          <Button>Add</Button>
          <Button type="submit" variant="danger" className="w-full">
            Delete
          </Button>
        </>,
      ),
      "button",
    );
    expect(plain).toMatchObject({ type: "button", class: buttonLook({}) });
    expect(send).toMatchObject({ type: "submit", class: buttonLook({ variant: "danger" }, "w-full") });
  });

  it("tell their looks apart", () => {
    const looks = (["primary", "secondary", "danger", "ghost", "ghost-danger"] as const).map((variant) =>
      buttonLook({ variant }),
    );
    expect(new Set(looks).size).toBe(looks.length);
    expect(buttonLook({ variant: "ghost", size: "icon" })).toContain("size-9");
  });

  it("may be links, in the same looks, to a public page in a new tab too", () => {
    const html = markupAt(
      "/admin/blogs",
      <>
        <LinkButton to="?new" variant="primary">
          Add New Blog
        </LinkButton>
        <LinkButton to="/blog/patta" newTab>
          View on the website
        </LinkButton>
      </>,
    );
    const [add, view] = tagsIn(html, "a");
    expect(add).toMatchObject({ href: "/admin/blogs?new", class: buttonLook({ variant: "primary" }) });
    expect(view).toEqual({
      href: "/blog/patta",
      target: "_blank",
      rel: "noopener noreferrer",
      class: buttonLook({}),
    });
  });
});

describe("StatusBadge", () => {
  it("shows its words in its tone's colours", () => {
    const html = renderToStaticMarkup(<StatusBadge tone="green" label="Published" />);
    expect(textOf(html)).toBe("Published");
    expect(tagsIn(html, "span")[0]!.class).toContain(badgeToneClasses.green);
  });
});

describe("cards and panels", () => {
  it("a card is the white frame, as the element asked for", () => {
    const html = renderToStaticMarkup(<Card as="li" className="p-4" />);
    expect(html).toMatch(/^<li class="rounded-xl bg-white shadow-sm ring-1 ring-neutral-200 p-4"><\/li>$/);
  });

  it("a panel is a section named by its heading, with its intro, actions and body", () => {
    const html = renderToStaticMarkup(
      <Panel
        title="Recent Activity"
        intro="Changes by staff."
        actions={<a href="/admin/audit">All</a>}
        body="flush"
      >
        <ol />
      </Panel>,
    );
    const [section] = tagsIn(html, "section");
    expect(section!["aria-labelledby"]).toBe(tagsIn(html, "h2")[0]!.id);
    expect(textOf(html)).toBe("Recent Activity Changes by staff. All");
    expect(html).toMatch(/<\/div><ol><\/ol><\/section>$/);
    const padded = renderToStaticMarkup(<Panel title="Notes">Text</Panel>);
    expect(padded).toContain('<div class="px-4 py-4 sm:px-5">Text</div>');
  });

  it("a page opens with its header: the title, a line, the actions", () => {
    const html = renderToStaticMarkup(
      <PageHeader title="Blog Management" intro="Drafts too." actions={<a>Add</a>} />,
    );
    expect(tagsIn(html, "h1")).toHaveLength(1);
    expect(textOf(html)).toBe("Blog Management Drafts too. Add");
  });
});

describe("Dialog", () => {
  it("is rendered open, named by its title, with an X back to where it was opened from", () => {
    const html = markupAt(
      "/admin/blogs?new",
      <Dialog title="Add New Blog" closeHref="/admin/blogs" size="narrow">
        <p>Body</p>
      </Dialog>,
    );
    const [dialog] = tagsIn(html, "dialog");
    expect(dialog).toHaveProperty("open");
    expect(tagsIn(html, "h2")[0]!.id).toBe(dialog!["aria-labelledby"]);
    expect(tagsIn(html, "a")[0]).toMatchObject({ href: "/admin/blogs", "aria-label": "Close" });
    expect(html).toContain("max-w-md");
    expect(textOf(html)).toBe("Add New Blog Body");
  });
});
