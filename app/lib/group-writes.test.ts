import { describe, expect, it } from "vitest";

import { groupWrites } from "./group-writes.ts";

/** A write that records its items and finishes when the test says so. */
function heldWrites() {
  const writes: number[][] = [];
  const finish: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve) => {
      writes.push([...items]);
      finish.push(resolve);
    });
  return { writes, finish, write };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("groupWrites", () => {
  it("writes the items of one turn together, and those arriving during a write in the next", async () => {
    const { writes, finish, write } = heldWrites();
    const add = groupWrites(write);
    const first = add(1);
    add(1.5);
    await settle();
    expect(writes).toEqual([[1, 1.5]]);
    const later = [add(2), add(3), add(4)];
    await settle();
    expect(writes).toEqual([[1, 1.5]]);
    finish[0]!();
    await first;
    await settle();
    expect(writes).toEqual([
      [1, 1.5],
      [2, 3, 4],
    ]);
    finish[1]!();
    await Promise.all(later);
    add(5);
    await settle();
    expect(writes).toEqual([[1, 1.5], [2, 3, 4], [5]]);
  });

  it("fails the items of a failed write only, and goes on with the next", async () => {
    let fail = true;
    const writes: number[][] = [];
    const add = groupWrites(async (items: number[]) => {
      writes.push([...items]);
      if (fail) throw new Error("database is locked");
    });
    await expect(add(1)).rejects.toThrow("database is locked");
    fail = false;
    await expect(add(2)).resolves.toBeUndefined();
    expect(writes).toEqual([[1], [2]]);
  });
});
