import { describe, expect, it } from "vitest";

import { translator } from "#app/i18n/translations.ts";
import { englishWording, tableWording, wordingOf, wordTable } from "./plot-wording.ts";

describe("the words of plots", () => {
  it("fills a carried text's values as i18next does, and says the key of a missing one", () => {
    const t = translator("ta");
    const carried = tableWording("ta", wordTable(t, ["project:somePlotsShown", "cost:perMonth"]));
    expect(carried.say("project:somePlotsShown", { shown: 12, total: 40 })).toBe(
      t("project:somePlotsShown", { shown: 12, total: 40 }),
    );
    expect(carried.say("cost:perMonth", { amount: "₹ 7,443" })).toBe("மாதம் ₹ 7,443");
    expect(carried.say("project:plotNumber", { number: "7" })).toBe("project:plotNumber");
  });

  it("speaks English by default, as i18next's English does", () => {
    const english = wordingOf("en", translator("en"));
    expect(englishWording.locale).toBe("en");
    expect(englishWording.say("project:allPlotsShown", { total: 180 })).toBe(
      english.say("project:allPlotsShown", { total: 180 }),
    );
    expect(englishWording.say("project:budgetUpTo", { amount: "₹ 5 L" })).toBe("Up to ₹ 5 L");
  });
});
