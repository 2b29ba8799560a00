import {
  FileText,
  History,
  Inbox,
  LayoutGrid,
  Map as MapIcon,
  MessageCircle,
  Settings,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";

import { HoldTimeLeft } from "#app/components/admin/plots/hold-time-left.tsx";
import { StatusBadge } from "#app/components/projects/status-badge.static.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import type { ActivityItem } from "#app/domain/dashboard/dashboard-view.ts";
import { leadKindLabels } from "#app/domain/leads/lead-model.ts";
import { plotPath, plotsPath, type InventoryOverview } from "#app/domain/plots/plot-view.ts";
import { leadPath, type FirstResponseView, type ProjectLeadCount } from "#app/domain/leads/lead-view.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import type { RecentProject } from "#app/domain/projects/project-views.ts";

/** Spec §2 "Recent Projects": the first 4, newest first, or the spec's empty message. */
export function RecentProjects({ projects }: { projects: RecentProject[] }) {
  return (
    <Panel
      title="Recent Projects"
      body="flush"
      actions={
        projects.length > 0 ? (
          <Link
            to="/admin/projects"
            className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
          >
            All projects
          </Link>
        ) : null
      }
    >
      {projects.length === 0 ? (
        <p className="px-4 py-8 text-center text-neutral-700 sm:px-5">
          <Link to="/admin/projects?new" className="font-medium text-forest-700 underline underline-offset-4">
            {projectMessages.empty}
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {projects.map((project) => (
            <li key={project.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
              <div className="aspect-[4/3] w-16 shrink-0 overflow-hidden rounded-md bg-neutral-100">
                {project.image ? (
                  <ResponsiveImage
                    src={project.image}
                    alt=""
                    sizes="64px"
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 font-medium text-neutral-900">{project.name}</p>
                <p className="truncate text-sm text-neutral-600">{project.location}</p>
              </div>
              <StatusBadge status={project.status} className="shrink-0 px-2.5 py-0.5 text-xs shadow-none" />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

const entityIcons: Record<string, LucideIcon> = {
  project: MapIcon,
  blog: FileText,
  settings: Settings,
  staff: Users,
  lead: Inbox,
  plot: LayoutGrid,
};

/** Spec §2 "Recent Activity", from the audit log: who did what to which item, and when. */
export function RecentActivity({ activity }: { activity: ActivityItem[] }) {
  return (
    <Panel title="Recent Activity" body="flush">
      {activity.length === 0 ? (
        <p className="px-4 py-8 text-center text-neutral-700 sm:px-5">
          No activity yet. Changes made by staff will appear here.
        </p>
      ) : (
        <ol className="divide-y divide-neutral-200">
          {activity.map((item) => {
            const Icon = entityIcons[item.entity] ?? History;
            return (
              <li key={item.id} className="flex gap-3 px-4 py-3 sm:px-5">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700">
                  <Icon aria-hidden className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="break-words text-neutral-900">{item.summary}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-neutral-600">
                    <span className="inline-flex items-center gap-1">
                      <UserRound aria-hidden className="size-3.5" />
                      {item.actor}
                    </span>
                    <span aria-hidden>·</span>
                    <time dateTime={item.when.iso} title={item.when.exact}>
                      {item.when.relative}
                    </time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

/** Leads and WhatsApp chats per project, busiest first: where the buyers' interest is. */
export function LeadsPerProject({ projects }: { projects: ProjectLeadCount[] }) {
  const busiest = Math.max(1, ...projects.map((p) => p.leads));
  return (
    <Panel
      title="Leads per Project"
      body="flush"
      actions={
        <Link
          to="/admin/leads"
          className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
        >
          All leads
        </Link>
      }
    >
      {projects.length === 0 ? (
        <p className="px-4 py-8 text-center text-neutral-700 sm:px-5">No projects yet.</p>
      ) : (
        <ul className="divide-y divide-neutral-200">
          {projects.map((project) => (
            <li key={project.projectId} className="px-4 py-3 sm:px-5">
              <div className="flex items-baseline justify-between gap-3">
                <Link
                  to={`/admin/leads?project=${project.projectId}`}
                  className="min-w-0 truncate font-medium text-neutral-900 underline-offset-4 hover:underline"
                >
                  {project.name}
                </Link>
                <p className="shrink-0 text-sm text-neutral-700 tabular-nums">
                  <span className="font-semibold text-forest-900">{project.leads}</span>{" "}
                  {project.leads === 1 ? "lead" : "leads"}
                  <span className="ml-3 inline-flex items-center gap-1 text-neutral-600">
                    <MessageCircle aria-hidden className="size-3.5" />
                    {project.chats} {project.chats === 1 ? "chat" : "chats"}
                  </span>
                </p>
              </div>
              <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-neutral-100">
                <div
                  className="h-full rounded-full bg-forest-600"
                  style={{ width: `${(project.leads / busiest) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * Issue "Daily work": the median time to a first response over the last 30 days, and the leads
 * waiting longer than five minutes of business hours (calling fast multiplies the chance of
 * reaching the buyer).
 */
export function FirstResponse({ figures }: { figures: FirstResponseView }) {
  const { median, answered, hours, waitingCount, waiting } = figures;
  return (
    <Panel title="First response" body="flush">
      <dl className="grid grid-cols-2 gap-3 px-4 py-4 sm:px-5">
        <div>
          <dt className="text-sm font-medium text-neutral-700">Median, last 30 days</dt>
          <dd className="mt-1 text-2xl font-semibold text-forest-900 tabular-nums">{median ?? "—"}</dd>
          <dd className="text-xs text-neutral-600">
            {answered === 1 ? "1 lead answered" : `${answered} leads answered`}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-neutral-700">Waiting over 5 minutes</dt>
          <dd
            className={`mt-1 text-2xl font-semibold tabular-nums ${waitingCount > 0 ? "text-red-700" : "text-forest-900"}`}
          >
            {waitingCount}
          </dd>
          <dd className="text-xs text-neutral-600">Counted in business hours, {hours}</dd>
        </div>
      </dl>
      {waiting.length > 0 ? (
        <ul
          aria-label="Leads waiting longest"
          className="divide-y divide-neutral-200 border-t border-neutral-200"
        >
          {waiting.map((lead) => (
            <li key={lead.id} className="flex items-baseline justify-between gap-3 px-4 py-2.5 sm:px-5">
              <Link
                to={leadPath(lead.id)}
                className="min-w-0 truncate font-medium text-forest-800 underline-offset-4 hover:underline"
              >
                {lead.name}
              </Link>
              <span className="shrink-0 text-sm text-neutral-700">
                {leadKindLabels[lead.kind]} · <span className="font-medium text-red-700">{lead.waited}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

const linkClass = "font-medium text-forest-800 underline-offset-4 hover:underline";

/** Issue "Plot inventory and the layout plan": each inventory's counts, and the holds ending within 24 hours. */
export function PlotInventories({ overview }: { overview: InventoryOverview }) {
  if (overview.projects.length === 0) return null;
  return (
    <Panel title="Plot inventory" body="flush">
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Plots of each project by status</caption>
          <thead className="text-xs font-semibold text-neutral-600 uppercase">
            <tr>
              {["Project", "Available", "On hold", "Booked", "Sold"].map((h, i) => (
                <th key={h} scope="col" className={`px-4 py-2 sm:px-5 ${i > 0 ? "text-right" : ""}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {overview.projects.map(({ id, name, counts }) => (
              <tr key={id}>
                <th scope="row" className="px-4 py-2 font-medium sm:px-5">
                  <Link to={plotsPath(id)} className={linkClass}>
                    {name}
                  </Link>
                </th>
                {[counts.available, counts.on_hold, counts.booked, counts.sold].map((n, i) => (
                  <td key={i} className="px-4 py-2 text-right tabular-nums sm:px-5">
                    {n}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="border-t border-neutral-200 px-4 pt-3 font-semibold text-neutral-900 sm:px-5">
        Holds ending within 24 hours
      </h3>
      {overview.holds.length === 0 ? (
        <p className="px-4 pt-1 pb-4 text-sm text-neutral-700 sm:px-5">None.</p>
      ) : (
        <ul className="px-4 pt-1 pb-4 text-sm sm:px-5">
          {overview.holds.map((hold) => (
            <li key={hold.plotId} className="py-1">
              <Link to={plotPath(hold.projectId, hold.plotId)} className={linkClass}>
                Plot {hold.number}, {hold.projectName}
              </Link>{" "}
              for {hold.forWhom} · <HoldTimeLeft until={hold.untilIso} serverText={hold.left} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
