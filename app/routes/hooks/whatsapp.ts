import { servicesContext } from "#app/context.ts";
import { jsonBodyOrRefusal } from "#app/domain/leads/hook-requests.server.ts";
import { receiveWhatsAppDelivery, verifyWhatsAppSubscription } from "#app/domain/whatsapp/index.server.ts";

import type { Route } from "./+types/whatsapp";

const noStore = { "Cache-Control": "no-store" };

/** Issue "WhatsApp channel": Meta's subscription check of this address. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { status, text } = verifyWhatsAppSubscription(
    new URL(request.url).searchParams,
    context.get(servicesContext).whatsApp.config,
  );
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...noStore } });
}

/** A signed delivery of buyers' messages and our messages' statuses. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await jsonBodyOrRefusal(request);
  if (body instanceof Response) return body;
  const { db, whatsApp, leadAlerts } = context.get(servicesContext);
  const answer = await receiveWhatsAppDelivery(
    db,
    body,
    request.headers.get("x-hub-signature-256"),
    whatsApp.config,
  );
  if (answer.status >= 400) console.warn(`WhatsApp webhook refused (${answer.status}): ${answer.body.error}`);
  // A new lead's alerts (mail and WhatsApp) leave at once.
  if (answer.news) leadAlerts.kick();
  return Response.json(answer.body, { status: answer.status, headers: noStore });
}
