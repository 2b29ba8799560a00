import { ShieldCheck } from "lucide-react";

import { useLocale, useT } from "#app/components/site/site-data.ts";
import type { ProjectCompliance } from "#app/domain/projects/project.ts";
import type { RegistrationQr } from "#app/domain/projects/registration-qr.ts";
import { QrCode } from "#app/components/ui/qr-code.static.tsx";
import { formatLongDate } from "#app/lib/india-time.ts";

/**
 * The registration and approval block next to the price (TNRERA directions): the registration
 * number and date, the QR code of the registration page, the registration page and the Authority's
 * website, the DTCP/CMDA approval; or why the project is exempt. In the page's language; the
 * numbers and the reason as staff typed them.
 */
export function ProjectComplianceBlock({
  project,
  qr,
}: {
  project: ProjectCompliance;
  qr: RegistrationQr | null;
}) {
  const t = useT();
  const locale = useLocale();
  const rows = [
    { term: t("project:tnreraRegistration"), value: project.reraNumber },
    { term: t("project:registeredOn"), value: project.reraDate && formatLongDate(project.reraDate, locale) },
    {
      term: t("project:layoutApproval"),
      value: [project.approvalNumber, project.approvalYear].filter(Boolean).join(", "),
    },
    { term: t("project:exemptFromRegistration"), value: project.exemptionReason },
  ].filter((row) => row.value);
  if (rows.length === 0) return null;
  return (
    <section
      aria-labelledby="project-compliance-heading"
      className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5 sm:p-6"
    >
      <h2
        id="project-compliance-heading"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-forest-700 uppercase"
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t("project:registrationAndApproval")}
      </h2>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <dl className="min-w-44 flex-1 space-y-2 text-sm">
          {rows.map(({ term, value }) => (
            <div key={term}>
              <dt className="text-neutral-600">{term}</dt>
              <dd className="font-semibold break-words text-neutral-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {qr && <QrCode qr={qr} label={t("project:registrationQrCode")} />}
      </div>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {project.reraUrl && (
          <a href={project.reraUrl} className="font-semibold text-forest-800 underline underline-offset-4">
            {t("project:registrationPage")}
          </a>
        )}
        {project.reraWebsite && (
          <a
            href={project.reraWebsite}
            className="font-semibold text-forest-800 underline underline-offset-4"
          >
            {project.reraWebsite.replace(/^https:\/\//, "")}
          </a>
        )}
      </p>
    </section>
  );
}
