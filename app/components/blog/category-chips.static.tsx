import { useHref, useT } from "#app/components/site/site-data.ts";
import { blogsPath } from "#app/domain/blogs/blog-paths.ts";

import { categoryName } from "#app/domain/blogs/index.ts";

/**
 * The category filter as links, so a choice works without JavaScript, survives a reload and can
 * be shared. `active` is null for 'All'. The chips name a category in the page's language; the
 * address keeps its English name.
 */
export function CategoryChips({ categories, active }: { categories: string[]; active: string | null }) {
  const t = useT();
  const href = useHref();
  const chips = [
    { label: t("blog:allCategories"), category: null },
    ...categories.map((c) => ({ label: categoryName(t, c), category: c })),
  ];
  return (
    <nav aria-label={t("blog:blogCategories")}>
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ label, category }) => {
          const current = category === active;
          return (
            <li key={category ?? ""}>
              <a
                href={href(blogsPath({ category }))}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
                  current
                    ? "bg-forest-800 text-white"
                    : "bg-white text-forest-800 ring-1 ring-forest-900/15 hover:bg-forest-50 hover:ring-forest-700/40"
                }`}
              >
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
