import { servicesContext } from "#app/context.ts";
import { receiveGoogleLead } from "#app/domain/leads/google-leads.server.ts";
import { hookAnswer, jsonBodyOrRefusal, onlyPost } from "#app/domain/leads/hook-requests.server.ts";

import type { Route } from "./+types/google-leads";

/** Issue "One inbox": Google Ads lead forms post their leads here (POST only). */
export const loader = onlyPost;

export async function action({ request, context }: Route.ActionArgs) {
  const body = await jsonBodyOrRefusal(request);
  if (body instanceof Response) return body;
  const { db, adLeads, leadAlerts } = context.get(servicesContext);
  const answer = await receiveGoogleLead(db, body.toString("utf8"), { envKey: adLeads.googleKey });
  if (answer.body.stored) leadAlerts.kick();
  return hookAnswer("Google Ads", answer);
}
