import { Form, Link } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { plotStatusTones } from "#app/domain/plots/plot-model.ts";
import { plotPath, type LeadPlotView } from "#app/domain/plots/plot-view.ts";

import { HoldTimeLeft } from "./hold-time-left.tsx";
import { LeadCostSheet } from "./lead-cost-sheet.tsx";
import { PlotBookingLink } from "./plot-booking-link.tsx";

/** The plot the lead asked about, its status, and a button to hold it for them. */
export function LeadPlot({
  view,
  lead,
  holdHours,
  returnTo,
  booking,
}: {
  view: LeadPlotView;
  lead: { id: string; name: string };
  holdHours: number;
  returnTo: string;
  /** Issue "Site visits and bookings": the role books plots; the plot's open booking. */
  booking: { mayBook: boolean; bookingId: string | null };
}) {
  const { plot, projectId } = view;
  return (
    <Card as="section" aria-labelledby="lead-plot" className="p-4">
      <h2 id="lead-plot" className="font-semibold text-forest-900">
        Plot {view.number}
      </h2>
      {plot && projectId ? (
        <div className="mt-2 space-y-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={plotStatusTones[plot.status]} label={plot.statusLabel} />
            <span>
              {plot.area} · {plot.price}
            </span>
          </p>
          {plot.hold ? (
            <p>
              On hold for {plot.hold.forWhom} until {plot.hold.until} (
              <HoldTimeLeft until={plot.hold.untilIso} serverText={plot.hold.left} />)
            </p>
          ) : null}
          {plot.status === "available" ? (
            <Form method="post" action={plotPath(projectId, plot.id)}>
              <input type="hidden" name="intent" value="hold" />
              <input type="hidden" name="version" value={plot.version} />
              <input type="hidden" name="leadId" value={lead.id} />
              <input type="hidden" name="holdFor" value={lead.name} />
              <input type="hidden" name="hours" value={holdHours} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <Button type="submit" variant="primary">
                Put plot {plot.number} on hold for {lead.name}
              </Button>
            </Form>
          ) : null}
          <div>
            <PlotBookingLink plot={plot} {...booking} leadId={lead.id} />
          </div>
          {/* A booked or sold plot's money is its booking's: the cost sheet is for deciding. */}
          {plot.rate && (plot.status === "available" || plot.status === "on_hold") ? (
            <LeadCostSheet leadId={lead.id} />
          ) : null}
          <Link to={plotPath(projectId, plot.id)} className="font-medium text-forest-800 underline">
            Plot {plot.number}: hold and history
          </Link>
        </div>
      ) : (
        <p className="mt-2 text-sm text-neutral-700">This plot is no longer in the inventory.</p>
      )}
    </Card>
  );
}
