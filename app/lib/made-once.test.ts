import { describe, expect, it } from "vitest";

import { madeOnce } from "./made-once.ts";

describe("madeOnce", () => {
  it("makes nothing until asked, then makes the value once and gives it every time", () => {
    let made = 0;
    const value = madeOnce(() => ({ made: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it("keeps a value that is undefined without making it again", () => {
    let made = 0;
    const value = madeOnce(() => {
      made += 1;
      return undefined;
    });
    value();
    value();
    expect(made).toBe(1);
  });
});
