import type { ReactNode } from "react";
import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { inlineControlClass } from "#app/components/ui/form-styles.ts";
import { statusOptions } from "#app/domain/plots/plot-view.ts";

import { bulkFormId } from "./plot-form-ids.ts";

/** One bulk change: its control (labelled for screen readers only) and the button that applies it. */
function BulkChange({
  label,
  intent,
  button,
  children,
}: {
  label: string;
  intent: string;
  button: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="text-sm">
        <span className="sr-only">{label}</span>
        {children}
      </label>
      <Button type="submit" name="intent" value={intent} variant="secondary">
        {button}
      </Button>
    </>
  );
}

/** The chosen rows' bulk changes: one status, or one rate, for all of them. */
export function PlotBulkForm() {
  return (
    <Form
      id={bulkFormId}
      method="post"
      preventScrollReset
      className="flex flex-wrap items-end gap-3 rounded-lg bg-neutral-50 px-3 py-2 ring-1 ring-neutral-200"
    >
      <p className="w-full text-sm font-semibold text-neutral-800 sm:w-auto sm:self-center">Chosen plots:</p>
      <BulkChange label="New status for the chosen plots" intent="bulk-status" button="Set status">
        <select name="bulkStatus" className={inlineControlClass} defaultValue="booked">
          {statusOptions
            .filter((o) => o.value !== "on_hold")
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
        </select>
      </BulkChange>
      <BulkChange label="New rate per sq.ft for the chosen plots (₹)" intent="bulk-rate" button="Set rate">
        <input
          name="bulkRate"
          inputMode="numeric"
          placeholder="Rate ₹/sq.ft"
          className={`${inlineControlClass} w-32`}
        />
      </BulkChange>
    </Form>
  );
}
