import { describe, expect, it } from "vitest";

import { fieldErrors as blogFieldErrors } from "#app/lib/form-errors.ts";
import { blogFormSchema, blogFormValues, type BlogFormValues } from "./blog-form.ts";
import { blogFormMessages } from "./blog-form-fields.ts";
import { foreignPicturesMessage } from "./content-pictures.ts";

const image = "/media/0123456789abcdef-1600x1200";

function valid(overrides: Partial<BlogFormValues> = {}): BlogFormValues {
  return {
    title: "How to Check DTCP Approval",
    slug: "how-to-check-dtcp-approval",
    author: "Karthik Subramanian",
    category: "Legal Advice",
    excerpt: "A short checklist.",
    content: "Line one\nLine two",
    tags: ["DTCP", "Legal"],
    featuredImage: [image],
    status: "Draft",
    publishAt: "",
    unpublishAt: "",
    titleTa: "",
    slugTa: "",
    excerptTa: "",
    contentTa: "",
    ...overrides,
  };
}

function errorsOf(values: BlogFormValues) {
  const parsed = blogFormSchema.safeParse(values);
  if (parsed.success) throw new Error("expected the form to be refused");
  return blogFieldErrors(parsed.error);
}

describe("blogFormSchema (spec §5 Blog form)", () => {
  it("accepts a complete form and trims the text fields", () => {
    const parsed = blogFormSchema.parse(valid({ title: "  Title  ", author: " Priya " }));
    expect(parsed).toMatchObject({ title: "Title", author: "Priya", status: "Draft", featuredImage: image });
  });

  it.each(["title", "slug", "author", "excerpt", "content"] as const)(
    "requires %s (blank is empty)",
    (field) => {
      expect(errorsOf(valid({ [field]: "   " }))[field]).toBe(
        {
          title: blogFormMessages.title,
          slug: blogFormMessages.slug,
          author: blogFormMessages.author,
          excerpt: blogFormMessages.excerpt,
          content: blogFormMessages.content,
        }[field],
      );
    },
  );

  it("requires one of the 8 categories", () => {
    expect(errorsOf(valid({ category: "" })).category).toBe("Please select a category");
    expect(errorsOf(valid({ category: "Gossip" })).category).toBe("Please select a category");
    expect(blogFormSchema.parse(valid({ category: "Vastu Tips" })).category).toBe("Vastu Tips");
  });

  it("requires a featured image and uses the first of several", () => {
    expect(errorsOf(valid({ featuredImage: [] })).featuredImage).toBe("Please upload a featured image");
    expect(errorsOf(valid({ featuredImage: ["", " "] })).featuredImage).toBe(
      "Please upload a featured image",
    );
    expect(errorsOf(valid({ featuredImage: ["javascript:alert(1)"] })).featuredImage).toBe(
      "Please upload a featured image",
    );
    const second = "/media/fedcba9876543210-800x600";
    expect(blogFormSchema.parse(valid({ featuredImage: ["", image, second] })).featuredImage).toBe(image);
    expect(
      blogFormSchema.parse(valid({ featuredImage: ["https://images.example/x.jpg"] })).featuredImage,
    ).toBe("https://images.example/x.jpg");
  });

  it("defaults the status to Draft and accepts only Draft or Published", () => {
    expect(blogFormSchema.parse(valid({ status: "" })).status).toBe("Draft");
    expect(blogFormSchema.parse(valid({ status: "Published" })).status).toBe("Published");
    expect(errorsOf(valid({ status: "Archived" })).status).toBe(blogFormMessages.status);
  });

  it.each(["Has Capitals", "has spaces", "under_score", "-", "சென்னை"])("refuses the slug %j", (slug) => {
    expect(errorsOf(valid({ slug })).slug).toBe(blogFormMessages.slugFormat);
  });

  it.each(["மனை வழிகாட்டி", "RERA-வழிகாட்டி", "மனை/விலை", "-"])("refuses the Tamil slug %j", (slugTa) => {
    expect(errorsOf(valid({ slugTa })).slugTa).toBe(blogFormMessages.slugTaFormat);
  });

  it("accepts no Tamil, or a Tamil slug in Tamil letters, stored composed", () => {
    expect(blogFormSchema.parse(valid()).slugTa).toBe("");
    const decomposed = " மனை-வழிகாட்டி-2026 ".normalize("NFD");
    expect(blogFormSchema.parse(valid({ slugTa: decomposed })).slugTa).toBe(
      "மனை-வழிகாட்டி-2026".normalize("NFC"),
    );
  });

  it("accepts a slug with surrounding whitespace, trimmed", () => {
    expect(blogFormSchema.parse(valid({ slug: " plots-2026 " })).slug).toBe("plots-2026");
  });

  it("cleans the tags: trimmed, empty and repeated values dropped", () => {
    const parsed = blogFormSchema.parse(valid({ tags: [" Chennai ", "", "  ", "DTCP", "chennai", "DTCP"] }));
    expect(parsed.tags).toEqual(["Chennai", "DTCP"]);
    expect(blogFormSchema.parse(valid({ tags: ["RERA", "rera", " Land ", "Plots", "land"] })).tags).toEqual([
      "RERA",
      "Land",
      "Plots",
    ]);
  });

  it("limits the number and length of tags", () => {
    const many = Array.from({ length: 21 }, (_, i) => `tag ${i}`);
    expect(errorsOf(valid({ tags: many })).tags).toBe(blogFormMessages.tags);
    expect(errorsOf(valid({ tags: ["x".repeat(41)] })).tags).toBe(blogFormMessages.tags);
  });

  it("takes pictures from this site's uploads only, naming the other sites a content shows", () => {
    expect(
      blogFormSchema.safeParse(valid({ content: `<p>Plan</p><img src="${image}" alt="Plan">` })).success,
    ).toBe(true);
    const content =
      "<img src=\"https://lh3.googleusercontent.com/a.jpg\"><img src='http://cdn.example.com/b.png'>" +
      '<img alt="x" src="https://lh3.googleusercontent.com/c.jpg"><img src="data:image/png;base64,AAAA">';
    expect(errorsOf(valid({ content })).content).toBe(
      foreignPicturesMessage(["lh3.googleusercontent.com", "cdn.example.com", "data:"]),
    );
    expect(foreignPicturesMessage(["cdn.example.com"])).toBe(
      "Pictures must be uploaded to this site: use the editor's picture button. This content shows pictures from cdn.example.com; upload them instead, or remove them.",
    );
  });

  it("reports each failing field once", () => {
    const errors = errorsOf(valid({ title: "", slug: "", category: "", featuredImage: [] }));
    expect(Object.keys(errors).sort()).toEqual(["category", "featuredImage", "slug", "title"]);
  });
});

describe("blogFormValues", () => {
  it("reads text fields once and tags and images as repeated fields", () => {
    const form = new FormData();
    form.append("title", "A");
    form.append("title", "ignored");
    form.append("tags", "One");
    form.append("tags", "Two");
    form.append("featuredImage", image);
    form.append("featuredImage", new File(["x"], "x.jpg"));
    const values = blogFormValues(form);
    expect(values.title).toBe("A");
    expect(values.tags).toEqual(["One", "Two"]);
    expect(values.featuredImage).toEqual([image]);
    expect(values.slug).toBe("");
  });
});
