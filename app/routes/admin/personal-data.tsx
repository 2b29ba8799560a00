import { data, redirect } from "react-router";

import { PersonalDataPage } from "#app/components/admin/personal-data/personal-data-page.tsx";
import { servicesContext } from "#app/context.ts";
import { personKeyOf } from "#app/domain/leads/person-leads.server.ts";
import {
  erasePersonData,
  findExportedLeads,
  findPersonData,
  listDataAccess,
} from "#app/domain/personal-data/personal-data.server.ts";
import {
  describeHeld,
  personalDataMessages,
  personalDataPath,
} from "#app/domain/personal-data/personal-data-view.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";
import { pageCountOf, readPageNumber } from "#app/lib/page-number.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/personal-data";

const pageSize = 25;

export function meta() {
  return [{ title: "Personal data | Back office" }, { name: "robots", content: "noindex" }];
}

/**
 * Issue "Roles", buyers' personal data (DPDP Act): a person's data by `?q=`, who opened buyers'
 * data, and by `?export=` the IDs of the leads one export named.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, "personal-data");
  const { db } = context.get(servicesContext);
  const search = new URL(request.url).searchParams;
  const query = search.get("q")?.trim() ?? "";
  const key = query ? personKeyOf(query) : null;
  const { page } = readPageNumber(search.get("page"));
  const exportEntry = Number(search.get("export"));
  const [person, access, exported] = await Promise.all([
    key ? findPersonData(db, key) : null,
    listDataAccess(db, { page, pageSize }),
    Number.isSafeInteger(exportEntry) && exportEntry > 0 ? findExportedLeads(db, exportEntry) : null,
  ]);
  return {
    query,
    error: query && !key ? personalDataMessages.unreadable : undefined,
    person,
    confirmErase: person !== null && search.has("erase"),
    access: access.rows,
    exported,
    page,
    pageCount: pageCountOf(access.total, pageSize),
  };
}

/** "Erase all": asked first (a page step without JavaScript), then done in one transaction. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requirePermission(context, "personal-data");
  const form = await readForm(request);
  const query = String(form.get("q") ?? "");
  const key = personKeyOf(query);
  if (form.get("intent") !== "erase" || !key) {
    return data({ error: personalDataMessages.unreadable }, { status: 400 });
  }
  if (form.get("confirm") !== "yes") throw redirect(`${personalDataPath(query)}&erase`);
  const erased = await erasePersonData(context.get(servicesContext).db, key, staff);
  return redirectWithToast(personalDataPath(), {
    type: "success",
    message: personalDataMessages.erased(describeHeld(erased), erased.bookingsKept),
  });
}

export default function PersonalData({ loaderData }: Route.ComponentProps) {
  const { query, error, person, confirmErase, access, exported, page, pageCount } = loaderData;
  const hrefOf = (to: number, exportEntry?: number) => {
    const params = new URLSearchParams(query ? { q: query } : {});
    if (to > 1) params.set("page", String(to));
    if (exportEntry) params.set("export", String(exportEntry));
    const text = params.toString();
    return text ? `/admin/personal-data?${text}` : "/admin/personal-data";
  };
  return (
    <PersonalDataPage
      query={query}
      error={error}
      person={person}
      confirmErase={confirmErase}
      access={access}
      pager={{ page, pageCount, hrefOf: (to) => hrefOf(to), label: "Pages of the access log" }}
      exported={exported && { view: exported, closeHref: hrefOf(page) }}
      exportHref={(entryId) => hrefOf(page, entryId)}
    />
  );
}
