import { Link, redirect } from "react-router";

import { articleBody } from "~/components/blog/article-body";
import { AuthorCard } from "~/components/blog/author-card";
import { BackButton } from "~/components/blog/back-button";
import { blogPath } from "~/components/blog/blog-card";
import { blogsPath } from "~/domain/blogs/blog-paths";
import { ShareButton } from "~/components/blog/share-button";
import { ResponsiveImage } from "~/components/responsive-image";
import { servicesContext } from "~/context";
import { getPublishedBlogBySlug, publicDate } from "~/domain/blogs/blogs.server";
import type { Blog } from "~/domain/blogs/blog";
import { articleView } from "~/domain/blogs/blog-article.server";
import { seoMeta } from "~/lib/seo";
import { siteFromMatches } from "~/components/site/site-data";

import type { Route } from "./+types/blog";

/** Spec §8: a missing or unknown slug, a draft, or a failed load all lead back to the listing. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  let blog: Blog | null;
  try {
    blog = await getPublishedBlogBySlug(db, params.slug);
  } catch (error) {
    console.error(`Failed to load blog "${params.slug}":`, error);
    throw redirect("/blogs");
  }
  if (!blog) throw redirect("/blogs");

  return { blog: articleView(blog, publicDate(blog)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { blog } = loaderData;
  const { settings, siteUrl } = siteFromMatches(matches);
  return [
    ...seoMeta({
      title: blog.title,
      description: blog.excerpt,
      path: blogPath(blog.slug),
      siteUrl,
      siteName: settings.companyName,
      image: blog.featuredImage,
      type: "article",
    }),
    { property: "article:published_time", content: blog.date },
    { property: "article:section", content: blog.category },
    ...blog.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

const secondaryButton =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-forest-800 ring-1 ring-forest-900/20 transition-colors hover:bg-forest-50";

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 sm:pb-24">
      <header>
        <Link
          to={blogsPath({ category: blog.category })}
          className="text-sm font-semibold tracking-wide text-forest-700 uppercase hover:text-forest-800 hover:underline"
        >
          {blog.category}
        </Link>
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
              <span className="whitespace-nowrap">{blog.minutesToRead} min read</span>
            </p>
          </div>
          <ShareButton title={blog.title} text={blog.excerpt} />
        </div>
      </header>

      <figure className="mt-8 overflow-hidden rounded-2xl bg-forest-50">
        <ResponsiveImage
          src={blog.featuredImage}
          alt={blog.title}
          sizes="(min-width: 768px) 720px, 100vw"
          className="aspect-[4/3] w-full object-cover"
          priority
        />
      </figure>

      <div className={`mt-10 ${articleBody}`} dangerouslySetInnerHTML={{ __html: blog.html }} />

      <footer className="mt-12 border-t border-forest-900/10 pt-8">
        {blog.tags.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="tags-heading" className="mr-1 text-sm font-semibold text-neutral-800">
              Tags
            </h2>
            <ul aria-labelledby="tags-heading" className="flex flex-wrap gap-2">
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
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <Link
            to="/blogs"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
          >
            Back to Blogs
          </Link>
          <BackButton className={secondaryButton} />
        </div>
      </footer>
    </article>
  );
}
