import { describe, expect, it } from "vitest";

import { leadInput, testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { countLeads, leadFilterFromSearch } from "#app/domain/leads/lead-inbox.server.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { adminProjectListing } from "#app/domain/projects/project-list.server.ts";
import { deleteProject, updateProject } from "#app/domain/projects/projects.server.ts";

/**
 * Issue "Fast at any size": the search boxes read trigram indexes (migration 0009). On SQLite the
 * index is a table of its own kept in step by triggers: every insert, change and delete shows.
 */
describe.each(testEngines)("search boxes on $name", (engine) => {
  const db = useTestDatabase(engine);
  const found = async (q: string) =>
    (await adminProjectListing(db(), { q, page: 1 })).rows.map((r) => r.name);

  it("finds a project by any part of its name or place, in any case, as it changes", async () => {
    const id = await testProject(db(), "Sunrise Avenue");
    await testProject(db(), "Lake View");
    expect(await found("RISE av")).toEqual(["Sunrise Avenue"]);
    expect(await found("oragadam")).toHaveLength(2);
    await updateProject(db(), id, { name: "Moonlight Gardens" });
    expect(await found("sunrise")).toEqual([]);
    expect(await found("light gar")).toEqual(["Moonlight Gardens"]);
    await deleteProject(db(), id);
    expect(await found("light gar")).toEqual([]);
    // Quotes and like wildcards are only text.
    expect(await found('"%_')).toEqual([]);
  });

  it("finds a lead by name, e-mail or the digits of its phone number", async () => {
    await recordLead(
      db(),
      leadInput({ name: "Karthik Subramanian", phone: "+919840012345", email: "k@mail.in" }),
    );
    await recordLead(db(), leadInput({ name: "Meena", phone: "+919000000001", email: "meena@example.in" }));
    const count = (q: string) => countLeads(db(), leadFilterFromSearch(new URLSearchParams({ q })));
    expect(await count("subraman")).toBe(1);
    expect(await count("EXAMPLE.in")).toBe(1);
    expect(await count("098400 12345")).toBe(1);
    expect(await count("Me")).toBe(1);
    expect(await count("nobody")).toBe(0);
  });
});
