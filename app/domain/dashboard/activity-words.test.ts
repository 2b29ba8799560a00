import { describe, expect, it } from "vitest";

import { plainSummary, serverAccountSummary } from "./activity-words.ts";

describe("Recent Activity's words", () => {
  it("says what happened, not which command did it", () => {
    expect(
      plainSummary("Created administrator Meena Raman (meena@example.in) with npm run admin:create"),
    ).toBe("Account created on the server for Meena Raman (meena@example.in)");
    expect(serverAccountSummary("Meena Raman", "meena@example.in")).toBe(
      "Account created on the server for Meena Raman (meena@example.in)",
    );
    expect(plainSummary("Added project Green Meadows")).toBe("Added project Green Meadows");
  });
});
