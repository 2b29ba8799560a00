import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { mailtoHref, telHref } from "#app/components/site/contact-links.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { leadDetailLabels, leadKindLabels, utmFields, utmLabels } from "#app/domain/leads/lead-model.ts";
import type { LeadFactsView } from "#app/domain/leads/lead-page-view.ts";
import { clickIdFields, leadSourceLabel } from "#app/domain/leads/lead-sources.ts";
import {
  detailValue,
  displayPhone,
  pageLabel,
  personPath,
  touchSummary,
} from "#app/domain/leads/lead-view.ts";

import { LeadTime } from "./lead-time.tsx";

/** Everything the person submitted, with the visit it came from; what they left empty is left out. */
export function LeadFacts({ lead }: { lead: LeadFactsView }) {
  const rows: [string, ReactNode][] = [
    ["Kind", leadKindLabels[lead.kind]],
    ["Source", leadSourceLabel(lead.source)],
    ["Campaign", lead.campaign],
    ["Name", lead.name],
    ["Phone", <a href={telHref(lead.phone)}>{displayPhone(lead.phone)}</a>],
    ["E-mail", lead.email ? <a href={mailtoHref(lead.email)}>{lead.email}</a> : null],
    [
      "Project",
      lead.projectName && lead.projectId ? (
        <a href={`/project/${lead.projectId}`} target="_blank" rel="noopener noreferrer">
          {lead.projectName}
          <ExternalLink aria-label="(opens in a new tab)" className="ml-1 inline size-3.5" />
        </a>
      ) : null,
    ],
    ["Plot", lead.plotNumber],
    ...Object.entries(lead.details).map(([key, value]): [string, ReactNode] => [
      leadDetailLabels[key] ?? key,
      detailValue(key, value),
    ]),
    ["Message", lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null],
    ["Page", lead.page ? <span title={lead.page}>{pageLabel(lead.page, lead.projectName)}</span> : null],
    ...utmFields.map((field): [string, ReactNode] => [utmLabels[field], lead.utm[field] ?? null]),
    ...clickIdFields.map((field): [string, ReactNode] => [field, lead.lastTouch[field] ?? null]),
    ["First visit", touchSummary(lead.firstTouch, lead.lastTouch)],
    ["Referrer", lead.referrer ? <span className="break-all">{lead.referrer}</span> : null],
    ["Consent", lead.consent],
    ["Language", lead.language === "ta" ? "Tamil: their mails and WhatsApp messages are in Tamil" : null],
    ["Received", <LeadTime when={lead.when} exact />],
    ["Buyer", lead.personId ? <Link to={personPath(lead.personId)}>Every lead of this buyer</Link> : null],
  ];
  return (
    <Panel title="What they sent">
      <dl className="divide-y divide-neutral-100 text-sm">
        {rows
          .filter(([, value]) => value !== null && value !== "")
          .map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
              <dt className="font-medium text-neutral-600">{label}</dt>
              <dd className="break-words text-neutral-900 sm:col-span-2 [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-4">
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </Panel>
  );
}
