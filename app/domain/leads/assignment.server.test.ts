import { describe, expect, it } from "vitest";

import { leadInput, testProject, testStaffMember } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { listAssignmentRules, saveAssignmentRule } from "./assignment.server.ts";
import { storeLead } from "./leads.server.ts";

/** Wednesday 2 December 2026, 11:00 India time: the office is open (Monday to Saturday, 9 to 19). */
const open = new Date("2026-12-02T05:30:00Z");
/** The same Wednesday at 20:00, and Sunday noon: closed. */
const evening = new Date("2026-12-02T14:30:00Z");
const sunday = new Date("2026-12-06T06:30:00Z");

const form = (projectId: string, staff: string[]) => {
  const data = new FormData();
  data.set("projectId", projectId);
  for (const id of staff) data.append("staff", id);
  return data;
};

describe.each(testEngines)("lead assignment on $name", (engine) => {
  const db = useTestDatabase(engine);
  let n = 0;
  const phone = () => `+9194${String(++n).padStart(8, "0")}`;

  it("gives a project's leads to its salespeople in turn while the office is open, else to the pool", async () => {
    const projectId = await testProject(db(), `Round ${engine.name}`);
    const arun = await testStaffMember(db(), "Arun");
    const kavitha = await testStaffMember(db(), "Kavitha");
    const gone = await testStaffMember(db(), "Left Us");
    const people = [
      { id: arun, name: "Arun" },
      { id: kavitha, name: "Kavitha" },
      { id: gone, name: "Left Us" },
    ];
    expect(
      await saveAssignmentRule(db(), { name: "Meena" }, form(projectId, [arun, kavitha, gone]), people),
    ).toEqual({
      type: "success",
      message: `Assignment of Round ${engine.name} saved.`,
    });
    await db().updateTable("auth_user").set({ disabled: 1 }).where("id", "=", gone).execute();
    const lead = async (at: Date, extra = {}) => {
      const { id } = await storeLead(
        db(),
        leadInput({ phone: phone(), projectId, receivedAt: at, ...extra }),
      );
      return (
        await db().selectFrom("leads").select("assigned_to").where("id", "=", id).executeTakeFirstOrThrow()
      ).assigned_to;
    };
    const turns = [];
    for (let minute = 0; minute < 4; minute++)
      turns.push(await lead(new Date(open.getTime() + minute * 60_000)));
    expect(turns).toEqual([arun, kavitha, arun, kavitha]);
    expect(await lead(evening)).toBeNull();
    expect(await lead(sunday)).toBeNull();
    expect(await lead(open, { assignedTo: null })).toBeNull();
    expect(await lead(open, { spamReason: "honeypot" })).toBeNull();
    const noRule = await testProject(db(), `No rule ${engine.name}`);
    expect(await lead(open, { projectId: noRule })).toBeNull();
    const log = await db()
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "lead-assign")
      .execute();
    expect(log.map((entry) => entry.summary)).toContain("Assigned to Kavitha in turn, by the project's rule");
  });

  it("gives leads arriving at once to different people", async () => {
    const projectId = await testProject(db(), `At once ${engine.name}`);
    const staff = await Promise.all(
      ["One", "Two"].map((name) => testStaffMember(db(), `${name} ${engine.name}`)),
    );
    await saveAssignmentRule(
      db(),
      { name: "Meena" },
      form(projectId, staff),
      staff.map((id) => ({ id, name: id })),
    );
    const ids = await Promise.all(
      Array.from({ length: 6 }, () =>
        storeLead(db(), leadInput({ phone: phone(), projectId, receivedAt: open })),
      ),
    );
    const assigned = await db()
      .selectFrom("leads")
      .select("assigned_to")
      .where(
        "id",
        "in",
        ids.map((r) => r.id),
      )
      .execute();
    const count = (id: string) => assigned.filter((row) => row.assigned_to === id).length;
    expect([count(staff[0]!), count(staff[1]!)]).toEqual([3, 3]);
  });

  it("replaces a project's round as saved, and says so in the log", async () => {
    const projectId = await testProject(db(), `Saved ${engine.name}`);
    const a = await testStaffMember(db(), "Saved A");
    const b = await testStaffMember(db(), "Saved B");
    const people = [
      { id: a, name: "Saved A" },
      { id: b, name: "Saved B" },
    ];
    await saveAssignmentRule(db(), { name: "Meena" }, form(projectId, [a, b]), people);
    await saveAssignmentRule(db(), { name: "Meena" }, form(projectId, [b, "not-a-salesperson"]), people);
    expect((await listAssignmentRules(db())).get(projectId)).toEqual([b]);
    await saveAssignmentRule(db(), { name: "Meena" }, form(projectId, []), people);
    expect((await listAssignmentRules(db())).get(projectId)).toBeUndefined();
    const log = await db()
      .selectFrom("audit_log")
      .select("summary")
      .where("entity_id", "=", projectId)
      .orderBy("id")
      .execute();
    expect(log.map((entry) => entry.summary)).toEqual([
      `New leads of Saved ${engine.name} go round Saved A, Saved B`,
      `New leads of Saved ${engine.name} go round Saved B`,
      `New leads of Saved ${engine.name} wait in the pool`,
    ]);
    expect(await saveAssignmentRule(db(), { name: "Meena" }, form("nope", []), people)).toMatchObject({
      type: "error",
    });
  });
});
