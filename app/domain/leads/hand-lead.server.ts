import type { DB } from "#app/db/database.server.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import { handLeadSchema, type HandLeadField } from "./lead-forms.ts";
import { storeLead } from "./leads.server.ts";

/** What the "Add a lead" form leads to: the new lead's page, or the form again with its messages. */
export type HandLeadResult =
  | { ok: true; id: string }
  | { ok: false; values: Partial<Record<HandLeadField, string>>; errors: FieldErrors<HandLeadField> };

/**
 * Issue "One inbox": a call or a walk-in typed in by staff. It joins the buyer of its phone number
 * as every lead does and sends nobody an alert (the person who typed it is on it); `assignTo` is
 * who works it from the start (a sales executive's own lead), or nobody yet.
 */
export async function addHandLead(
  db: DB,
  values: Record<string, string>,
  assignTo: string | null,
): Promise<HandLeadResult> {
  const parsed = handLeadSchema.safeParse(values);
  if (!parsed.success) return { ok: false, values, errors: fieldErrors(parsed.error) };
  const lead = parsed.data;
  const { id } = await storeLead(db, {
    kind: "enquiry",
    source: lead.source,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    message: lead.message || null,
    details: {},
    page: null,
    projectId: lead.projectId,
    plotNumber: lead.plot,
    assignedTo: assignTo,
    alert: false,
  });
  return { ok: true, id };
}
