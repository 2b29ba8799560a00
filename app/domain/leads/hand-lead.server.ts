import type { DB } from "#app/db/database.server.ts";
import { findPlotByNumber } from "#app/domain/plots/index.server.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import { isId } from "#app/lib/ids.ts";
import { handLeadSchema, type HandLeadField } from "./lead-forms.ts";
import { handLeadMessages } from "./lead-sources.ts";
import { storeLead } from "./leads.server.ts";

/** What the "Add a lead" form leads to: the new lead's page, or the form again with its messages. */
export type HandLeadResult =
  | { ok: true; id: string }
  | { ok: false; values: Partial<Record<HandLeadField, string>>; errors: FieldErrors<HandLeadField> };

/**
 * The project and plot as typed, checked: staff chose them, so one that does not exist (a project
 * deleted since the form was shown, a plot number the project lacks) is refused next to its field
 * rather than dropped, as a website visitor's would be.
 */
async function placeErrors(
  db: DB,
  values: Record<string, string>,
): Promise<FieldErrors<"projectId" | "plot">> {
  const projectId = values.projectId?.trim() ?? "";
  const plot = values.plot?.trim() ?? "";
  const project =
    projectId === "" || !isId(projectId)
      ? undefined
      : await db.selectFrom("projects").select(["id", "name"]).where("id", "=", projectId).executeTakeFirst();
  if (projectId !== "" && !project) return { projectId: handLeadMessages.project };
  if (plot === "") return {};
  if (!project) return { plot: handLeadMessages.plotProject };
  const found = plot.length <= 20 ? await findPlotByNumber(db, project.id, plot) : null;
  return found ? {} : { plot: handLeadMessages.plot(plot, project.name) };
}

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
  const errors = {
    ...(await placeErrors(db, values)),
    ...(parsed.success ? {} : fieldErrors<HandLeadField>(parsed.error)),
  };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, values, errors };
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
