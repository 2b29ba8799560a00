import { describe, expect, it } from "vitest";

import { testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { importLeads, previewLeadImport } from "./lead-import.server.ts";
import { leadImportMessages } from "./lead-import.ts";

/** Wednesday 2 December 2026, 11:00 India time. */
const now = new Date("2026-12-02T05:30:00Z");

/** A 99acres-style export: a byte-order mark, CRLF lines, Excel's quoting. */
const portalFile = (projectName: string) =>
  "\uFEFF" +
  [
    "Lead Date,Customer Name,Mobile No,Email ID,Project Name,Requirement",
    `28/11/2026 10:15,Arun Kumar,98765 43210,ARUN@Example.in,${projectName},"2 plots, east facing"`,
    `28/11/2026 11:00,Meena S,+91-98765-43211,,${projectName},`,
    `29/11/2026,Kavitha R,098765 43212,kavitha@example.in,,Call after 6`,
    `29/11/2026,No Phone,12345,,${projectName},`,
    `30/11/2026,Ravi,98765 43213,,Some Other Layout,`,
    `31/11/2026,Late Date,98765 43214,,${projectName},`,
    `28/11/2026 10:15,Arun Kumar,98765 43210,ARUN@Example.in,${projectName},"2 plots, east facing"`,
  ].join("\r\n");

describe.each(testEngines)("CSV import of portal leads on $name", (engine) => {
  const db = useTestDatabase(engine);

  it("previews the new rows and names the bad ones, imports once, and remembers the mapping", async () => {
    const project = `Acres ${engine.name}`;
    const projectId = await testProject(db(), project);
    const fallback = await testProject(db(), `Fallback ${engine.name}`);
    const request = {
      source: "99acres" as const,
      text: portalFile(project),
      mapping: null,
      defaultProjectId: fallback,
      projects: [
        { id: projectId, name: project },
        { id: fallback, name: `Fallback ${engine.name}` },
      ],
    };

    const preview = await previewLeadImport(db(), request, now);
    if ("error" in preview) throw new Error(preview.error);
    expect(preview.mapping).toEqual({ receivedAt: 0, name: 1, phone: 2, email: 3, project: 4, message: 5 });
    expect([preview.rows, preview.fresh, preview.already]).toEqual([7, 3, 0]);
    expect(preview.problems).toEqual([
      { row: 5, reason: "Please enter a valid phone number." },
      { row: 6, reason: leadImportMessages.unknownProject("Some Other Layout") },
      { row: 7, reason: leadImportMessages.badDate("31/11/2026") },
      { row: 8, reason: leadImportMessages.sameAs(2) },
    ]);
    expect(preview.sample.map((lead) => [lead.name, lead.phone, lead.project])).toEqual([
      ["Arun Kumar", "+919876543210", project],
      ["Meena S", "+919876543211", project],
      ["Kavitha R", "+919876543212", `Fallback ${engine.name}`],
    ]);
    expect(await db().selectFrom("leads").select("id").execute()).toEqual([]);

    const imported = await importLeads(
      db(),
      { name: "Meena Manager" },
      { ...request, mapping: preview.mapping, fileName: "99acres-week-48.csv" },
      now,
    );
    expect(imported).toEqual({ added: 3, already: 0, skipped: 4 });
    const leads = await db()
      .selectFrom("leads")
      .select(["name", "phone", "email", "message", "source", "project_id", "created_at"])
      .orderBy("created_at")
      .execute();
    expect(leads.map((lead) => [lead.name, lead.phone, lead.email, lead.source, lead.project_id])).toEqual([
      ["Arun Kumar", "+919876543210", "arun@example.in", "99acres", projectId],
      ["Meena S", "+919876543211", null, "99acres", projectId],
      ["Kavitha R", "+919876543212", "kavitha@example.in", "99acres", fallback],
    ]);
    expect(leads[0]!.message).toBe("2 plots, east facing");
    // The e-mail is kept in lower case, on the lead as on its buyer.
    const people = await db().selectFrom("people").select("email").where("email", "is not", null).execute();
    expect(people.map((person) => person.email).sort()).toEqual(["arun@example.in", "kavitha@example.in"]);
    expect(new Date(leads[0]!.created_at).toISOString()).toBe("2026-11-28T04:45:00.000Z");
    const audit = await db()
      .selectFrom("audit_log")
      .select("summary")
      .where("action", "=", "lead-import")
      .execute();
    expect(audit.map((entry) => entry.summary)).toEqual([
      "Imported 3 leads from 99acres (99acres-week-48.csv)",
    ]);

    // The same file again adds nothing; the next file of the source is mapped as this one was.
    const again = await importLeads(
      db(),
      { name: "Meena Manager" },
      { ...request, mapping: preview.mapping, fileName: "99acres-week-48.csv" },
      now,
    );
    expect(again).toEqual({ added: 0, already: 3, skipped: 4 });
    expect(await db().selectFrom("leads").select("id").execute()).toHaveLength(3);
    const renamed = ["Buyer,Phone Number,When", "Lakshmi,98765 43219,01/12/2026"].join("\n");
    await importLeads(
      db(),
      { name: "Meena Manager" },
      { ...request, text: renamed, mapping: { name: 0, phone: 1, receivedAt: 2 }, fileName: "own.csv" },
      now,
    );
    const next = await previewLeadImport(
      db(),
      { ...request, text: ["When,Buyer,Phone Number", "02/12/2026,Devi,98765 43218"].join("\n") },
      now,
    );
    if ("error" in next) throw new Error(next.error);
    expect(next.mapping).toEqual({ receivedAt: 0, name: 1, phone: 2 });
    expect(next.fresh).toBe(1);
  });

  it("knows a row sent back by the preview's form, whose line breaks became CRLF", async () => {
    const request = (text: string) => ({
      source: "housing" as const,
      text,
      mapping: null,
      defaultProjectId: null,
      projects: [],
    });
    const file = 'Name,Phone,Message\nAnu,98765 43230,"Two plots\nnear the school"\n';
    const first = await importLeads(
      db(),
      { name: "Meena Manager" },
      { ...request(file), mapping: { name: 0, phone: 1, message: 2 }, fileName: "housing.csv" },
      now,
    );
    expect(first).toEqual({ added: 1, already: 0, skipped: 0 });
    const again = await previewLeadImport(db(), request(file.replace(/\n/g, "\r\n")), now);
    expect(again).toMatchObject({ fresh: 0, already: 1 });
  });

  it("refuses a file that is not CSV, has no rows, or lacks the columns a lead needs", async () => {
    const ask = (text: string) =>
      previewLeadImport(
        db(),
        { source: "spreadsheet", text, mapping: null, defaultProjectId: null, projects: [] },
        now,
      );
    expect(await ask('Name,Phone\n"Arun,98765 43210\n')).toEqual({ error: leadImportMessages.notCsv });
    expect(await ask("Name,Phone\n")).toEqual({ error: leadImportMessages.empty });
    const unmapped = await ask("Customer,Notes\nArun,Call\n");
    expect(unmapped).toMatchObject({ mappingError: leadImportMessages.unmapped("Name"), fresh: 0 });
    const tooMany = [
      "Name,Phone",
      ...Array.from({ length: 2001 }, (_, i) => `Buyer ${i},98765 ${String(i).padStart(5, "0")}`),
    ];
    expect(await ask(tooMany.join("\n"))).toEqual({ error: leadImportMessages.tooMany });
  });
});
