import { Form, useNavigation } from "react-router";

import { BackLink } from "#app/components/admin/back-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { TextField } from "#app/components/ui/inputs.static.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { bookingsPath, type BookingTerms, type TermsField } from "#app/domain/bookings/index.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";

/**
 * Issue "Site visits and bookings": each project's payment schedule template. A new booking's
 * schedule is the token, the agreed share by the agreement, and the balance before registration.
 */
export function BookingTermsPage({
  rows,
  failed,
}: {
  rows: { projectId: string; projectName: string; terms: BookingTerms }[];
  failed: { projectId: string; values: Record<string, string>; errors: FieldErrors<TermsField> } | null;
}) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <BackLink to={bookingsPath}>Bookings</BackLink>
      <PageHeader
        title="Payment schedules"
        intro="A new booking's schedule: the token on the booking day, the share of the price paid by the sale agreement, and the balance before registration. Each booking's schedule can be changed on its page."
      />
      {rows.length === 0 ? <p className="text-neutral-700">No project yet.</p> : null}
      {rows.map((row) => {
        const mine = failed?.projectId === row.projectId ? failed : null;
        const field = bindFields<TermsField>({
          idPrefix: `terms-${row.projectId}`,
          errors: mine?.errors ?? {},
          values: mine?.values ?? {
            agreementDays: String(row.terms.agreementDays),
            agreementPercent: String(row.terms.agreementPercent),
            balanceDays: String(row.terms.balanceDays),
          },
        });
        const titleId = `terms-${row.projectId}-title`;
        const busy =
          navigation.state === "submitting" && navigation.formData?.get("projectId") === row.projectId;
        return (
          <Card key={row.projectId} as="section" aria-labelledby={titleId} className="p-4 sm:p-5">
            <Form key={JSON.stringify(row.terms)} method="post" className="space-y-4" noValidate>
              <input type="hidden" name="projectId" value={row.projectId} />
              <h2 id={titleId} className="text-lg font-semibold text-forest-900">
                {row.projectName}
              </h2>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField {...field("agreementDays")} label="Agreement within (days)" inputMode="numeric" />
                <TextField
                  {...field("agreementPercent")}
                  label="Paid by the agreement (%)"
                  inputMode="numeric"
                />
                <TextField {...field("balanceDays")} label="Balance within (days)" inputMode="numeric" />
              </div>
              <SubmitButton pending={busy} pendingLabel="Saving..." className={buttonClass.secondary}>
                Save<span className="sr-only"> the payment schedule of {row.projectName}</span>
              </SubmitButton>
            </Form>
          </Card>
        );
      })}
    </div>
  );
}
