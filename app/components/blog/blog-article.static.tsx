import { useId, type ReactNode } from "react";

import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { useT } from "#app/components/site/site-data.ts";
import type { BlogArticleView } from "#app/domain/blogs/blog-views.ts";

import { articleBody } from "./article-body.ts";
import { AuthorCard } from "./author-card.static.tsx";
import { categoryName } from "#app/domain/blogs/index.ts";

/**
 * A blog post as readers see it (spec §2 "/blog/:slug"): category, title, excerpt, author and
 * date, featured image, content and tags. The public page and the staff preview both show it
 * (the preview in English).
 */
export function BlogArticle({
  blog,
  categoryHref,
  share,
  imageSizes,
  className,
  children,
}: {
  blog: BlogArticleView;
  /** Where the category leads (the listing filtered by it); plain text without. */
  categoryHref?: string;
  /** Shown beside the author and date. */
  share?: ReactNode;
  /** The image's `sizes`: how wide the article is on the page around it. */
  imageSizes: string;
  className: string;
  /** Shown under the tags, e.g. the way back. */
  children?: ReactNode;
}) {
  const tagsHeading = useId();
  const t = useT();
  const category = categoryName(t, blog.category);
  const categoryClass = "text-sm font-semibold tracking-wide text-forest-700 uppercase";
  return (
    <article className={className}>
      <header>
        {categoryHref ? (
          <a href={categoryHref} className={`${categoryClass} hover:text-forest-800 hover:underline`}>
            {category}
          </a>
        ) : (
          <p className={categoryClass}>{category}</p>
        )}
        <h1 className="mt-3 text-3xl leading-tight font-semibold tracking-tight text-balance text-forest-900 sm:text-4xl lg:text-[2.75rem]">
          {blog.title}
        </h1>
        <p className="mt-4 text-lg text-pretty text-neutral-700 sm:text-xl">{blog.excerpt}</p>
        <div className="mt-6 flex items-center justify-between gap-4 border-y border-forest-900/10 py-4">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
            <AuthorCard name={blog.author} />
            <p className="text-sm text-neutral-700">
              <time dateTime={blog.date}>{blog.dateLabel}</time>
              <span aria-hidden="true"> · </span>
              <span className="whitespace-nowrap">
                {t("blog:minutesToRead", { count: blog.minutesToRead })}
              </span>
            </p>
          </div>
          {share}
        </div>
      </header>

      <figure className="mt-8 overflow-hidden rounded-2xl bg-forest-50">
        <ResponsiveImage
          src={blog.featuredImage}
          alt={blog.title}
          sizes={imageSizes}
          className="aspect-[4/3] w-full object-cover"
          priority="high"
        />
      </figure>

      <div className={`mt-10 ${articleBody}`} dangerouslySetInnerHTML={{ __html: blog.html }} />

      {blog.tags.length > 0 || children ? (
        <footer className="mt-12 border-t border-forest-900/10 pt-8">
          {blog.tags.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={tagsHeading} className="mr-1 text-sm font-semibold text-neutral-800">
                {t("blog:tags")}
              </h2>
              <ul aria-labelledby={tagsHeading} className="flex flex-wrap gap-2">
                {blog.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-md bg-sand-100 px-2.5 py-1 text-sm font-medium text-neutral-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {children}
        </footer>
      ) : null}
    </article>
  );
}
