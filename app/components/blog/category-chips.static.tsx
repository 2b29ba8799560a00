import { blogsPath } from "#app/domain/blogs/blog-paths.ts";

/**
 * The category filter as links, so a choice works without JavaScript, survives a reload and can
 * be shared. `active` is null for 'All'.
 */
export function CategoryChips({ categories, active }: { categories: string[]; active: string | null }) {
  const chips = [{ label: "All", category: null }, ...categories.map((c) => ({ label: c, category: c }))];
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ label, category }) => {
          const current = category === active;
          return (
            <li key={label}>
              <a
                href={blogsPath({ category })}
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
