import { Link } from "react-router";

import { Panel } from "#app/components/ui/panel.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { TimelineItem } from "#app/domain/leads/person-page-view.ts";
import { leadPath } from "#app/domain/leads/lead-view.ts";
import type { BadgeTone } from "#app/lib/badge-tone.ts";

import { LeadTime } from "#app/components/admin/leads/lead-time.tsx";

const marks: Record<TimelineItem["kind"], { label: string; tone: BadgeTone }> = {
  lead: { label: "Lead", tone: "sky" },
  message: { label: "Message", tone: "blue" },
  note: { label: "Note", tone: "amber" },
  change: { label: "Change", tone: "grey" },
  visit: { label: "Site visit", tone: "green" },
  hold: { label: "Plot held", tone: "violet" },
  whatsapp: { label: "WhatsApp", tone: "forest" },
};

/** Everything that happened with the buyer, newest first: leads, messages, notes, changes, visits, holds, WhatsApp. */
export function PersonTimeline({ items }: { items: TimelineItem[] }) {
  return (
    <Panel
      title="Timeline"
      intro="Every lead, message, note, change, site visit, plot held and WhatsApp message of this buyer, newest first."
      body="flush"
    >
      <ol aria-label="Timeline" className="divide-y divide-neutral-100">
        {items.map((item) => (
          <li key={item.key} className="flex flex-wrap items-start gap-x-3 gap-y-1 px-4 py-3 text-sm sm:px-5">
            <StatusBadge tone={marks[item.kind].tone} label={marks[item.kind].label} />
            <p className="min-w-48 flex-1 break-words whitespace-pre-wrap text-neutral-900">{item.text}</p>
            <p className="w-full text-neutral-600 sm:w-auto">
              {item.by ? `${item.by} · ` : ""}
              <LeadTime when={item.when} />
              {item.leadId ? (
                <>
                  {" · "}
                  <Link to={leadPath(item.leadId)} className="text-forest-700 underline underline-offset-4">
                    Lead
                  </Link>
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}
