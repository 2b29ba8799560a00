import { redirect } from "react-router";

import {
  BlogListing,
  BlogsHeader,
  blogButtonClass,
  NoBlogsYet,
} from "#app/components/blog/blog-listing.static.tsx";
import { SampleContentNotice } from "#app/components/site/sample-content-notice.static.tsx";
import { categoryName } from "#app/domain/blogs/index.ts";
import { siteFromMatches, useHref, useT } from "#app/components/site/site-data.ts";
import { servicesContext } from "#app/context.ts";
import { publishedBlogListing } from "#app/domain/blogs/blog-listing.server.ts";
import { blogsPath, blogsQueryKeys, readBlogsQuery } from "#app/domain/blogs/blog-paths.ts";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/blogs";

/** Odd parameters and pages past the last go to the clean address, in the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const query = readBlogsQuery(url.searchParams);
  const pathOf = (page: number) => localizedPath(blogsPath({ category: query.category, page }), locale);
  if (!query.canonical) throw redirect(pathOf(query.page));
  const listing = await publishedBlogListing(context.get(servicesContext).db, query, locale);
  if (query.page > listing.pageCount) throw redirect(pathOf(listing.pageCount));
  return listing;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { settings, siteUrl, locale } = siteFromMatches(matches);
  const t = translator(locale);
  const category = loaderData?.category ?? null;
  const name = category && categoryName(t, category);
  const page = loaderData?.page ?? 1;
  const company = settings.companyName;
  return seoMeta({
    locale,
    title: [name, t("blog:pageTitle"), page > 1 ? t("blog:pageTitleWithPage", { page }) : null]
      .filter(Boolean)
      .join(" – "),
    description: name
      ? t("blog:metaDescriptionCategory", { category: name, company })
      : t("blog:metaDescription", { company }),
    path: blogsPath({ category, page }),
    siteUrl,
    siteName: settings.companyName,
    image: loaderData?.blogs[0]?.featuredImage,
  });
}

/** The listing's loading status and the setup panel are modules: no framework runtime (issue 13). */
export const handle = scriptlessPage(blogsQueryKeys);

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 pt-6 empty:hidden sm:px-6 lg:px-8">
        <SampleContentNotice />
      </div>
      <BlogsHeader />
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        {loaderData.categories.length === 0 ? <NoBlogsYet /> : <BlogListing {...loaderData} />}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const href = useHref();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-forest-900">{t("blog:couldNotLoad")}</h1>
      <p className="mt-4 text-neutral-700">{t("blog:tryAgainSoon")}</p>
      <a href={href(blogsPath({ category: null }))} className={`mt-8 ${blogButtonClass}`}>
        {t("blog:tryAgain")}
      </a>
    </section>
  );
}
