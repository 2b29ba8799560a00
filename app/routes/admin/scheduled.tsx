import { ScheduledList } from "#app/components/admin/publishing/scheduled-list.tsx";
import { servicesContext } from "#app/context.ts";
import { toScheduledRow } from "#app/domain/publishing/index.ts";
import { scheduledWork } from "#app/domain/publishing/index.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/scheduled";

export function meta() {
  return [{ title: "Scheduled · Admin" }, { name: "robots", content: "noindex" }];
}

/** What is set to publish or to leave the website (issue "Publish later and go back"). */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, "read-content");
  const { db } = context.get(servicesContext);
  return { rows: (await scheduledWork(db)).map(toScheduledRow) };
}

export default function ScheduledPage({ loaderData }: Route.ComponentProps) {
  return <ScheduledList rows={loaderData.rows} />;
}
