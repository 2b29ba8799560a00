import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { useHref, useT } from "#app/components/site/site-data.ts";
import type { BlogCardData } from "#app/domain/blogs/blog-card.ts";
import { blogPath } from "#app/domain/blogs/blog-paths.ts";

import { categoryName } from "#app/domain/blogs/index.ts";

/** One post in the listing; the whole card is clickable through the title link. */
export function BlogCard({ blog, priority }: { blog: BlogCardData; priority: boolean }) {
  const t = useT();
  const href = useHref();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-forest-900/10 transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-marigold-500">
      <div className="overflow-hidden bg-forest-50">
        <ResponsiveImage
          src={blog.featuredImage}
          alt={blog.title}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
          priority={priority ? "high" : undefined}
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-forest-50 px-2.5 py-0.5 font-semibold text-forest-800">
            {categoryName(t, blog.category)}
          </span>
          <time dateTime={blog.date} className="text-neutral-600">
            {blog.dateLabel}
          </time>
        </p>
        <h2 className="mt-3 text-lg leading-snug font-semibold text-pretty text-forest-900 sm:text-xl">
          <a
            href={href(blogPath(blog.slug))}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-forest-700 focus-visible:outline-none"
          >
            {blog.title}
          </a>
        </h2>
        <p className="mt-2 line-clamp-3 text-neutral-700">{blog.excerpt}</p>
        {blog.tags.length > 0 && (
          <ul aria-label={t("blog:tags")} className="mt-auto flex flex-wrap gap-2 pt-5">
            {blog.tags.map((tag) => (
              <li key={tag} className="rounded-md bg-sand-100 px-2 py-1 text-xs font-medium text-neutral-700">
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
