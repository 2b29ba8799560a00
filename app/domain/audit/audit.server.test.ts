import { describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { listRecentActivity, recordAudit } from "./audit.server.ts";

describe.each(testEngines)("audit log on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("records staff actions and lists the newest first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-06-01T10:00:00Z"));
      await recordAudit(db(), {
        actor: "Meena",
        action: "created",
        entity: "project",
        entityId: "p1",
        summary: "Added project Green Meadows",
      });
      vi.setSystemTime(new Date("2026-06-02T10:00:00Z"));
      await recordAudit(db(), {
        actor: "Arun",
        action: "deleted",
        entity: "blog",
        summary: "Deleted blog Vastu tips",
      });
    } finally {
      vi.useRealTimers();
    }
    const entries = await listRecentActivity(db(), { limit: 5 });
    expect(entries.map((e) => e.summary)).toEqual(["Deleted blog Vastu tips", "Added project Green Meadows"]);
    expect(entries[1]).toMatchObject({
      actor: "Meena",
      action: "created",
      entity: "project",
      entityId: "p1",
    });
    expect(entries[0]!.createdAt).toEqual(new Date("2026-06-02T10:00:00Z"));
  });
});
