import { Link, redirect } from "react-router";

import { AuthorCard } from "~/components/blog/author-card";
import { BackButton } from "~/components/blog/back-button";
import { blogPath } from "~/components/blog/blog-card";
import { blogsPath } from "~/components/blog/blogs-path";
import { ShareButton } from "~/components/blog/share-button";
import { ResponsiveImage } from "~/components/responsive-image";
import { servicesContext } from "~/context";
import { getPublishedBlogBySlug, publicDate } from "~/domain/blogs.server";
import type { Blog } from "~/domain/types";
import { renderBlogContent } from "~/lib/blog-content.server";
import { formatLongDate } from "~/lib/format";
import { seoMeta } from "~/lib/seo";
import { siteFromMatches } from "~/routes/site-layout";

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

  const date = publicDate(blog);
  const words = blog.content
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    blog: {
      slug: blog.slug,
      title: blog.title,
      excerpt: blog.excerpt,
      featuredImage: blog.featuredImage,
      author: blog.author,
      category: blog.category,
      tags: blog.tags,
      date: date.toISOString(),
      dateLabel: formatLongDate(date),
      minutesToRead: Math.max(1, Math.round(words / 200)),
      html: renderBlogContent(blog.content),
    },
  };
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

/**
 * The article body. Headings, lists and links are styled here because the content is stored HTML
 * (spec §9) and the typography plugin is not part of the build.
 */
const articleBody = [
  "max-w-[68ch] text-[17px] leading-[1.75] text-neutral-800 sm:text-lg [overflow-wrap:anywhere]",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-semibold [&_h2]:text-forest-900",
  "[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-forest-900 sm:[&_h3]:text-[1.375rem]",
  "[&_h4]:mt-7 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-forest-900",
  "[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-neutral-900 [&_b]:font-semibold [&_b]:text-neutral-900",
  "[&_a]:font-medium [&_a]:text-forest-700 [&_a]:underline [&_a]:decoration-forest-700/40 [&_a]:underline-offset-2 hover:[&_a]:decoration-forest-700",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-marigold-400 [&_blockquote]:bg-sand-100 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:text-neutral-800",
  "[&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-forest-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-forest-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-forest-900/15",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-base [&_td]:border [&_td]:border-neutral-300 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-neutral-300 [&_th]:bg-sand-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left",
].join(" ");

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
