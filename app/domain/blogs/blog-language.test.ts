import { describe, expect, it } from "vitest";

import { sampleBlogs } from "#app/sample-content/sample-blogs.ts";
import { postInLocale, postPaths, untranslatedPostFields } from "./blog-language.ts";
import { tamilSlugify, tamilSlugPattern } from "./slug.ts";

const english = {
  title: "How to check DTCP approval",
  slug: "how-to-check-dtcp-approval",
  excerpt: "What to look for.",
  content: "<p>Ask for the approval letter.</p>",
  titleTa: "",
  slugTa: "",
  excerptTa: "",
  contentTa: "",
};

describe("a post in Tamil", () => {
  it("shows each Tamil text where there is one and the English one where there is none", () => {
    const post = {
      ...english,
      titleTa: "DTCP அங்கீகாரத்தைச் சரிபார்ப்பது எப்படி",
      contentTa: "<p>கடிதத்தைக் கேளுங்கள்.</p>",
    };
    const tamil = postInLocale(post, "ta");
    expect(tamil.title).toBe("DTCP அங்கீகாரத்தைச் சரிபார்ப்பது எப்படி");
    expect(tamil.excerpt).toBe("What to look for.");
    expect(tamil.content).toBe("<p>கடிதத்தைக் கேளுங்கள்.</p>");
    expect(tamil.slug).toBe("how-to-check-dtcp-approval");
    expect(postInLocale({ ...post, slugTa: "dtcp-அங்கீகாரம்" }, "ta").slug).toBe("dtcp-அங்கீகாரம்");
    expect(postInLocale(post, "en")).toBe(post);
  });

  it("names the fields that have English and no Tamil yet", () => {
    expect(untranslatedPostFields(english)).toEqual(["title", "slug", "excerpt", "content"]);
    expect(untranslatedPostFields({ ...english, titleTa: "தலைப்பு", contentTa: "  " })).toEqual([
      "slug",
      "excerpt",
      "content",
    ]);
    const translated = { ...english, titleTa: "அ", slugTa: "அ", excerptTa: "அ", contentTa: "<p>அ</p>" };
    expect(untranslatedPostFields(translated)).toEqual([]);
  });

  it("gives the Tamil page the Tamil slug, encoded, or else the English slug", () => {
    expect(postPaths(english)).toEqual({
      en: "/blog/how-to-check-dtcp-approval",
      ta: "/ta/blog/how-to-check-dtcp-approval",
    });
    const paths = postPaths({ slug: "rera-guide", slugTa: "மனை-rera" });
    expect(paths.en).toBe("/blog/rera-guide");
    expect(paths.ta).toBe(`/ta/blog/${encodeURIComponent("மனை-rera")}`);
    expect(decodeURIComponent(paths.ta)).toBe("/ta/blog/மனை-rera");
  });
});

describe("the Tamil slug", () => {
  it("is made from the Tamil title, keeping Tamil letters with their vowel signs", () => {
    expect(tamilSlugify("மனை வாங்கும் முன் DTCP அங்கீகாரம்?")).toBe("மனை-வாங்கும்-முன்-dtcp-அங்கீகாரம்");
    expect(tamilSlugify(" RERA: ஒரு வழிகாட்டி. ")).toBe("rera-ஒரு-வழிகாட்டி");
  });

  it("allows lowercase letters of any script, digits and hyphens only", () => {
    for (const slug of ["மனை-வாங்கும்-முன்", "rera-2016-வழிகாட்டி", "plots"]) {
      expect(tamilSlugPattern.test(slug)).toBe(true);
    }
    for (const slug of ["மனை வாங்கும்", "RERA-வழிகாட்டி", "---", "மனை/விலை", ""]) {
      expect(tamilSlugPattern.test(slug)).toBe(false);
    }
  });

  it("of each sample post with Tamil is well formed and composed", () => {
    const tamil = sampleBlogs.filter((blog) => blog.slugTa);
    expect(tamil).toHaveLength(2);
    for (const blog of tamil) {
      expect(tamilSlugPattern.test(blog.slugTa!)).toBe(true);
      expect(blog.slugTa).toBe(blog.slugTa!.normalize("NFC"));
      expect(untranslatedPostFields({ ...english, ...blog } as typeof english)).toEqual([]);
    }
  });
});
