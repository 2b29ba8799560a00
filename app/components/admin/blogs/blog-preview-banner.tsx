import { ArrowLeft, ExternalLink, EyeOff, Pencil } from "lucide-react";

import { LinkButton } from "#app/components/ui/link-button.tsx";
import { blogEditorPath, blogPath, blogsAdminPath } from "#app/domain/blogs/blog-paths.ts";

/** Above a staff preview: whether the blog is live, and the ways on (back, edit, the public page). */
export function BlogPreviewBanner({ blog }: { blog: { id: string; slug: string; status: string } }) {
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
        <LinkButton to={blogsAdminPath}>
          <ArrowLeft aria-hidden className="size-4" />
          Blog Management
        </LinkButton>
        <LinkButton to={blogEditorPath(blog.id)}>
          <Pencil aria-hidden className="size-4" />
          Edit
        </LinkButton>
        {draft ? null : (
          <LinkButton to={blogPath(blog.slug)} newTab variant="primary">
            <ExternalLink aria-hidden className="size-4" />
            View on the website
            <span className="sr-only"> (opens in a new tab)</span>
          </LinkButton>
        )}
      </div>
    </div>
  );
}
