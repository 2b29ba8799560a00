import { describe, expect, it } from "vitest";

import { naturalCompare } from "#app/domain/plots/plot-model.ts";
import { naturalKey, naturalKeyParts } from "./natural-order.ts";

/** Byte order, as SQLite and PostgreSQL's collation "C" compare the keys. */
const byKey = (a: string, b: string) =>
  naturalKey(a) < naturalKey(b) ? -1 : naturalKey(a) > naturalKey(b) ? 1 : 0;

describe("natural order keys", () => {
  it("sort plot numbers as people count them, as the collator does", () => {
    const numbers = [
      "10",
      "2",
      "1",
      "B-10",
      "B-2",
      "A-1",
      "a-3",
      "100",
      "9",
      "2A",
      "2B",
      "12-1",
      "12-10",
      "12-2",
      "007",
    ];
    const byCollator = [...numbers].sort(naturalCompare);
    expect([...numbers].sort(byKey)).toEqual(byCollator);
    expect(byCollator.slice(0, 6)).toEqual(["1", "2", "2A", "2B", "007", "9"]);
  });

  it("order by the first text, then by the next", () => {
    const plots = [
      { block: "Phase 10", number: "1" },
      { block: "Phase 2", number: "10" },
      { block: "Phase 2", number: "9" },
      { block: "", number: "3" },
    ];
    const key = ({ block, number }: (typeof plots)[number]) => naturalKeyParts(block, number);
    expect(
      [...plots].sort((a, b) => (key(a) < key(b) ? -1 : 1)).map((p) => `${p.block}/${p.number}`),
    ).toEqual(["/3", "Phase 2/9", "Phase 2/10", "Phase 10/1"]);
  });

  it("leave control characters out, so the separator sorts before anything a key holds", () => {
    expect(naturalKey(" B\u0001-2\t")).toBe("b-012");
    expect(naturalKeyParts("A", "9") < naturalKeyParts("AB", "1")).toBe(true);
  });
});
