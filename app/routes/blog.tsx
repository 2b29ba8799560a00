import { redirect } from "react-router";

import { BackButton } from "#app/components/blog/back-button.static.tsx";
import { BlogArticle } from "#app/components/blog/blog-article.static.tsx";
import { categoryName } from "#app/domain/blogs/index.ts";
import { PostCallToAction, postChatTopic } from "#app/components/blog/post-call-to-action.static.tsx";
import type { ContactHandle } from "#app/components/site/contact-bar.static.tsx";
import { RelatedProjects } from "#app/components/blog/related-projects.static.tsx";
import { blogPath, blogsPath } from "#app/domain/blogs/blog-paths.ts";
import { ShareButton } from "#app/components/blog/share-button.static.tsx";
import { servicesContext } from "#app/context.ts";
import { getPublishedBlogBySlug, publicDate } from "#app/domain/blogs/blogs.server.ts";
import { postInLocale, postPaths } from "#app/domain/blogs/index.ts";
import type { Blog } from "#app/domain/blogs/blog.ts";
import { articleView } from "#app/domain/blogs/blog-article.server.ts";
import { blogBreadcrumbLd, blogPostingLd } from "#app/domain/blogs/blog-ld.ts";
import { placeTerms, relatedProjects } from "#app/domain/projects/related-projects.server.ts";
import { postShareImage } from "#app/domain/share/share-images.server.ts";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage, type ScriptlessHandle } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";
import { siteFromMatches, useHref, useSite, useT } from "#app/components/site/site-data.ts";
import { JsonLd } from "#app/components/site/json-ld.static.tsx";

import type { Route } from "./+types/blog";

/** A post reads without the framework runtime (issue 13): share and back are modules of their own. */
export const handle: ContactHandle & ScriptlessHandle = {
  ...scriptlessPage(),
  chatTopic: (data) => {
    const { blog, locale } = data as Route.ComponentProps["loaderData"];
    return postChatTopic(translator(locale), blog.title);
  },
};

/**
 * Spec §8: a missing or unknown slug, a draft, or a failed load all lead back to the listing (in
 * the page's language).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const locale = localeOfPath(new URL(request.url).pathname);
  const listing = localizedPath(blogsPath({ category: null }), locale);
  let blog: Blog | null;
  try {
    blog = await getPublishedBlogBySlug(db, params.slug, locale);
  } catch (error) {
    console.error(`Failed to load blog "${params.slug}":`, error);
    throw redirect(listing);
  }
  if (!blog) throw redirect(listing);
  const alternates = postPaths(blog);
  // A translated post's Tamil page is at its Tamil slug; its English slug there leads to it.
  if (locale === "ta" && blog.slugTa && params.slug === blog.slug) throw redirect(alternates.ta);
  const shown = postInLocale(blog, locale);

  return {
    locale,
    alternates,
    blog: articleView(shown, publicDate(blog), locale),
    modified: blog.updatedAt.toISOString(),
    shareImage: postShareImage(shown, locale),
    // The projects under the post are extra: the post shows without them when they fail to load.
    related: await relatedProjects(db, placeTerms(blog), { locale }).catch((error: unknown) => {
      console.error(`Failed to load projects for blog "${params.slug}":`, error);
      return [];
    }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { blog } = loaderData;
  const { settings, siteUrl, locale } = siteFromMatches(matches);
  return [
    ...seoMeta({
      locale,
      title: blog.title,
      description: blog.excerpt,
      path: blogPath(blog.slug),
      alternates: loaderData.alternates,
      siteUrl,
      siteName: settings.companyName,
      shareImage: loaderData.shareImage,
      type: "article",
    }),
    { property: "article:published_time", content: blog.date },
    { property: "article:section", content: categoryName(translator(locale), blog.category) },
    ...blog.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}

const secondaryButton =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-forest-800 ring-1 ring-forest-900/20 transition-colors hover:bg-forest-50";

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { blog, related, modified, locale } = loaderData;
  const { settings, siteUrl } = useSite();
  const t = useT();
  const href = useHref();
  return (
    <>
      <JsonLd
        data={[
          blogPostingLd({ ...blog, modified }, { siteUrl, companyName: settings.companyName }, locale),
          blogBreadcrumbLd(blog, siteUrl, locale),
        ]}
      />
      <BlogArticle
        blog={blog}
        categoryHref={href(blogsPath({ category: blog.category }))}
        share={<ShareButton title={blog.title} text={blog.excerpt} />}
        imageSizes="(min-width: 768px) 720px, 100vw"
        className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 sm:pb-24"
      >
        <PostCallToAction postTitle={blog.title} />
        <RelatedProjects projects={related} />
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <a
            href={href(blogsPath({ category: null }))}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-forest-800 px-5 font-semibold text-white hover:bg-forest-700"
          >
            {t("blog:backToBlogs")}
          </a>
          <BackButton className={secondaryButton} />
        </div>
      </BlogArticle>
    </>
  );
}
