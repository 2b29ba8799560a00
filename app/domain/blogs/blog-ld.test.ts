import { describe, expect, it } from "vitest";

import { jsonLdText } from "#app/lib/json-ld.ts";
import { blogBreadcrumbLd, blogPostingLd, type BlogLdSource } from "./blog-ld.ts";

const site = { siteUrl: "https://plots.example", companyName: "Marudham Properties" };

const post: BlogLdSource = {
  slug: "dtcp-approval-explained",
  title: "DTCP approval explained",
  excerpt: "What an approved layout means for a buyer.",
  featuredImage: "/media/abc",
  author: "Meena Raman",
  category: "Legal Advice",
  date: "2026-02-01T10:00:00.000Z",
  modified: "2026-02-03T08:30:00.000Z",
};

describe("blogPostingLd", () => {
  it("gives the post its headline, dates, picture, author and publisher", () => {
    expect(blogPostingLd(post, site)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      url: "https://plots.example/blog/dtcp-approval-explained",
      mainEntityOfPage: "https://plots.example/blog/dtcp-approval-explained",
      headline: "DTCP approval explained",
      description: "What an approved layout means for a buyer.",
      image: "https://plots.example/media/abc/960.webp",
      datePublished: "2026-02-01T10:00:00.000Z",
      dateModified: "2026-02-03T08:30:00.000Z",
      author: { "@type": "Person", name: "Meena Raman" },
      publisher: {
        "@type": "Organization",
        "@id": "https://plots.example/#organization",
        name: "Marudham Properties",
        logo: { "@type": "ImageObject", url: "https://plots.example/logo.svg" },
      },
    });
  });

  it("is never modified before it was published", () => {
    const ld = blogPostingLd({ ...post, modified: "2026-01-01T00:00:00.000Z" }, site);
    expect(ld.dateModified).toBe(post.date);
  });

  it("keeps a title with markup inside the script", () => {
    const text = jsonLdText(blogPostingLd({ ...post, title: "</script><script>alert(1)</script>" }, site));
    expect(text).not.toMatch(/<\/?script/i);
    expect((JSON.parse(text) as { headline: string }).headline).toBe("</script><script>alert(1)</script>");
  });
});

describe("blogBreadcrumbLd", () => {
  it("goes Home > Blog > the post", () => {
    const ld = blogBreadcrumbLd(post, site.siteUrl);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://plots.example/" },
      { "@type": "ListItem", position: 2, name: "Blog", item: "https://plots.example/blogs" },
      {
        "@type": "ListItem",
        position: 3,
        name: "DTCP approval explained",
        item: "https://plots.example/blog/dtcp-approval-explained",
      },
    ]);
  });
});
