import { redirect } from "react-router";

import { BackButton } from "#app/components/blog/back-button.static.tsx";
import { BlogArticle } from "#app/components/blog/blog-article.static.tsx";
import { PostCallToAction, postChatTopic } from "#app/components/blog/post-call-to-action.static.tsx";
import type { ContactHandle } from "#app/components/site/contact-bar.static.tsx";
import { RelatedProjects } from "#app/components/blog/related-projects.static.tsx";
import { blogPath, blogsPath } from "#app/domain/blogs/blog-paths.ts";
import { ShareButton } from "#app/components/blog/share-button.static.tsx";
import { servicesContext } from "#app/context.ts";
import { getPublishedBlogBySlug, publicDate } from "#app/domain/blogs/blogs.server.ts";
import type { Blog } from "#app/domain/blogs/blog.ts";
import { articleView } from "#app/domain/blogs/blog-article.server.ts";
import { blogBreadcrumbLd, blogPostingLd } from "#app/domain/blogs/blog-ld.ts";
import { placeTerms, relatedProjects } from "#app/domain/projects/related-projects.server.ts";
import { postShareImage } from "#app/domain/share/share-images.server.ts";
import { scriptlessPage, type ScriptlessHandle } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";
import { siteFromMatches, useSite } from "#app/components/site/site-data.ts";
import { JsonLd } from "#app/components/site/json-ld.static.tsx";

import type { Route } from "./+types/blog";

/** A post reads without the framework runtime (issue 13): share and back are modules of their own. */
export const handle: ContactHandle & ScriptlessHandle = {
  ...scriptlessPage(),
  chatTopic: (data) => postChatTopic((data as Route.ComponentProps["loaderData"]).blog.title),
};

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

  return {
    blog: articleView(blog, publicDate(blog)),
    modified: blog.updatedAt.toISOString(),
    shareImage: postShareImage(blog),
    // The projects under the post are extra: the post shows without them when they fail to load.
    related: await relatedProjects(db, placeTerms(blog)).catch((error: unknown) => {
      console.error(`Failed to load projects for blog "${params.slug}":`, error);
      return [];
    }),
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
      shareImage: loaderData.shareImage,
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
  const { blog, related, modified } = loaderData;
  const { settings, siteUrl } = useSite();
  return (
    <>
      <JsonLd
        data={[
          blogPostingLd({ ...blog, modified }, { siteUrl, companyName: settings.companyName }),
          blogBreadcrumbLd(blog, siteUrl),
        ]}
      />
      <BlogArticle
        blog={blog}
        categoryHref={blogsPath({ category: blog.category })}
        share={<ShareButton title={blog.title} text={blog.excerpt} />}
        imageSizes="(min-width: 768px) 720px, 100vw"
        className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 sm:pb-24"
      >
        <PostCallToAction postTitle={blog.title} />
        <RelatedProjects projects={related} />
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <a
            href="/blogs"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
          >
            Back to Blogs
          </a>
          <BackButton className={secondaryButton} />
        </div>
      </BlogArticle>
    </>
  );
}
