import { ReportsPage } from "#app/components/admin/reports/reports-page.tsx";
import { servicesContext } from "#app/context.ts";
import { currentMonth, leadReport } from "#app/domain/leads/lead-reports.server.ts";
import { reportMonths } from "#app/domain/leads/lead-reports.ts";
import { businessHoursFrom, describeBusinessHours } from "#app/domain/settings/business-hours.ts";
import { getSiteSettings } from "#app/domain/settings/settings.server.ts";
import { requirePermission } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/reports";

export function meta() {
  return [{ title: "Reports | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "One inbox": a month's leads, first responses and bookings by source, campaign and executive. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, "manage-leads");
  const { db } = context.get(servicesContext);
  const thisMonth = currentMonth();
  const months = reportMonths(thisMonth);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = months.some((option) => option.value === asked) ? asked : thisMonth;
  const hours = businessHoursFrom((await getSiteSettings(db)).businessHours);
  return {
    months,
    report: (await leadReport(db, month, hours))!,
    hours: describeBusinessHours(hours),
  };
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  return <ReportsPage {...loaderData} />;
}
