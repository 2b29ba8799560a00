import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { newId } from "#app/lib/ids.ts";
import { recordLead, type LeadInput } from "#app/domain/leads/leads.server.ts";
import { addProject } from "#app/domain/projects/projects.server.ts";

/** Shared set-up of the lead data-layer tests (inbox and staff actions). */

export function leadInput(overrides: Partial<LeadInput> = {}): LeadInput {
  return {
    kind: "enquiry",
    name: "Priya Raman",
    phone: "+919876543210",
    email: "priya@example.in",
    message: "Looking for an east facing plot.",
    details: { location: "Coimbatore", budget: "25-50L" },
    page: "/",
    projectId: null,
    ...overrides,
  };
}

/** Stores a lead received at `receivedAt` (an ISO time). */
export async function leadAt(
  db: DB,
  receivedAt: string,
  overrides: Partial<LeadInput> = {},
): Promise<string> {
  const id = await recordLead(db, leadInput(overrides));
  const at = timestamp(new Date(receivedAt));
  await db.updateTable("leads").set({ created_at: at, status_changed_at: at }).where("id", "=", id).execute();
  return id;
}

export function testProject(db: DB, name: string): Promise<string> {
  return addProject(db, {
    name,
    location: "Oragadam, Chennai",
    priceRange: "₹15 L - ₹32 L",
    plotSizes: "600 - 2400 sq.ft",
    totalPlots: 120,
    soldPlots: 45,
    description: "DTCP approved plots.",
    bannerImage: "/media/abc-1600x1200",
    images: [],
    highlights: [],
    amenities: [],
    nearbyPlaces: [],
  });
}

/** A staff account row (the data layer only reads id, name and disabled). */
export async function testStaffMember(db: DB, name: string, disabled = false): Promise<string> {
  const id = newId();
  const now = timestamp();
  await db
    .insertInto("auth_user")
    .values({
      id,
      name,
      email: `${id}@example.in`,
      email_verified: 1,
      image: null,
      role: "admin",
      disabled: disabled ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** Empties the tables the lead tests write. */
export async function clearLeadTables(db: DB): Promise<void> {
  await db.deleteFrom("leads").execute();
  await db.deleteFrom("audit_log").execute();
  await db.deleteFrom("projects").execute();
  await db.deleteFrom("auth_user").execute();
}

/**
 * Issue "Site visits and bookings": the bookings with their receipts, the receipt counters and
 * the templates, then the plots they hold and the leads: what a test of bookings leaves behind.
 */
export async function clearBookingTables(db: DB): Promise<void> {
  await db.deleteFrom("booking_receipts").execute();
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("receipt_counters").execute();
  await db.deleteFrom("booking_terms").execute();
  await db.deleteFrom("plots").execute();
  await clearLeadTables(db);
}
