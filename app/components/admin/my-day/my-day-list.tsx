import { Link } from "react-router";

import { LeadTime } from "#app/components/admin/leads/lead-time.tsx";
import { telHref } from "#app/components/site/contact-links.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { displayPhone, leadPath } from "#app/domain/leads/lead-view.ts";
import type { MyDayLead } from "#app/domain/leads/my-day-view.ts";

/** One list of "My day": each lead with its call link, what it is about and its next step. */
export function MyDayList({
  title,
  intro,
  leads,
  empty,
  show,
}: {
  title: string;
  intro: string;
  leads: MyDayLead[];
  empty: string;
  /** What the line under each lead says: its next step, when it came, or the visit's slot. */
  show: "step" | "received" | "slot";
}) {
  return (
    <Panel title={title} intro={intro} body="flush">
      {leads.length === 0 ? (
        <p className="px-4 py-4 text-sm text-neutral-600 sm:px-5">{empty}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-neutral-100">
          {leads.map((lead) => (
            <li
              key={lead.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm sm:px-5"
            >
              <div className="min-w-48 flex-1">
                <Link
                  to={leadPath(lead.id)}
                  className="font-semibold text-forest-700 underline-offset-4 hover:underline"
                >
                  {lead.name}
                </Link>
                <p className="text-neutral-600">{lead.about}</p>
              </div>
              <p className="min-w-40 text-neutral-800">
                {show === "step" ? (
                  <>
                    {lead.nextStep}
                    {lead.due ? (
                      <>
                        {" · "}
                        <LeadTime when={lead.due} exact />
                      </>
                    ) : null}
                  </>
                ) : show === "slot" ? (
                  (lead.slot ?? "Any time")
                ) : (
                  <LeadTime when={lead.received} />
                )}
              </p>
              {show === "step" && lead.overdue ? <StatusBadge tone="red" label="Overdue" /> : null}
              <a
                href={telHref(lead.phone)}
                className="font-medium text-forest-700 underline underline-offset-4"
              >
                Call {displayPhone(lead.phone)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
