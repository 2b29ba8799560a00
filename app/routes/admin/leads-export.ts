import { requireStaff } from "~/domain/staff/session.server";
import { csvResponse } from "~/lib/csv-response";
import { servicesContext } from "~/context";
import { leadsCsv, leadsCsvFilename } from "~/domain/leads/lead-csv";
import { leadFilterFromSearch, listLeadsForExport } from "~/domain/leads/lead-inbox.server";

import type { Route } from "./+types/leads-export";

/** Issue "Inbox": the filtered list (every page) as a CSV file that opens correctly in Excel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const filter = leadFilterFromSearch(new URL(request.url).searchParams);
  const leads = await listLeadsForExport(db, filter);
  return csvResponse(leadsCsv(leads), leadsCsvFilename());
}
