import { describe, expect, it } from "vitest";

import { postShareCard } from "./post-share.ts";

describe("postShareCard", () => {
  it("puts the post's title and category over its featured image", () => {
    expect(
      postShareCard({
        title: "How to check DTCP approval",
        category: "Legal Advice",
        featuredImage: "/media/x",
      }),
    ).toEqual({
      title: "How to check DTCP approval",
      titleLines: 3,
      lines: [{ text: "Legal Advice" }],
      image: "/media/x",
      alt: "How to check DTCP approval",
    });
  });

  it("names the category in the page's language", () => {
    const post = { title: "டிடிசிபி அனுமதி", category: "Legal Advice", featuredImage: "/media/x" };
    expect(postShareCard(post, "ta").lines).toEqual([{ text: "சட்ட ஆலோசனை" }]);
    expect(postShareCard({ ...post, category: "Plots" }, "ta").lines).toEqual([{ text: "Plots" }]);
  });
});
