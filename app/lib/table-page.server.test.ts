import { afterEach, describe, expect, it, vi } from "vitest";

import { confirmedId, loadTablePage, type TablePageSource } from "./table-page.server.ts";
import type { TableListing, TableQuery } from "./table-query.ts";
import { takeToast } from "./toast.server.ts";

interface Post {
  id: string;
  title: string;
}

const posts: Post[] = [{ id: "p1", title: "Patta and chitta" }];
const messages = { fetchFailed: "Failed to fetch posts", gone: "That post no longer exists." };

function source(overrides: Partial<TablePageSource<Post, Post>> = {}): TablePageSource<Post, Post> {
  return {
    path: "/admin/posts",
    messages,
    list: async (query: TableQuery): Promise<TableListing<Post>> => ({
      rows: posts,
      total: 1,
      query,
      pageCount: 1,
    }),
    find: async (id) => posts.find((post) => post.id === id),
    ...overrides,
  };
}

const at = (query: string) => new Request(`http://plots.test/admin/posts${query}`);

/** The redirect a loader threw, with the toast it carries to the next page. */
async function thrown(promise: Promise<unknown>) {
  const response = await promise.then(
    () => {
      throw new Error("expected a redirect");
    },
    (error: unknown) => error as Response,
  );
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await takeToast(new Request("http://plots.test/admin", { headers: { Cookie: cookie } }));
  return { status: response.status, location: response.headers.get("Location"), toast };
}

afterEach(() => vi.restoreAllMocks());

describe("loadTablePage", () => {
  it("reads the page the address asks for, and no panel", async () => {
    const page = await loadTablePage(at("?q=+patta+&page=2"), source());
    expect(page.listing?.query).toEqual({ q: "patta", page: 2 });
    expect(page.panel).toBeNull();
  });

  it("opens the panel a search parameter names, with its record", async () => {
    expect((await loadTablePage(at("?new"), source())).panel).toEqual({ kind: "new" });
    expect((await loadTablePage(at("?edit=p1"), source())).panel).toEqual({ kind: "edit", item: posts[0] });
    expect((await loadTablePage(at("?delete=p1"), source())).panel).toEqual({
      kind: "delete",
      item: posts[0],
    });
  });

  it("says the list could not be read rather than failing the page", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const page = await loadTablePage(at(""), source({ list: () => Promise.reject(new Error("disk")) }));
    expect(page.listing).toBeNull();
    expect(log).toHaveBeenCalledWith("Failed to fetch posts:", expect.any(Error));
  });

  it("goes back to the list with a toast when the record is gone or cannot be read", async () => {
    expect(await thrown(loadTablePage(at("?edit=p9"), source()))).toEqual({
      status: 302,
      location: "/admin/posts",
      toast: { type: "error", message: messages.gone },
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = source({ find: () => Promise.reject(new Error("disk")) });
    expect((await thrown(loadTablePage(at("?delete=p1"), failing))).toast).toEqual({
      type: "error",
      message: messages.fetchFailed,
    });
  });
});

describe("confirmedId", () => {
  function form(fields: Record<string, string>) {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  }

  it("gives the id of a confirmed deletion", () => {
    expect(confirmedId(form({ intent: "delete", id: "p1", confirm: "yes" }), "/admin/posts")).toBe("p1");
  });

  it("sends an unconfirmed one (no JavaScript) to the page's confirmation step", () => {
    let answer: unknown;
    try {
      confirmedId(form({ intent: "delete", id: "p 1" }), "/admin/posts");
    } catch (error) {
      answer = error;
    }
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/admin/posts?delete=p%201");
  });
});
