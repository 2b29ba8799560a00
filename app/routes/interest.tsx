import { clientIpContext, servicesContext } from "#app/context.ts";
import { isId } from "#app/lib/ids.ts";
import { readFormValues } from "#app/domain/leads/lead-forms.ts";
import { interestKinds, recordInterest, type InterestKind } from "#app/domain/leads/leads.server.ts";
import { hitRateLimit } from "#app/lib/rate-limit.server.ts";

import type { Route } from "./+types/interest";

/** Interest events per client address: a person clicks a few times, a script many. */
const interestLimit = { limit: 30, windowMs: 10 * 60 * 1000 };

function isInterestKind(value: unknown): value is InterestKind {
  return typeof value === "string" && (interestKinds as readonly string[]).includes(value);
}

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/**
 * Counts an anonymous sign of interest (the project page's WhatsApp button sends `kind=whatsapp`
 * and the project id with navigator.sendBeacon as the chat opens). Nothing personal is kept and
 * the browser waits for nothing: the answer is an empty 204, also over the per-address limit
 * (then nothing is counted). Anything that is not such a post gets a 400 (a body that is not a
 * form a 415), never a server error. PUT, PATCH and DELETE never get here (server/request-guards.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = await readFormValues(request);
  const projectId = values.projectId ?? "";
  if (!isInterestKind(values.kind) || !isId(projectId)) {
    return new Response("Bad request.", { status: 400, headers: { "Content-Type": "text/plain" } });
  }
  const { db } = context.get(servicesContext);
  try {
    const hit = await hitRateLimit(db, `interest:${context.get(clientIpContext)}`, interestLimit);
    if (hit.allowed) await recordInterest(db, values.kind, projectId);
  } catch (error) {
    // A lost count is not worth an error for the visitor, who is on the way to WhatsApp.
    console.error("Could not record an interest event:", error);
  }
  return noContent();
}

export function loader() {
  return new Response("Method not allowed.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain" },
  });
}
