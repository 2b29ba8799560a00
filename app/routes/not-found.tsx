import { data } from "react-router";

import { siteFromMatches, useHref, useT } from "#app/components/site/site-data.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";

import type { Route } from "./+types/not-found";

/** Any path no other route claims: a real 404, shown inside the site's header and footer. */
export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(siteFromMatches(matches).locale);
  return [{ title: t("site:pageNotFound") }, { name: "robots", content: "noindex" }];
}

/** Two links: no framework runtime (issue 13). A 404 is never kept in the page cache. */
export const handle = scriptlessPage();

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  const t = useT();
  const href = useHref();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-forest-800">{t("site:pageNotFound")}</h1>
      <p className="mt-4 text-neutral-600">{t("site:pageNotFoundText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a className="rounded-md bg-forest-700 px-5 py-3 font-medium text-white" href={href("/")}>
          {t("site:backToHome")}
        </a>
        <a
          className="rounded-md px-5 py-3 font-medium text-forest-800 ring-1 ring-forest-700"
          href={href("/projects")}
        >
          {t("site:seeOurProjects")}
        </a>
      </div>
    </section>
  );
}
