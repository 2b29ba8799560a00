import { describe, expect, it } from "vitest";

import { sampleNotice, withoutSampleParam } from "./sample-notice.ts";

describe("sampleNotice", () => {
  it("gives the spec's message for each outcome", () => {
    expect(sampleNotice("added-all")).toEqual({
      tone: "success",
      text: "Sample projects and blogs added successfully!",
      blogsPath: "/blogs",
    });
    expect(sampleNotice("added-blogs")?.text).toBe(
      "Sample blogs added successfully! You can view them at /blogs",
    );
    expect(sampleNotice("failed-all")?.tone).toBe("failure");
    expect(sampleNotice("failed-blogs")?.text).toBe(
      "Failed to add sample blogs. Please check your backend configuration and security rules.",
    );
  });

  it("speaks Tamil on a Tamil page, naming the Tamil blog's address", () => {
    const notice = sampleNotice("added-blogs", "ta");
    expect(notice).toMatchObject({ tone: "success", blogsPath: "/ta/blogs" });
    expect(notice?.text).toBe("மாதிரிக் கட்டுரைகள் வெற்றிகரமாகச் சேர்க்கப்பட்டன! அவற்றை /ta/blogs பக்கத்தில் பார்க்கலாம்");
    expect(sampleNotice("failed-all", "ta")?.text).toMatch(/^மாதிரி உள்ளடக்கத்தைச் சேர்க்க முடியவில்லை\./);
  });

  it("ignores anything else", () => {
    expect(sampleNotice(null)).toBeNull();
    expect(sampleNotice("toString")).toBeNull();
    expect(sampleNotice("added")).toBeNull();
  });
});

describe("withoutSampleParam", () => {
  it("drops only the notice from the query", () => {
    expect(withoutSampleParam("/projects", "?sample=added-all")).toBe("/projects");
    expect(withoutSampleParam("/blogs", "?category=Finance&sample=failed-blogs")).toBe(
      "/blogs?category=Finance",
    );
    expect(withoutSampleParam("/", "")).toBe("/");
  });
});
