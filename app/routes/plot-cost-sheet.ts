import { servicesContext } from "#app/context.ts";
import { isWomanBuyer, plotCostPath } from "#app/domain/costs/index.ts";
import { loanTermsOf } from "#app/domain/costs/index.server.ts";
import { costSheetResponse, plotCostFacts, verifyCostSheetLink } from "#app/domain/projects/index.server.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";

import type { Route } from "./+types/plot-cost-sheet";

/**
 * A plot's cost sheet behind the form: `?token=` must be the signed, unexpired link the
 * `cost-sheet` action handed out for this plot and buyer after storing the visitor's lead; else
 * back to the plot's cost page, where the form asks again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const settings = await getSiteSettings(services.db);
  const facts = await plotCostFacts(services.db, params.id, params.number, loanTermsOf(settings));
  if (!facts) {
    return new Response("No such plot.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const query = new URL(request.url).searchParams;
  const woman = isWomanBuyer(query);
  if (!verifyCostSheetLink(services.signingSecret, facts, woman, query.get("token"))) {
    return new Response(null, {
      status: 303,
      headers: {
        Location: `${plotCostPath(facts.project.id, facts.plot.number)}#cost-sheet`,
        "Cache-Control": "no-store",
      },
    });
  }
  return costSheetResponse(facts, settings, { woman, name: null });
}
