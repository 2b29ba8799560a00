import { Form, useNavigation } from "react-router";

import { Card } from "#app/components/ui/card.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import {
  formatPaiseInFull,
  paymentStateLabels,
  rupeesValue,
  scheduleRows,
  type PaymentStanding,
  type PaymentState,
} from "#app/domain/bookings/index.ts";
import type { BadgeTone } from "#app/lib/badge-tone.ts";
import { formatShortDate } from "#app/lib/india-time.ts";

const stateTones: Record<PaymentState, BadgeTone> = {
  paid: "forest",
  "part-paid": "sky",
  due: "plain",
  overdue: "red",
};

const money = (paise: number) => formatPaiseInFull(paise);

const columns: readonly Column<PaymentStanding>[] = [
  { key: "label", header: "Payment", rowHeader: true, cell: (row) => row.label },
  { key: "due", header: "Due", cell: (row) => formatShortDate(row.dueOn) },
  {
    key: "amount",
    header: "Amount",
    cell: (row) => money(row.amountPaise),
    align: "end",
    className: "tabular-nums",
  },
  {
    key: "left",
    header: "Left to pay",
    cell: (row) => money(row.leftPaise),
    align: "end",
    className: "tabular-nums",
  },
  {
    key: "state",
    header: "Status",
    cell: (row) => <StatusBadge tone={stateTones[row.state]} label={paymentStateLabels[row.state]} />,
  },
];

/**
 * The payment schedule with where each payment stands (the receipts fill it in order), and, while
 * the booking is open, the form that changes it for this booking (its payments add up to the price).
 */
export function BookingSchedule({
  bookingOpen,
  standings,
  failed,
}: {
  bookingOpen: boolean;
  standings: PaymentStanding[];
  failed: { message: string; values: Record<string, string> } | null;
}) {
  const navigation = useNavigation();
  const value = (name: string, n: number, stored: string) =>
    failed ? (failed.values[`${name}-${n}`] ?? "") : stored;
  return (
    <Card as="section" aria-labelledby="booking-schedule" className="space-y-4 p-4 sm:p-5">
      <h2 id="booking-schedule" className="text-lg font-semibold text-forest-900">
        Payment schedule
      </h2>
      <DataTable
        caption="Payment schedule"
        columns={columns}
        rows={standings}
        rowKey={(row) => `${row.label}-${row.dueOn}`}
      />
      {bookingOpen ? (
        <details open={failed !== null} className="border-t border-neutral-200 pt-4">
          <summary className="cursor-pointer font-medium text-forest-800">Change the schedule</summary>
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <input type="hidden" name="intent" value="schedule" />
            <FormError id="schedule-error" message={failed?.message ?? null} />
            <p className="text-sm text-neutral-600">
              One payment a row; the amounts must add up to the price. Leave a row empty to drop it.
            </p>
            {Array.from({ length: scheduleRows }, (_, n) => {
              const row = standings[n];
              return (
                <div key={n} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
                  <TextField
                    id={`schedule-label-${n}`}
                    name={`label-${n}`}
                    label={`Payment ${n + 1}`}
                    defaultValue={value("label", n, row?.label ?? "")}
                    maxLength={80}
                  />
                  <TextField
                    id={`schedule-due-${n}`}
                    name={`dueOn-${n}`}
                    label={`Payment ${n + 1}: due on`}
                    type="date"
                    defaultValue={value("dueOn", n, row?.dueOn ?? "")}
                  />
                  <TextField
                    id={`schedule-amount-${n}`}
                    name={`amount-${n}`}
                    label={`Payment ${n + 1}: amount (₹)`}
                    inputMode="decimal"
                    defaultValue={value("amount", n, row ? rupeesValue(row.amountPaise) : "")}
                  />
                </div>
              );
            })}
            <SubmitButton
              pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "schedule"}
              pendingLabel="Saving..."
              className={buttonClass.secondary}
            >
              Save schedule
            </SubmitButton>
          </Form>
        </details>
      ) : null}
    </Card>
  );
}
