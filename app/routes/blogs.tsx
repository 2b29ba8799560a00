import { redirect } from "react-router";

import {
  BlogListing,
  BlogsHeader,
  blogButtonClass,
  NoBlogsYet,
} from "#app/components/blog/blog-listing.static.tsx";
import { SampleContentNotice } from "#app/components/site/sample-content-notice.static.tsx";
import { siteFromMatches } from "#app/components/site/site-data.ts";
import { servicesContext } from "#app/context.ts";
import { publishedBlogListing } from "#app/domain/blogs/blog-listing.server.ts";
import { blogsPath, blogsQueryKeys, readBlogsQuery } from "#app/domain/blogs/blog-paths.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/blogs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readBlogsQuery(new URL(request.url).searchParams);
  if (!query.canonical) throw redirect(blogsPath(query));
  const listing = await publishedBlogListing(context.get(servicesContext).db, query);
  if (query.page > listing.pageCount) {
    throw redirect(blogsPath({ category: query.category, page: listing.pageCount }));
  }
  return listing;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { settings, siteUrl } = siteFromMatches(matches);
  const category = loaderData?.category ?? null;
  const page = loaderData?.page ?? 1;
  return seoMeta({
    title: [category, "Blogs", page > 1 ? `Page ${page}` : null].filter(Boolean).join(" – "),
    description: category
      ? `${category}: guides and news for plot buyers from ${settings.companyName}.`
      : `Guides on approvals, RERA, loans, Vastu and locations for families buying a plot, from ${settings.companyName}.`,
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
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-forest-900">We could not load the blogs</h1>
      <p className="mt-4 text-neutral-700">Please try again in a moment.</p>
      <a href="/blogs" className={`mt-8 ${blogButtonClass}`}>
        Try again
      </a>
    </section>
  );
}
