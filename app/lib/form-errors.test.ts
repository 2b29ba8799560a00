import { z } from "zod";
import { describe, expect, it } from "vitest";

import { fieldErrors } from "./form-errors.ts";

describe("fieldErrors", () => {
  const schema = z.object({
    name: z.string().min(1, "Enter a name.").max(3, "Too long."),
    tags: z.array(z.string().max(2, "Tag too long.")),
    code: z.string().regex(/^\d+$/, "Digits only."),
  });

  it("gives each failed field its first message, keyed by the field's name", () => {
    const result = schema.safeParse({ name: "", tags: ["ok", "long"], code: "x" });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Enter a name.",
      tags: "Tag too long.",
      code: "Digits only.",
    });
  });

  it("keeps the first of several messages for one field and leaves valid fields out", () => {
    const strict = z.object({
      name: z
        .string()
        .min(5, "At least five.")
        .regex(/^[a-z]+$/, "Lowercase."),
    });
    expect(fieldErrors(strict.safeParse({ name: "AB" }).error!)).toEqual({ name: "At least five." });
  });

  it("ignores an issue of the whole form (no field to show it next to)", () => {
    const error = {
      issues: [
        { path: [], message: "Whole form." },
        { path: [0], message: "Index." },
      ],
    };
    expect(fieldErrors(error)).toEqual({});
  });
});
