import { ArrowLeft, ExternalLink, EyeOff, Pencil } from "lucide-react";
import { Link } from "react-router";

import { buttonClass } from "~/components/ui/form-styles";
import { articleBody } from "~/components/blog/article-body";
import { AuthorCard } from "~/components/blog/author-card";
import { blogPath } from "~/components/blog/blog-card";
import { ResponsiveImage } from "~/components/responsive-image";
import { requireStaff } from "~/domain/staff/session.server";
import { servicesContext } from "~/context";
import { getBlog, publicDate } from "~/domain/blogs/blogs.server";
import { articleView } from "~/domain/blogs/blog-article.server";
import { redirectWithToast } from "~/lib/toast.server";

import type { Route } from "./+types/blog-preview";

/**
 * Staff see a blog, draft or published, laid out as the public page lays it out, with its content
 * through the same sanitiser. A draft has no public date yet: publishing dates it "now" (spec §4),
 * so that is the date previewed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const blog = await getBlog(db, params.id);
  if (!blog)
    throw await redirectWithToast("/admin/blogs", { type: "error", message: "That blog no longer exists." });

  const date = blog.status === "Published" ? publicDate(blog) : new Date();
  return { blog: { ...articleView(blog, date), id: blog.id, status: blog.status } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Preview: ${loaderData.blog.title} · Admin` : "Preview · Admin" },
    { name: "robots", content: "noindex" },
  ];
}

function PreviewBanner({ blog }: { blog: { id: string; slug: string; status: string } }) {
  const draft = blog.status !== "Published";
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-3 rounded-lg px-4 py-3 ring-1 ${
        draft ? "bg-amber-50 text-amber-950 ring-amber-300" : "bg-green-50 text-green-950 ring-green-300"
      }`}
    >
      <div className="flex items-start gap-3">
        {draft ? <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" /> : null}
        <div>
          <p className="font-semibold">{draft ? "Preview — not published" : "Preview — published"}</p>
          <p className="text-sm">
            {draft ? (
              <>
                Only staff can see this draft. Publish it to show it at{" "}
                <span className="font-mono break-all">{blogPath(blog.slug)}</span>.
              </>
            ) : (
              "This blog is live on the website."
            )}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/admin/blogs" className={buttonClass.secondary}>
          <ArrowLeft aria-hidden className="size-4" />
          Blog Management
        </Link>
        <Link to={`/admin/blogs?edit=${blog.id}`} className={buttonClass.secondary}>
          <Pencil aria-hidden className="size-4" />
          Edit
        </Link>
        {draft ? null : (
          <a
            href={blogPath(blog.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass.primary}
          >
            <ExternalLink aria-hidden className="size-4" />
            View on the website
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </div>
  );
}

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  return (
    <>
      <PreviewBanner blog={blog} />
      <div className="mt-6 rounded-xl bg-white shadow-xs ring-1 ring-neutral-200">
        <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12">
          <header>
            <p className="text-sm font-semibold tracking-wide text-forest-700 uppercase">{blog.category}</p>
            <h1 className="mt-3 text-3xl leading-tight font-semibold tracking-tight text-balance text-forest-900 sm:text-4xl lg:text-[2.75rem]">
              {blog.title}
            </h1>
            <p className="mt-4 text-lg text-pretty text-neutral-700 sm:text-xl">{blog.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-y border-forest-900/10 py-4">
              <AuthorCard name={blog.author} />
              <p className="text-sm text-neutral-700">
                <time dateTime={blog.date}>{blog.dateLabel}</time>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">{blog.minutesToRead} min read</span>
              </p>
            </div>
          </header>

          <figure className="mt-8 overflow-hidden rounded-2xl bg-forest-50">
            <ResponsiveImage
              src={blog.featuredImage}
              alt={blog.title}
              sizes="(min-width: 1024px) 720px, 100vw"
              className="aspect-[4/3] w-full object-cover"
              priority
            />
          </figure>

          <div className={`mt-10 ${articleBody}`} dangerouslySetInnerHTML={{ __html: blog.html }} />

          {blog.tags.length > 0 && (
            <footer className="mt-12 flex flex-wrap items-center gap-2 border-t border-forest-900/10 pt-8">
              <h2 className="mr-1 text-sm font-semibold text-neutral-800">Tags</h2>
              <ul className="flex flex-wrap gap-2">
                {blog.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-md bg-sand-100 px-2.5 py-1 text-sm font-medium text-neutral-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            </footer>
          )}
        </article>
      </div>
    </>
  );
}
