import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { servicesContext, type AppServices } from "#app/context.ts";
import type { DB } from "#app/db/database.server.ts";
import { draftMessages } from "#app/domain/drafts/index.ts";
import { findDraft } from "#app/domain/drafts/index.server.ts";
import { emptyProjectValues } from "#app/domain/projects/project-views.ts";
import { staffContext, type StaffUser } from "#app/domain/staff/session.server.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";

import { action } from "./draft.ts";

/** Issue "Publish later and go back": what the editors' autosave posts to takes and refuses. */
const editor: StaffUser = {
  id: "staff-1",
  name: "Meena Raman",
  email: "meena@example.in",
  role: "content-editor",
  twoFactorEnabled: false,
};

function contextFor(db: DB, staff: StaffUser | null) {
  const context = new RouterContextProvider();
  context.set(servicesContext, { db } as unknown as AppServices); // only the database is used
  context.set(staffContext, staff);
  return context;
}

function post(
  db: DB,
  params: { entity: string; id?: string },
  fields: Record<string, string>,
  staff = editor,
) {
  const body = new URLSearchParams(fields);
  const request = new Request(`https://www.example.in/admin/drafts/${params.entity}/${params.id ?? ""}`, {
    method: "POST",
    body,
  });
  const args = { request, params, context: contextFor(db, staff) };
  return action(args as unknown as Parameters<typeof action>[0]);
}

/** What a refused draft answers: its status and message. */
async function refusal(answer: Promise<Response>) {
  const response = await answer;
  return { status: response.status, body: (await response.json()) as unknown };
}

describe.each(testEngines)("the draft route on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("drafts").execute();
    await db().deleteFrom("projects").execute();
  });

  it("keeps the form as typed, unchecked, with the revision opened, then discards it", async () => {
    const id = await testProject(db(), "Green Meadows");
    const fields = { intent: "save", id, revision: "2", name: "Green Mea", highlights: "DTCP" };
    expect((await post(db(), { entity: "project", id }, fields)).status).toBe(204);
    const key = { authorId: editor.id, entity: "project" as const, recordId: id };
    expect(await findDraft(db(), key, emptyProjectValues)).toMatchObject({
      values: expect.objectContaining({ name: "Green Mea", highlights: ["DTCP"], description: "" }),
      revision: 2,
    });

    const discarded = await post(
      db(),
      { entity: "project", id },
      { intent: "discard", back: "/admin/projects" },
    );
    expect(discarded.status).toBe(303);
    expect(discarded.headers.get("Location")).toBe("/admin/projects");
    expect(await findDraft(db(), key, emptyProjectValues)).toBeNull();
  });

  it("refuses an unknown kind of record, a record that is not there, and a draft over 1 MB", async () => {
    expect(await refusal(post(db(), { entity: "plots" }, { name: "x" }))).toEqual({
      status: 404,
      body: { message: draftMessages.unknownEntity },
    });
    const gone = "0b7d3c1e-4a59-4c6e-9a51-2f3c4d5e6f70";
    expect(await refusal(post(db(), { entity: "blog", id: gone }, { title: "x" }))).toEqual({
      status: 404,
      body: { message: draftMessages.unknownRecord },
    });
    const large = { title: "Long", content: "<p>Plots</p>".repeat(100_000) };
    expect(await refusal(post(db(), { entity: "blog" }, large))).toEqual({
      status: 413,
      body: { message: draftMessages.tooLarge },
    });
    expect(await db().selectFrom("drafts").selectAll().execute()).toEqual([]);
  });

  it("is refused to a role that does not edit content, and when signed out", async () => {
    const answer = (staff: StaffUser | null) =>
      post(db(), { entity: "blog" }, { title: "x" }, staff as StaffUser).catch(
        (refused: { init?: { status?: number } }) => refused.init?.status,
      );
    expect(await answer({ ...editor, role: "sales-executive" })).toBe(403);
    expect(await answer(null)).toBe(401);
  });
});
