import { describe, expect, it } from "vitest";

import { blogCategories } from "#app/domain/blogs/blog.ts";
import { translator } from "#app/i18n/translations.ts";

import { categoryName } from "./blog-category.ts";

describe("categoryName", () => {
  it("names every fixed category in English as it is stored", () => {
    for (const category of blogCategories) expect(categoryName(translator("en"), category)).toBe(category);
  });

  it("names the fixed categories in Tamil", () => {
    expect(categoryName(translator("ta"), "Legal Advice")).toBe("சட்ட ஆலோசனை");
    for (const category of blogCategories) {
      expect(categoryName(translator("ta"), category)).not.toBe(category);
    }
  });

  it("leaves a category outside the list as it is", () => {
    expect(categoryName(translator("ta"), "Security Check")).toBe("Security Check");
    expect(categoryName(translator("ta"), "constructor")).toBe("constructor");
  });
});
