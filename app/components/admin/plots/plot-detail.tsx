import { Form } from "react-router";

import { FormError } from "#app/components/ui/form-status.static.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { HistoryCard } from "#app/components/ui/history-card.tsx";
import { SelectField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { When } from "#app/lib/when.ts";
import { holdHourLimits } from "#app/domain/plots/plot-holds.ts";
import type { PlotRowView } from "#app/domain/plots/plot-view.ts";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { plotStatusTones } from "#app/domain/plots/plot-model.ts";
import { HoldTimeLeft } from "./hold-time-left.tsx";
import { PlotBookingLink } from "./plot-booking-link.tsx";

export interface PlotDetailProps {
  project: { id: string; name: string };
  plot: PlotRowView;
  history: { id: number; actor: string; summary: string; when: When }[];
  leads: { value: string; label: string }[];
  holdHours: number;
  errors: Partial<Record<"holdFor" | "hours", string>>;
  listPath: string;
  /** The role holds plots (issue "Roles"): the hold form and Release hold show. */
  mayHold: boolean;
  /** The role books plots (issue "Site visits and bookings"): "Book this plot" shows. */
  mayBook: boolean;
  /** The plot's open booking, if any. */
  bookingId: string | null;
}

/** Hold for a named buyer or a lead, for the hours Settings gives (staff may change them). */
function HoldForm({
  plot,
  leads,
  holdHours,
  errors,
}: Pick<PlotDetailProps, "plot" | "leads" | "holdHours" | "errors">) {
  const held = plot.hold !== null;
  return (
    <Card>
      <Form method="post" className="space-y-3 p-4">
        <h2 className="text-base font-semibold text-neutral-900">
          {held ? `Change the hold on plot ${plot.number}` : `Put plot ${plot.number} on hold`}
        </h2>
        <input type="hidden" name="intent" value="hold" />
        <input type="hidden" name="version" value={plot.version} />
        <TextField
          id="hold-for"
          name="holdFor"
          label="For (buyer's name)"
          hint="Or choose a lead below; the lead's name is used when this is empty."
          error={errors.holdFor}
          defaultValue={plot.hold?.forWhom ?? ""}
          maxLength={120}
        />
        {leads.length > 0 ? (
          <SelectField id="hold-lead" name="leadId" label="Lead" options={leads} placeholder="No lead" />
        ) : null}
        <TextField
          id="hold-hours"
          name="hours"
          label="Hold for (hours)"
          type="number"
          min={holdHourLimits.min}
          max={holdHourLimits.max}
          step={1}
          required
          error={errors.hours}
          defaultValue={String(holdHours)}
          className="w-40"
        />
        <Button type="submit" variant="primary">
          {held ? "Save hold" : "Put on hold"}
        </Button>
      </Form>
    </Card>
  );
}

/** One plot: its facts and status, the hold form, and its history (its audit entries). */
export function PlotDetail(props: PlotDetailProps) {
  const { project, plot, history, errors, listPath } = props;
  const canHold = plot.status === "available" || plot.status === "on_hold";
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to={listPath}>Plots of {project.name}</BackLink>
      <PageHeader
        title={`Plot ${plot.number}`}
        actions={<PlotBookingLink plot={plot} mayBook={props.mayBook} bookingId={props.bookingId} />}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={plotStatusTones[plot.status]} label={plot.statusLabel} />
            <span>
              {plot.area} · {plot.price}
            </span>
          </span>
        }
      />
      {plot.hold ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-marigold-50 px-4 py-3 ring-1 ring-marigold-300">
          <p data-testid="hold">
            On hold for <strong>{plot.hold.forWhom}</strong> by {plot.hold.by}, until{" "}
            <time dateTime={plot.hold.untilIso}>{plot.hold.until}</time> (
            <HoldTimeLeft until={plot.hold.untilIso} serverText={plot.hold.left} />)
          </p>
          {props.mayHold ? (
            <Form method="post">
              <input type="hidden" name="intent" value="release" />
              <input type="hidden" name="version" value={plot.version} />
              <Button type="submit" variant="secondary">
                Release hold
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <FormError
        message={
          (errors.holdFor ?? errors.hours)
            ? "Nothing was saved: please correct the field marked below."
            : null
        }
      />
      {canHold && props.mayHold ? <HoldForm {...props} /> : null}
      <HistoryCard entries={history} titleId="plot-history" />
    </div>
  );
}
