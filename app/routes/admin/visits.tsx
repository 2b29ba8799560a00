import { VisitCalendarPage } from "#app/components/admin/visits/visit-calendar-page.tsx";
import { servicesContext } from "#app/context.ts";
import { calendarRange } from "#app/domain/leads/visit-calendar.ts";
import { listCalendarVisits } from "#app/domain/leads/visit-calendar.server.ts";
import { can } from "#app/domain/staff/roles.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/visits";

export function meta() {
  return [{ title: "Site visits | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Site visits and bookings": the visits calendar; a sales executive sees their leads' and the pool's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-leads");
  const range = calendarRange(new URL(request.url).searchParams);
  const visits = await listCalendarVisits(context.get(servicesContext).db, {
    from: range.days[0]!,
    to: range.days.at(-1)!,
    workableBy: can(staff.role, "all-leads") ? null : staff.id,
  });
  return { range, visits, canSetSlots: can(staff.role, "manage-leads") };
}

export default function Visits({ loaderData }: Route.ComponentProps) {
  return <VisitCalendarPage {...loaderData} />;
}
