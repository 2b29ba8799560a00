import { Languages } from "lucide-react";
import { Link } from "react-router";

/** How many projects and posts have a text not in Tamil yet. */
export interface UntranslatedCounts {
  projects: number;
  posts: number;
}

const linkClass = "font-medium text-forest-700 underline underline-offset-4";

/**
 * Issue "Tamil and English": how many projects and posts still show some English on their Tamil
 * pages, with the way to their lists, whose rows say which. Nothing when everything is translated.
 */
export function TranslationNote({ untranslated }: { untranslated: UntranslatedCounts | null }) {
  if (!untranslated || (untranslated.projects === 0 && untranslated.posts === 0)) return null;
  const { projects, posts } = untranslated;
  const parts = [
    ...(projects > 0 ? [`${projects} ${projects === 1 ? "project" : "projects"}`] : []),
    ...(posts > 0 ? [`${posts} ${posts === 1 ? "post" : "posts"}`] : []),
  ];
  const one = parts.length === 1 && (projects === 1 || posts === 1);
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200">
      <Languages aria-hidden className="size-4 shrink-0" />
      <span className="tabular-nums">
        {parts.join(" and ")} {one ? "is" : "are"} not fully translated into Tamil yet.
      </span>
      {projects > 0 ? (
        <Link to="/admin/projects" className={linkClass}>
          See which projects
        </Link>
      ) : null}
      {posts > 0 ? (
        <Link to="/admin/blogs" className={linkClass}>
          See which posts
        </Link>
      ) : null}
    </p>
  );
}
