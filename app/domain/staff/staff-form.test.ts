import { describe, expect, it } from "vitest";

import { fieldErrors } from "#app/lib/form-errors.ts";
import { addStaffSchema } from "./staff-form.ts";
import { addStaffMessages as messages } from "./staff-fields.ts";

const valid = {
  name: "Meena Raman",
  email: "meena@example.in",
  method: "password",
  password: "Laterite-2026",
};

function errorsOf(values: Record<string, string>) {
  const result = addStaffSchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe("addStaffSchema", () => {
  it("accepts a name, an e-mail and a first password, or an invitation without one", () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, method: "invite", password: "" })).toEqual({});
  });

  it("names every field to correct at once", () => {
    expect(
      errorsOf({ name: "", email: "meena@example", method: "password", password: "password123" }),
    ).toEqual({
      name: messages.name,
      email: messages.email,
      password: "This password is too common. Choose one that is harder to guess.",
    });
  });

  it("keeps the name to 80 characters and the e-mail to 120", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(81) })).toEqual({ name: messages.nameLength });
    expect(errorsOf({ ...valid, email: `${"x".repeat(112)}@example.in` })).toEqual({ email: messages.email });
  });
});
