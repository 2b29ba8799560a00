import { ThumbnailImage } from "#app/components/responsive-image.static.tsx";
import { RowIconSymbols } from "#app/components/admin/row-icons.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { tableListingProps } from "#app/components/ui/table-listing.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import { projectsAdminPath } from "#app/domain/projects/project-page.ts";
import type { ProjectTableRow } from "#app/domain/projects/project-views.ts";
import { projectBadgeTone } from "#app/domain/projects/status.ts";
import type { TableListing } from "#app/lib/table-query.ts";

import { ProjectFlags } from "./project-flags.tsx";
import { ProjectRowActions } from "./project-row-actions.tsx";

/**
 * On a phone's card: the picture with the name, location and flags, then a line with the status,
 * price and plots sold, and the actions.
 */
const columns: Column<ProjectTableRow>[] = [
  {
    key: "project",
    header: "Project",
    rowHeader: true,
    className: "md:min-w-56",
    cell: (project) => (
      <span className="flex items-start gap-3 md:items-center">
        <span className="h-16 w-20 shrink-0 overflow-hidden rounded bg-neutral-200 md:h-12 md:w-16">
          {project.image ? (
            <ThumbnailImage src={project.image} className="h-full w-full object-cover" />
          ) : null}
        </span>
        <span className="min-w-0">
          <span className="block font-semibold text-neutral-900 md:font-medium">{project.name}</span>
          <span className="block text-neutral-600 md:hidden">{project.location}</span>
          <ProjectFlags row={project} />
        </span>
      </span>
    ),
  },
  {
    key: "location",
    header: "Location",
    phone: "hidden",
    className: "text-neutral-700",
    cell: (project) => project.location,
  },
  {
    key: "price",
    header: "Price range",
    phone: "inline",
    className: "whitespace-nowrap text-neutral-700 tabular-nums",
    cell: (project) => project.priceRange,
  },
  {
    key: "status",
    header: "Status",
    phone: "inline",
    className: "max-md:order-first",
    cell: (project) => <StatusBadge tone={projectBadgeTone(project.status)} label={project.status} />,
  },
  {
    key: "sold",
    header: "Sold / Total",
    align: "end",
    phone: "inline",
    className: "whitespace-nowrap text-neutral-800 tabular-nums",
    cell: (project) => (
      <>
        {project.soldPlots} / {project.totalPlots}
        <span className="md:hidden"> sold</span>
      </>
    ),
  },
];

/** Spec §2 "Admin projects": every project, newest first, a page at a time, with its search and actions. */
export function ProjectTable({
  listing,
  mayEdit,
}: {
  listing: TableListing<ProjectTableRow>;
  mayEdit: boolean;
}) {
  return (
    <>
      <RowIconSymbols />
      <DataTable
        {...tableListingProps(listing, projectsAdminPath, {
          id: "project-q",
          label: "Search projects",
          placeholder: "Name or location",
        })}
        caption="All projects, newest first"
        columns={columns}
        rowKey={(project) => project.id}
        actions={(project) => <ProjectRowActions project={project} mayEdit={mayEdit} />}
        empty={
          <EmptyState title={projectMessages.empty}>
            Projects you add here appear on the public Projects page straight away.
          </EmptyState>
        }
      />
    </>
  );
}
