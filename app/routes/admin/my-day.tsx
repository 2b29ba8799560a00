import { MyDayPage } from "#app/components/admin/my-day/my-day-page.tsx";
import { servicesContext } from "#app/context.ts";
import { getMyDay } from "#app/domain/leads/my-day.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/my-day";

export function meta() {
  return [{ title: "My day | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "One inbox": the signed-in salesperson's day (a sales executive's first page). */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requirePermission(context, "read-leads");
  return { day: await getMyDay(context.get(servicesContext).db, staff.id), name: staff.name };
}

export default function MyDay({ loaderData }: Route.ComponentProps) {
  return <MyDayPage day={loaderData.day} name={loaderData.name} />;
}
