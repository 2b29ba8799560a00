import { describe, expect, it } from "vitest";

import { mailtoHref, telHref } from "./contact-links.ts";

describe("telHref", () => {
  it("keeps the digits and the leading plus", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(telHref("044-2345 6789")).toBe("tel:04423456789");
  });
});

describe("mailtoHref", () => {
  it("links to the address", () => {
    expect(mailtoHref("info@example.in")).toBe("mailto:info@example.in");
  });
});
