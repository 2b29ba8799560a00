import { describe, expect, it } from "vitest";

import { translator } from "./translations.ts";

describe("interface texts", () => {
  it("are there in both languages, with their values filled in", () => {
    expect(translator("en")("site:navHome")).toBe("Home");
    expect(translator("ta")("site:navHome")).toBe("முகப்பு");
    expect(translator("ta")("site:copyright", { year: 2026, company: "Sri Lakshmi Estates" })).toBe(
      "© 2026 Sri Lakshmi Estates. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.",
    );
  });
});
