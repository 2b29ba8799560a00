import { describe, expect, it } from "vitest";

import { fieldErrors } from "#app/lib/form-errors.ts";
import { brochureSchema } from "./lead-forms.ts";

// brochureSchema lives in lead-forms.ts beside the other public forms; its own cases are kept here.
describe("brochureSchema", () => {
  const projectId = "0b6f8d5e-3c1a-4f2b-9a7e-1d2c3b4a5f60";

  it("accepts a name and an Indian phone number, normalised", () => {
    const result = brochureSchema.parse({
      name: " Priya ",
      phone: "98400 12345",
      projectId,
      page: "/project/x",
    });
    expect(result).toEqual({ name: "Priya", phone: "+919840012345", projectId, page: "/project/x" });
  });

  it("asks for the name and a valid phone, like the enquiry form", () => {
    const result = brochureSchema.safeParse({ name: "  ", phone: "12345", projectId });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: "Please enter your full name.",
      phone: "Please enter a valid phone number.",
    });
  });

  it("reads a forged project id or page as none", () => {
    const result = brochureSchema.parse({
      name: "A",
      phone: "9840012345",
      projectId: "../x",
      page: "//evil.example",
    });
    expect(result.projectId).toBeNull();
    expect(result.page).toBe("/");
  });
});
