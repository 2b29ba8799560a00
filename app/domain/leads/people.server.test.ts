import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";

import { leadInput, testStaffMember } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { recordLead, storeLead } from "./leads.server.ts";
import { mergePeople, personOfLead } from "./people.server.ts";
import { findMergeCandidate, getPersonPage } from "./person-page.server.ts";

const meena = { name: "Meena Raman" };

/** A mobile number no other test of the file uses, as its ten digits. */
function mobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

describe.each(testEngines)("one buyer, one person, on $name", (engine) => {
  const db = useTestDatabase(engine);
  const personOf = async (leadId: string) => (await personOfLead(db(), leadId))!;

  it("joins leads of one phone number however it was typed", async () => {
    const digits = mobile();
    const typed = [
      `${digits.slice(0, 5)} ${digits.slice(5)}`,
      `+91-${digits.slice(0, 5)}-${digits.slice(5)}`,
      `0${digits.slice(0, 5)} ${digits.slice(5)}`,
    ];
    const ids = [];
    for (const phone of typed) ids.push(await recordLead(db(), leadInput({ phone, email: null })));
    const people = await Promise.all(ids.map(personOf));
    expect(new Set(people).size).toBe(1);
    const person = await db()
      .selectFrom("people")
      .selectAll()
      .where("id", "=", people[0]!)
      .executeTakeFirstOrThrow();
    expect(person.phone).toBe(`+91${digits}`);
    expect(await personOf(await recordLead(db(), leadInput({ phone: `+91${mobile()}` })))).not.toBe(
      people[0],
    );
  });

  it("makes one person of two leads of a new number sent at once, and takes the first e-mail given", async () => {
    const phone = `+91${mobile()}`;
    const [a, b] = await Promise.all([
      recordLead(db(), leadInput({ phone, email: null })),
      recordLead(db(), leadInput({ phone, email: "Kavitha@Example.in" })),
    ]);
    expect(await personOf(a)).toBe(await personOf(b));
    const person = await db()
      .selectFrom("people")
      .selectAll()
      .where("id", "=", await personOf(a))
      .executeTakeFirstOrThrow();
    expect(person.email).toBe("kavitha@example.in");
  });

  it("stores a source's lead once, however often it is sent", async () => {
    const first = await storeLead(
      db(),
      leadInput({ source: "google-ads", sourceRef: "TeSter-123", phone: `+91${mobile()}` }),
    );
    const again = await storeLead(db(), leadInput({ source: "google-ads", sourceRef: "TeSter-123" }));
    const other = await storeLead(db(), leadInput({ source: "meta-ads", sourceRef: "TeSter-123" }));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(other.created).toBe(true);
    const twice = await Promise.all(
      [1, 2].map(() => storeLead(db(), leadInput({ source: "google-ads", sourceRef: "at-once" }))),
    );
    expect(twice[0]!.id).toBe(twice[1]!.id);
    expect(twice.filter((result) => result.created)).toHaveLength(1);
  });

  it("merges two people by hand: leads move, later leads of the other number follow, the log says so", async () => {
    const [one, two] = [`+91${mobile()}`, `+91${mobile()}`];
    const kept = await personOf(
      await recordLead(db(), leadInput({ phone: one, name: "Ravi Kumar", email: null })),
    );
    const otherLead = await recordLead(
      db(),
      leadInput({ phone: two, name: "Ravi K", email: "ravi@example.in" }),
    );
    const other = await personOf(otherLead);
    expect(await findMergeCandidate(db(), two.slice(3))).toEqual({
      id: other,
      name: "Ravi K",
      phone: two,
      leads: 1,
    });
    expect(await mergePeople(db(), kept, other, meena)).toBe("merged");
    expect(await mergePeople(db(), kept, other, meena)).toBe("same");
    expect(await mergePeople(db(), kept, "not-an-id", meena)).toBe("unknown");
    expect(await personOf(otherLead)).toBe(kept);
    expect(await personOf(await recordLead(db(), leadInput({ phone: two })))).toBe(kept);
    const person = await db()
      .selectFrom("people")
      .selectAll()
      .where("id", "=", kept)
      .executeTakeFirstOrThrow();
    expect(person.email).toBe("ravi@example.in");
    const page = await getPersonPage(db(), other, { workableBy: null });
    expect(page).toEqual({ redirect: kept });
    const shown = await getPersonPage(db(), kept, { workableBy: null });
    if (!shown || shown === "forbidden" || "redirect" in shown) throw new Error("no page");
    expect(shown.leads).toHaveLength(3);
    expect(shown.timeline.map((item) => item.text)).toContain("Merged a person with 1 lead into this one");
    expect(await findMergeCandidate(db(), two)).toBeNull();
  });

  it("shows a sales executive only the leads they may work, and refuses a buyer with none", async () => {
    const phone = `+91${mobile()}`;
    const [colleague, me] = await Promise.all([
      testStaffMember(db(), "Arun"),
      testStaffMember(db(), "Kavitha"),
    ]);
    const id = await recordLead(db(), leadInput({ phone }));
    await db().updateTable("leads").set({ assigned_to: colleague }).where("id", "=", id).execute();
    expect(await getPersonPage(db(), await personOf(id), { workableBy: me })).toBe("forbidden");
    const pool = await recordLead(db(), leadInput({ phone }));
    const page = await getPersonPage(db(), await personOf(id), { workableBy: me });
    if (!page || page === "forbidden" || "redirect" in page) throw new Error("no page");
    expect(page.leads.map((lead) => lead.id)).toEqual([pool]);
  });
});

/** Migration 0023 joins the leads stored before it to people, one per phone number. */
describe("migration 0023 on leads stored before it", () => {
  const dir = mkdtempSync(join(tmpdir(), "plotsite-0023-"));
  const db = openDatabase({ kind: "sqlite", file: join(dir, "test.db") });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("makes a person per phone, named after its newest lead, with the visit as both touches", async () => {
    await migrateToLatest(
      db,
      Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0023")),
    );
    const lead = (id: string, name: string, phone: string, at: string) => ({
      id,
      kind: "enquiry",
      name,
      phone,
      email: null,
      details: "{}",
      status: "New",
      utm: '{"utm_source":"google"}',
      created_at: at,
    });
    await (db as unknown as Kysely<{ leads: ReturnType<typeof lead> }>)
      .insertInto("leads")
      .values([
        lead("a", "Priya", "+919876543210", "2026-01-01T00:00:00.000Z"),
        lead("b", "Priya Raman", "+919876543210", "2026-02-01T00:00:00.000Z"),
        lead("c", "Arun", "+919000000001", "2026-01-15T00:00:00.000Z"),
      ])
      .execute();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom("leads")
      .select(["id", "person_id", "first_touch", "last_touch", "source"])
      .orderBy("id")
      .execute();
    expect(rows[0]!.person_id).toBe(rows[1]!.person_id);
    expect(rows[2]!.person_id).not.toBe(rows[0]!.person_id);
    expect(
      rows.every((row) => row.source === "website" && row.first_touch === '{"utm_source":"google"}'),
    ).toBe(true);
    const people = await db.selectFrom("people").select(["name", "phone"]).orderBy("name").execute();
    expect(people).toEqual([
      { name: "Arun", phone: "+919000000001" },
      { name: "Priya Raman", phone: "+919876543210" },
    ]);
  });
});
