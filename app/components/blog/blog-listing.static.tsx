import { LoaderCircle } from "lucide-react";

import { Pager } from "#app/components/ui/pager.static.tsx";
import { SetupPanel } from "#app/components/site/setup-panel.static.tsx";
import { useHref, useT } from "#app/components/site/site-data.ts";
import { blogsPath } from "#app/domain/blogs/blog-paths.ts";
import type { BlogCardData } from "#app/domain/blogs/blog-card.ts";

import { BlogCard } from "./blog-card.static.tsx";
import listingScript from "./blog-listing-script.ts?script";
import { CategoryChips } from "./category-chips.static.tsx";
import { categoryName } from "#app/domain/blogs/index.ts";

/** The dark green button of the blog pages' empty and error states. */
export const blogButtonClass =
  "inline-flex min-h-11 items-center rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700";

export function BlogsHeader() {
  const t = useT();
  return (
    <header className="border-b border-forest-900/10 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <p className="text-sm font-semibold tracking-wide text-forest-700 uppercase">{t("blog:eyebrow")}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight text-balance text-forest-900 sm:text-4xl lg:text-5xl">
          {t("blog:heading")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-pretty text-neutral-700">{t("blog:intro")}</p>
      </div>
    </header>
  );
}

/** Spec §2 /blogs: 'No Blogs Yet', with the sample blogs offered. */
export function NoBlogsYet() {
  const t = useT();
  return (
    <section aria-labelledby="no-blogs" className="mx-auto max-w-2xl py-8 text-center">
      <h2 id="no-blogs" className="text-2xl font-semibold text-forest-900">
        {t("blog:noBlogsYet")}
      </h2>
      <p className="mt-3 text-neutral-700">{t("blog:noBlogsYetText")}</p>
      <div className="mt-8 text-left">
        <SetupPanel variant="blogs" />
      </div>
    </section>
  );
}

function NoBlogsInCategory({ category }: { category: string | null }) {
  const t = useT();
  const href = useHref();
  return (
    <section aria-labelledby="no-blogs" className="mx-auto max-w-xl py-12 text-center">
      <h2 id="no-blogs" className="text-2xl font-semibold text-forest-900">
        {t("blog:noBlogsInCategory", { category: categoryName(t, category ?? "") })}
      </h2>
      <p className="mt-3 text-neutral-700">{t("blog:noBlogsInCategoryText")}</p>
      <a href={href(blogsPath({ category: null }))} className={`mt-6 ${blogButtonClass}`}>
        {t("blog:seeAllBlogs")}
      </a>
    </section>
  );
}

export interface BlogListingProps {
  blogs: BlogCardData[];
  categories: string[];
  category: string | null;
  page: number;
  pageCount: number;
}

/**
 * The category chips, then one page of cards and its pagination. While another page of the listing
 * loads, 'Loading blogs...' shows in the status line and the cards dim (blog-listing-script.ts).
 */
export function BlogListing({ blogs, categories, category, page, pageCount }: BlogListingProps) {
  const t = useT();
  const href = useHref();
  return (
    <div data-blog-listing>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <CategoryChips categories={categories} active={category} />
        <p
          role="status"
          data-blog-listing-status
          className="inline-flex items-center gap-2 text-sm text-neutral-600"
        />
        <template data-blog-listing-loading>
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t("blog:loadingBlogs")}
        </template>
      </div>
      <div
        aria-busy="false"
        data-blog-listing-results
        className="mt-8 transition-opacity duration-200 aria-busy:opacity-50"
      >
        {blogs.length === 0 ? (
          <NoBlogsInCategory category={category} />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            {blogs.map((blog, index) => (
              <li key={blog.slug}>
                <BlogCard blog={blog} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          look="site"
          page={page}
          pageCount={pageCount}
          hrefOf={(n) => href(blogsPath({ category, page: n }))}
          className="mt-12"
        />
      </div>
      <script type="module" src={listingScript} async />
    </div>
  );
}
