import { describe, expect, it } from "vitest";

import { isId, newId } from "./ids.ts";

describe("ids", () => {
  it("makes random UUIDs that it recognises", () => {
    const [a, b] = [newId(), newId()];
    expect(a).not.toBe(b);
    expect(isId(a)).toBe(true);
    expect(isId(b)).toBe(true);
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "1",
      "../etc/passwd",
      "8D4E516B-FF7F-4701-BEE7-9199DC20A2E8",
      `${newId()}x`,
      42,
      null,
    ]) {
      expect(isId(value)).toBe(false);
    }
  });
});
