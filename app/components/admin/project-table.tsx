import { useEffect, useId, useRef, type FormEvent } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";

import { ProjectFlags } from "./project-flags.tsx";
import { StatusBadge } from "#app/components/projects/status-badge.static.tsx";
import { ThumbnailImage } from "#app/components/responsive-image.static.tsx";
import { useHydrated } from "#app/components/site/use-client.ts";
import { projectMessages } from "#app/domain/projects/project-messages.ts";
import { plotsPath } from "#app/domain/plots/plot-view.ts";
import { projectPath } from "#app/domain/projects/project-page.ts";
import type { ProjectTableRow } from "#app/domain/projects/project-views.ts";

import { buttonClass, iconButtonClass } from "#app/components/ui/form-styles.ts";

import { useConfirm } from "#app/components/ui/confirm-provider.tsx";
import { removedFromSite } from "#app/components/ui/confirm-request.ts";
import { RowIcon, RowIconSymbols } from "./row-icons.tsx";

/**
 * Delete posts once the confirmation dialog is accepted; without JavaScript the post has no
 * `confirm=yes`, so the page answers with the confirmation step instead.
 */
function DeleteButton({ row, listPath }: { row: ProjectTableRow; listPath: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const confirm = useConfirm();
  const submit = useSubmit();
  const deleting =
    navigation.formData?.get("intent") === "delete" && navigation.formData.get("id") === row.id;
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const confirmed = await confirm({
      question: projectMessages.deleteQuestion,
      subject: row.name,
      consequence: removedFromSite,
      confirmLabel: "Delete project",
    });
    if (confirmed) await submit(form, { preventScrollReset: true });
  }
  return (
    <Form method="post" action={listPath} onSubmit={(event) => void onSubmit(event)} preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={row.id} />
      {hydrated ? <input type="hidden" name="confirm" value="yes" /> : null}
      <button
        type="submit"
        aria-label={`Delete ${row.name}`}
        disabled={deleting}
        className={`${iconButtonClass} text-red-700 hover:bg-red-50 hover:text-red-800`}
      >
        <RowIcon name="delete" />
      </button>
    </Form>
  );
}

function Thumbnail({ src, className }: { src: string; className: string }) {
  return (
    <div className={`shrink-0 overflow-hidden rounded bg-neutral-200 ${className}`}>
      {src ? <ThumbnailImage src={src} className="h-full w-full object-cover" /> : null}
    </div>
  );
}

function EditLink({ row, listPath }: { row: ProjectTableRow; listPath: string }) {
  return (
    <Link
      to={`${listPath}?edit=${row.id}`}
      aria-label={`Edit ${row.name}`}
      preventScrollReset
      className={iconButtonClass}
    >
      <RowIcon name="edit" />
    </Link>
  );
}

/** The project's plot inventory (issue "Plot inventory and the layout plan"). */
function PlotsLink({ row }: { row: ProjectTableRow }) {
  return (
    <Link
      to={plotsPath(row.id)}
      aria-label={`Plots of ${row.name}`}
      title="Plots"
      className={iconButtonClass}
    >
      <RowIcon name="plots" />
    </Link>
  );
}

/** The public page in a new tab: for a Draft, the preview only staff can open. */
function PageLink({ row }: { row: ProjectTableRow }) {
  const label = row.published ? `View ${row.name} on the website` : `Preview ${row.name}`;
  return (
    <a
      href={projectPath(row.id)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      title={row.published ? "View on the website" : "Preview"}
      className={iconButtonClass}
    >
      <RowIcon name={row.published ? "external" : "preview"} />
    </a>
  );
}

const badgeClass = "px-2.5 py-0.5 text-xs whitespace-nowrap shadow-none";

/**
 * Spec §2 "Admin projects": name with the first image, location, price, status, sold/total and
 * the actions; a table from tablet width, one card per project on phones.
 */
export function ProjectTable({ rows, listPath }: { rows: readonly ProjectTableRow[]; listPath: string }) {
  return (
    <>
      <RowIconSymbols />
      <ul aria-label="All projects, newest first" className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-neutral-200">
            <div className="flex items-start gap-3">
              <Thumbnail src={row.image} className="h-16 w-20" />
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-neutral-900">{row.name}</h2>
                <p className="text-sm text-neutral-600">{row.location}</p>
                <ProjectFlags row={row} />
              </div>
            </div>
            <div className="mt-3 flex items-center gap-3">
              <StatusBadge status={row.status} className={badgeClass} />
              <p className="min-w-0 flex-1 text-sm text-neutral-800 tabular-nums">
                {row.priceRange}
                <span className="text-neutral-600">
                  {" "}
                  · {row.soldPlots} / {row.totalPlots} sold
                </span>
              </p>
              <div className="flex shrink-0 items-center gap-1">
                <PageLink row={row} />
                <PlotsLink row={row} />
                <EditLink row={row} listPath={listPath} />
                <DeleteButton row={row} listPath={listPath} />
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-neutral-200 md:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">All projects, newest first</caption>
          <thead className="bg-neutral-100 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Project
              </th>
              <th scope="col" className="px-4 py-3">
                Location
              </th>
              <th scope="col" className="px-4 py-3">
                Price range
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right whitespace-nowrap">
                Sold / Total
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle hover:bg-neutral-50">
                <th scope="row" className="px-4 py-2.5 font-medium text-neutral-900">
                  <div className="flex items-center gap-3">
                    <Thumbnail src={row.image} className="h-12 w-16" />
                    <span className="min-w-0">
                      {row.name}
                      <ProjectFlags row={row} />
                    </span>
                  </div>
                </th>
                <td className="px-4 py-2.5 text-neutral-700">{row.location}</td>
                <td className="px-4 py-2.5 whitespace-nowrap text-neutral-700 tabular-nums">
                  {row.priceRange}
                </td>
                <td className="px-4 py-2.5">
                  <StatusBadge status={row.status} className={badgeClass} />
                </td>
                <td className="px-4 py-2.5 text-right whitespace-nowrap text-neutral-800 tabular-nums">
                  {row.soldPlots} / {row.totalPlots}
                </td>
                <td className="px-4 py-2.5">
                  <div className="flex items-center justify-end gap-1">
                    <PageLink row={row} />
                    <PlotsLink row={row} />
                    <EditLink row={row} listPath={listPath} />
                    <DeleteButton row={row} listPath={listPath} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The confirmation step for a browser without JavaScript (`?delete=<id>`). */
export function ProjectDeleteConfirm({ id, name, listPath }: { id: string; name: string; listPath: string }) {
  const titleId = useId();
  const cancel = useRef<HTMLAnchorElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-950 sm:p-5"
    >
      <h2 id={titleId} className="text-base font-semibold">
        Delete {name}?
      </h2>
      <p className="mt-1 text-sm">
        {projectMessages.deleteQuestion} {removedFromSite}
      </p>
      <Form method="post" action={listPath} className="mt-4 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" className={buttonClass.danger}>
          Delete project
        </button>
        <Link ref={cancel} to={listPath} className={buttonClass.secondary}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}
