import type { DB } from "#app/db/database.server.ts";
import {
  getPlot,
  listLeadChoices,
  plotsProject,
  type LeadChoiceScope,
} from "#app/domain/plots/index.server.ts";
import { toPlotRowView } from "#app/domain/plots/index.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { indiaToday } from "#app/lib/india-time.ts";
import { paisePerRupee } from "./booking-money.ts";
import { bookingOfPlot } from "./booking-read.server.ts";

/**
 * Issue "Site visits and bookings": what the booking form shows for a plot: its facts, the lead
 * it is held for (or the one it was opened from), the leads it may be booked for, the rate and
 * premium to start from, and the owner's approval threshold. Null for an unknown plot.
 */
export async function loadBookingForm(
  db: DB,
  { plotId, leadId, leadScope }: { plotId: string; leadId: string | null; leadScope: LeadChoiceScope },
  now = new Date(),
) {
  const plot = await getPlot(db, plotId, now);
  if (!plot) return null;
  const [project, leads, settings, booking] = await Promise.all([
    plotsProject(db, plot.projectId),
    listLeadChoices(db, plot.projectId, leadScope),
    getSiteSettings(db),
    bookingOfPlot(db, plot.id),
  ]);
  const heldFor = plot.status === "on_hold" ? plot.holdLeadId : null;
  return {
    project: { id: plot.projectId, name: project?.name ?? "" },
    plot: toPlotRowView(plot, now),
    areaSqft: plot.areaSqft,
    rateRupees: plot.ratePerSqft,
    premiumRupees: plot.premium,
    leads,
    leadId: heldFor ?? leadId,
    /** A hold for a lead books for that lead only. */
    leadFixed: heldFor !== null,
    bookingId: booking,
    today: indiaToday(now),
    approvalAbovePaise: settings.bookingDiscountApproval * paisePerRupee,
  };
}
