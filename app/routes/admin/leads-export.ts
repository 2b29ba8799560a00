import { requirePermission } from "#app/domain/staff/session.server.ts";
import { csvResponse } from "#app/lib/download-response.ts";
import { servicesContext } from "#app/context.ts";
import { leadsCsv, leadsCsvFilename } from "#app/domain/leads/lead-csv.ts";
import { recordLeadExport } from "#app/domain/leads/lead-access.server.ts";
import { leadFilterFromSearch, listLeadsForExport } from "#app/domain/leads/lead-inbox.server.ts";

import type { Route } from "./+types/leads-export";

/** Issue "Inbox": the filtered list (every page) as a CSV file that opens correctly in Excel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "manage-leads");
  const { db } = context.get(servicesContext);
  const filter = leadFilterFromSearch(new URL(request.url).searchParams);
  const leads = await listLeadsForExport(db, filter);
  const ids = leads.map((lead) => lead.id);
  await recordLeadExport(db, staff, ids);
  return csvResponse(leadsCsv(leads), leadsCsvFilename());
}
