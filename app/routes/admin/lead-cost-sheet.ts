import { data } from "react-router";

import { servicesContext } from "#app/context.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { isWomanBuyer } from "#app/domain/costs/index.ts";
import { loanTermsOf } from "#app/domain/costs/index.server.ts";
import { getLead } from "#app/domain/leads/lead-inbox.server.ts";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import { costSheetResponse, noCostSheet, plotCostFacts } from "#app/domain/projects/index.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { mayWorkLead } from "#app/domain/staff/roles.ts";
import { forbidden, requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/lead-cost-sheet";

/**
 * Issue "What it costs": the cost sheet (PDF) of the plot a lead asked about, made out to the
 * buyer, for staff who work the lead (`?buyer=woman` for the women buyers' fee). Each one made is
 * in the lead's history.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const me = requirePermission(context, "read-leads");
  const { db } = context.get(servicesContext);
  const lead = await getLead(db, params.id);
  if (!lead) throw data("No such lead.", { status: 404 });
  if (!mayWorkLead(me, lead.assignedTo)) throw forbidden();
  const settings = await getSiteSettings(db);
  const facts = await plotCostFacts(db, lead.projectId, lead.plotNumber, loanTermsOf(settings));
  if (!facts) return noCostSheet(leadPath(lead.id));
  const woman = isWomanBuyer(new URL(request.url).searchParams);
  await recordAudit(db, {
    actor: me.name,
    action: "lead-cost-sheet",
    entity: "lead",
    entityId: lead.id,
    summary: `Made the cost sheet of plot ${facts.plot.number}, ${facts.project.name}${woman ? " (woman buyer)" : ""}`,
  });
  return costSheetResponse(facts, settings, { woman, name: lead.name });
}
