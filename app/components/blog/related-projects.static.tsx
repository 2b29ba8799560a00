import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { ProjectLocation } from "#app/components/projects/project-location.static.tsx";
import { useHref, useT } from "#app/components/site/site-data.ts";
import type { ProjectSummary } from "#app/domain/projects/project-summary.ts";

/** Up to three projects under a post, each a link to its page; nothing when there are none. */
export function RelatedProjects({ projects }: { projects: readonly ProjectSummary[] }) {
  const t = useT();
  const href = useHref();
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="related-projects-heading" className="mt-12">
      <h2 id="related-projects-heading" className="text-2xl font-semibold text-forest-900">
        {t("blog:projectsYouMayLike")}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <a
              href={href(`/project/${project.id}`)}
              className="group block h-full overflow-hidden rounded-xl bg-white ring-1 ring-forest-900/10 transition-shadow hover:shadow-md"
            >
              <div className="aspect-[4/3] overflow-hidden bg-forest-100">
                {project.image && (
                  <ResponsiveImage
                    src={project.image}
                    alt=""
                    sizes="(min-width: 640px) 240px, 100vw"
                    className="size-full object-cover"
                  />
                )}
              </div>
              <div className="p-4">
                <span className="block font-semibold text-forest-900 group-hover:underline">
                  {project.name}
                </span>
                <ProjectLocation
                  as="span"
                  location={project.location}
                  className="mt-1 text-sm text-neutral-600"
                  iconClassName="mt-0.5 size-4 text-forest-600"
                />
                <span className="mt-2 block text-sm font-semibold text-forest-900 tabular-nums">
                  {project.priceRange}
                </span>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
