import { LoaderCircle } from "lucide-react";
import { Link, redirect, useNavigation } from "react-router";

import { BlogCard, type BlogCardData } from "~/components/blog/blog-card";
import { blogsPath, readBlogsQuery } from "~/domain/blogs/blog-paths";
import { CategoryChips } from "~/components/blog/category-chips";
import { Pagination } from "~/components/blog/pagination";
import { SampleContentNotice } from "~/components/site/sample-content-notice";
import { SetupPanel } from "~/components/site/setup-panel";
import { servicesContext } from "~/context";
import { listPublishedBlogs, listPublishedCategories, publicDate } from "~/domain/blogs/blogs.server";
import { formatLongDate } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { siteFromMatches } from "~/components/site/site-data";

import type { Route } from "./+types/blogs";

/** Beyond this many posts the listing pages (the spec loads everything at once). */
const pageSize = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readBlogsQuery(new URL(request.url).searchParams);
  if (!query.canonical) throw redirect(blogsPath(query));
  const { category, page } = query;

  const { db } = context.get(servicesContext);
  const [categories, { blogs, total }] = await Promise.all([
    listPublishedCategories(db),
    listPublishedBlogs(db, { category, limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) throw redirect(blogsPath({ category, page: pageCount }));

  const cards: BlogCardData[] = blogs.map((blog) => {
    const date = publicDate(blog);
    return {
      slug: blog.slug,
      title: blog.title,
      excerpt: blog.excerpt,
      featuredImage: blog.featuredImage,
      category: blog.category,
      tags: blog.tags.slice(0, 3),
      date: date.toISOString(),
      dateLabel: formatLongDate(date),
    };
  });
  return { blogs: cards, categories, category, page, pageCount };
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

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { blogs, categories, category, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blogs";
  const noBlogsAtAll = categories.length === 0;

  return (
    <div className="pb-16 sm:pb-24">
      <div className="mx-auto max-w-7xl px-4 pt-6 empty:hidden sm:px-6 lg:px-8">
        <SampleContentNotice />
      </div>
      <header className="border-b border-forest-900/10 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-forest-700 uppercase">Blogs</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight text-balance text-forest-900 sm:text-4xl lg:text-5xl">
            Guides for buying land with confidence
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-pretty text-neutral-700">
            Plain-language articles on approvals, RERA, loans, Vastu and the places we build in, so you know
            what to check before you buy a plot.
          </p>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        {noBlogsAtAll ? (
          <section aria-labelledby="no-blogs" className="mx-auto max-w-2xl py-8 text-center">
            <h2 id="no-blogs" className="text-2xl font-semibold text-forest-900">
              No Blogs Yet
            </h2>
            <p className="mt-3 text-neutral-700">
              Our first articles are on their way. Please check back soon.
            </p>
            <div className="mt-8 text-left">
              <SetupPanel variant="blogs" />
            </div>
          </section>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              <CategoryChips categories={categories} active={category} />
              <p role="status" className="inline-flex items-center gap-2 text-sm text-neutral-600">
                {loading && (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                    Loading blogs...
                  </>
                )}
              </p>
            </div>
            <div
              aria-busy={loading}
              className={`mt-8 transition-opacity duration-200 ${loading ? "opacity-50" : "opacity-100"}`}
            >
              {blogs.length === 0 ? (
                <section aria-labelledby="no-blogs" className="mx-auto max-w-xl py-12 text-center">
                  <h2 id="no-blogs" className="text-2xl font-semibold text-forest-900">
                    No Blogs in "{category}"
                  </h2>
                  <p className="mt-3 text-neutral-700">There are no articles in this category yet.</p>
                  <Link
                    to="/blogs"
                    className="mt-6 inline-flex min-h-11 items-center rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
                  >
                    See all blogs
                  </Link>
                </section>
              ) : (
                <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                  {blogs.map((blog, index) => (
                    <li key={blog.slug}>
                      <BlogCard blog={blog} priority={index === 0} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={page} pageCount={pageCount} category={category} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold text-forest-900">We could not load the blogs</h1>
      <p className="mt-4 text-neutral-700">Please try again in a moment.</p>
      <Link
        to="/blogs"
        reloadDocument
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
      >
        Try again
      </Link>
    </section>
  );
}
