import { BlogPreviewBanner } from "#app/components/admin/blogs/blog-preview-banner.tsx";
import { BlogArticle } from "#app/components/blog/blog-article.static.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { servicesContext } from "#app/context.ts";
import { articleView } from "#app/domain/blogs/blog-article.server.ts";
import { blogMessages } from "#app/domain/blogs/blog-messages.ts";
import { blogsAdminPath } from "#app/domain/blogs/blog-paths.ts";
import { getBlog, publicDate } from "#app/domain/blogs/blogs.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/blog-preview";

/**
 * Staff see a blog, draft or published, laid out as the public page lays it out, with its content
 * through the same sanitiser. A draft has no public date yet: publishing dates it "now" (spec §4),
 * so that is the date previewed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, "read-content");
  const { db } = context.get(servicesContext);
  const blog = await getBlog(db, params.id);
  if (!blog) throw await redirectWithToast(blogsAdminPath, { type: "error", message: blogMessages.gone });

  const date = blog.status === "Published" ? publicDate(blog) : new Date();
  return { blog: { ...articleView(blog, date), id: blog.id, status: blog.status } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Preview: ${loaderData.blog.title} · Admin` : "Preview · Admin" },
    { name: "robots", content: "noindex" },
  ];
}

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const { blog } = loaderData;
  return (
    <>
      <BlogPreviewBanner blog={blog} />
      <Card className="mt-6">
        <BlogArticle
          blog={blog}
          imageSizes="(min-width: 1024px) 720px, 100vw"
          className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12"
        />
      </Card>
    </>
  );
}
