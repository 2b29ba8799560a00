import type { DB } from "../db/database.server.ts";
import { timestamp } from "../db/time.ts";
import { isId, newId } from "./ids.ts";

export type LeadKind = "enquiry" | "contact";

export interface LeadInput {
  kind: LeadKind;
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  /** The fields specific to the form (location, budget, subject); empty ones are left out. */
  details: Record<string, string | null>;
  /** The path of the page the form was on. */
  page: string | null;
  projectId: string | null;
  /** Caught by the honeypot: kept for review, but out of the sales team's list. */
  spam?: boolean;
}

/**
 * Stores a public form submission (spec §7: the original only logged it) and returns its id. The
 * project is looked up inside the insert, so an unknown or just-deleted project is stored as null
 * instead of failing the visitor's enquiry. Returns once the row is committed.
 */
export async function recordLead(db: DB, lead: LeadInput): Promise<string> {
  const id = newId();
  const details = Object.fromEntries(
    Object.entries(lead.details).filter(
      (entry): entry is [string, string] => entry[1] !== null && entry[1] !== "",
    ),
  );
  const projectId = lead.projectId !== null && isId(lead.projectId) ? lead.projectId : null;
  await db
    .insertInto("leads")
    .values((eb) => ({
      id,
      kind: lead.kind,
      name: lead.name,
      phone: lead.phone,
      email: lead.email === "" ? null : lead.email,
      details: JSON.stringify(details),
      message: lead.message === "" ? null : lead.message,
      page: lead.page,
      project_id:
        projectId === null
          ? null
          : eb.selectFrom("projects").select("projects.id").where("projects.id", "=", projectId),
      status: "New",
      spam: lead.spam ? 1 : 0,
      created_at: timestamp(),
    }))
    .execute();
  return id;
}
