import { describe, expect, it } from "vitest";

import { pick } from "./pick.ts";

describe("pick", () => {
  it("copies the named fields and nothing else", () => {
    const source = { id: "p1", name: "Green Meadows", brochure: "secret.pdf" };
    const picked = pick(source, ["id", "name"]);
    expect(picked).toEqual({ id: "p1", name: "Green Meadows" });
    expect(picked).not.toHaveProperty("brochure");
  });
});
