import { servicesContext } from "#app/context.ts";
import { hookAnswer, jsonBodyOrRefusal } from "#app/domain/leads/hook-requests.server.ts";
import { receiveMetaDelivery, verifyMetaSubscription } from "#app/domain/leads/meta-leads.server.ts";

import type { Route } from "./+types/meta";

/** Issue "One inbox": Meta's subscription check of this address. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { status, text } = verifyMetaSubscription(
    new URL(request.url).searchParams,
    context.get(servicesContext).adLeads.meta,
  );
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A signed delivery of new leads' ids: stored once, answered at once, fetched by the meta-leads job. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await jsonBodyOrRefusal(request);
  if (body instanceof Response) return body;
  const { db, adLeads } = context.get(servicesContext);
  const answer = await receiveMetaDelivery(
    db,
    body,
    request.headers.get("x-hub-signature-256"),
    adLeads.meta,
  );
  if (answer.events > 0) adLeads.kickMeta();
  return hookAnswer("Meta", answer);
}
