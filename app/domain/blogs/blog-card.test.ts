import { describe, expect, it } from "vitest";

import type { Blog } from "./blog.ts";
import { blogCard } from "./blog-card.ts";

const blog: Blog = {
  id: "b1",
  title: "Checking a DTCP approval",
  slug: "checking-a-dtcp-approval",
  excerpt: "What to ask for.",
  content: "<p>Long text.</p>",
  featuredImage: "/media/cover",
  author: "Meena Raman",
  category: "Legal Advice",
  tags: ["DTCP", "RERA", "Legal", "Tips"],
  status: "Published",
  createdAt: new Date("2026-01-02T10:00:00Z"),
  updatedAt: new Date("2026-01-03T10:00:00Z"),
  publishedAt: new Date("2026-01-03T10:00:00Z"),
  publishAt: null,
  unpublishAt: null,
  revision: 1,
  titleTa: "",
  slugTa: "",
  excerptTa: "",
  contentTa: "",
};

describe("blogCard", () => {
  it("shows at most 3 tags and the public date, without the content", () => {
    const card = blogCard(blog, new Date("2026-01-03T10:00:00Z"));
    expect(card.tags).toEqual(["DTCP", "RERA", "Legal"]);
    expect(card.date).toBe("2026-01-03T10:00:00.000Z");
    expect(card.dateLabel).toBe("January 3, 2026");
    expect(card).not.toHaveProperty("content");
  });

  it("dates the card in Tamil on a Tamil page", () => {
    expect(blogCard(blog, new Date("2026-03-05T10:00:00Z"), "ta").dateLabel).toBe("5 மார்ச், 2026");
  });
});
