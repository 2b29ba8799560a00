import { Link } from "react-router";

import { leadFilterQuery, leadsPath, type LeadFilter } from "#app/domain/leads/lead-view.ts";

/** Inbox | Spam, each with its count under the same filters. */
export function LeadViewTabs({
  filter,
  counts,
}: {
  filter: LeadFilter;
  counts: { inbox: number; spam: number };
}) {
  const tabs = [
    { view: "inbox" as const, label: "Inbox", count: counts.inbox },
    { view: "spam" as const, label: "Spam", count: counts.spam },
  ];
  return (
    <nav aria-label="Lead views" className="inline-flex rounded-lg bg-neutral-200/70 p-1">
      {tabs.map((tab) => {
        const current = filter.view === tab.view;
        return (
          <Link
            key={tab.view}
            to={`${leadsPath}${leadFilterQuery(filter, { view: tab.view, page: 1 })}`}
            aria-current={current ? "page" : undefined}
            className={`inline-flex items-center gap-2 rounded-md px-4 py-1.5 text-sm font-semibold ${
              current ? "bg-white text-forest-900 shadow-sm" : "text-neutral-700 hover:text-neutral-900"
            }`}
          >
            {tab.label}
            <span
              className={`rounded-full px-2 text-xs tabular-nums ${current ? "bg-forest-100 text-forest-900" : "bg-neutral-300/70"}`}
            >
              {tab.count}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
