import { ResponsiveImage } from "~/components/responsive-image";
import { servicesContext } from "~/context";
import { listProjects } from "~/domain/projects.server";

import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "DTCP approved plots in Tamil Nadu" },
    {
      name: "description",
      content:
        "DTCP approved and RERA registered residential plots in Chennai, Coimbatore, Madurai and Bangalore.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const projects = await listProjects(db);
  return {
    projects: projects.map((p) => ({
      id: p.id,
      name: p.name,
      location: p.location,
      priceRange: p.priceRange,
      bannerImage: p.bannerImage,
    })),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { projects } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold text-forest-800">Our Projects</h1>
      {projects.length === 0 ? (
        <p className="mt-6 text-neutral-600">No projects available at the moment.</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project, index) => (
            <li
              key={project.id}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5"
            >
              <ResponsiveImage
                src={project.bannerImage}
                alt={project.name}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full object-cover"
                priority={index === 0}
              />
              <div className="p-4">
                <h2 className="text-lg font-semibold text-forest-900">{project.name}</h2>
                <p className="text-neutral-600">{project.location}</p>
                <p className="mt-2 font-medium tabular-nums text-forest-700">{project.priceRange}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
