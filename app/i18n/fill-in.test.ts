import { describe, expect, it } from "vitest";

import { fillIn } from "./fill-in.ts";
import { translator } from "./translations.ts";

describe("fillIn", () => {
  it("fills a text's {{name}}s as i18next does, keeping a name without a value", () => {
    const text = "{{shown}} of {{total}} plots of {{name}}";
    expect(fillIn(text, { shown: 3, total: "12", name: "A & B" })).toBe("3 of 12 plots of A & B");
    expect(fillIn(text, { shown: 3, name: undefined })).toBe("3 of {{total}} plots of {{name}}");
    expect(fillIn("Layout plan")).toBe("Layout plan");
  });

  it("says what i18next says for a catalogue text", () => {
    const values = { available: 3, total: 12, name: "Green Meadows" };
    for (const locale of ["en", "ta"] as const) {
      const t = translator(locale);
      expect(fillIn(t("project:layoutPlanIntro"), values)).toBe(t("project:layoutPlanIntro", values));
    }
  });
});
