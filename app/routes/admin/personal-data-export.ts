import { data } from "react-router";

import { servicesContext } from "#app/context.ts";
import { personKeyOf } from "#app/domain/leads/person-leads.server.ts";
import { personDataFile } from "#app/domain/personal-data/personal-data.server.ts";
import { personalDataMessages } from "#app/domain/personal-data/personal-data-view.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { downloadResponse } from "#app/lib/download-response.ts";

import type { Route } from "./+types/personal-data-export";

/** "Download all": everything held under the phone number or e-mail, as one JSON file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "personal-data");
  const key = personKeyOf(new URL(request.url).searchParams.get("q") ?? "");
  if (!key) throw data({ error: personalDataMessages.unreadable }, { status: 400 });
  const { json, filename } = await personDataFile(context.get(servicesContext).db, key, staff);
  return downloadResponse(json, filename, "application/json; charset=utf-8");
}
