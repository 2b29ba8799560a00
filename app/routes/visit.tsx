import { data, redirect } from "react-router";

import { siteFromMatches, useT } from "#app/components/site/site-data.ts";
import { VisitManage } from "#app/components/site-visit/visit-manage.static.tsx";
import { servicesContext } from "#app/context.ts";
import { buyerVisit, changeVisitByBuyer } from "#app/domain/leads/visit-changes.server.ts";
import { visitFromToken } from "#app/domain/visits/index.server.ts";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { readForm } from "#app/lib/read-form.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";

import type { Route } from "./+types/visit";

/** A plain page with plain forms: no framework runtime (issue 13). */
export const handle = scriptlessPage(["done", "refused"]);

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(siteFromMatches(matches).locale);
  return [{ title: t("visit:pageTitle") }, { name: "robots", content: "noindex" }];
}

/** Issue "Site visits and bookings": the buyer's visit, from the signed link in their mail; any other address is 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, signingSecret } = context.get(servicesContext);
  const visitId = visitFromToken(signingSecret, params.token);
  const url = new URL(request.url);
  const visit = visitId ? await buyerVisit(db, visitId, new Date(), localeOfPath(url.pathname)) : null;
  const query = url.searchParams;
  const page = { visit, done: query.get("done"), refused: query.get("refused") };
  return visit ? page : data(page, { status: 404 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, signingSecret } = context.get(servicesContext);
  const visitId = visitFromToken(signingSecret, params.token);
  if (!visitId) throw data("Not Found", { status: 404 });
  const form = await readForm(request);
  const change =
    form.get("intent") === "cancel"
      ? ({ intent: "cancel" } as const)
      : ({ intent: "move", slot: String(form.get("slot") ?? "") } as const);
  const result = await changeVisitByBuyer(db, visitId, change);
  // Back to the page in the language it was posted from.
  const here = localizedPath(`/visit/${params.token}`, localeOfPath(new URL(request.url).pathname));
  if (result.ok) return redirect(`${here}?done=${change.intent === "cancel" ? "cancelled" : "moved"}`, 303);
  return redirect(`${here}?refused=${result.field === "slot" ? "slot" : "visit"}`, 303);
}

export default function Visit({ loaderData }: Route.ComponentProps) {
  const { visit, done, refused } = loaderData;
  const t = useT();
  if (!visit) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-semibold text-forest-900">{t("visit:invalidLink")}</h1>
        <p className="mt-2 text-neutral-700">{t("visit:invalidLinkText")}</p>
      </div>
    );
  }
  return <VisitManage visit={visit} done={done} refused={refused} />;
}
