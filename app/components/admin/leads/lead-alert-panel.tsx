import type { ReactNode } from "react";

import { Panel } from "#app/components/ui/panel.tsx";
import type { LeadAlertView } from "#app/domain/leads/lead-page-view.ts";

import { LeadTime } from "./lead-time.tsx";

function alertText(alert: LeadAlertView | null, spam: boolean): ReactNode {
  if (!alert) {
    return spam ? "Suspected spam sends no alert e-mail." : "No alert e-mail was queued for this lead.";
  }
  if (alert.state === "sent") return <>Sent {alert.sent ? <LeadTime when={alert.sent} exact /> : null}</>;
  if (alert.state === "pending") {
    return (
      <>
        Waiting to be sent
        {alert.attempts > 0 ? ` (${alert.attempts} failed ${alert.attempts === 1 ? "try" : "tries"})` : ""};
        next try <LeadTime when={alert.next} exact />.
        {alert.lastError ? (
          <span className="mt-1 block text-neutral-600">Last error: {alert.lastError}</span>
        ) : null}
      </>
    );
  }
  return (
    <span className="text-red-800">
      Could not be sent after {alert.attempts} tries{alert.lastError ? `: ${alert.lastError}` : "."}
      <span className="mt-1 block text-neutral-700">Use “Send again” on the Leads page.</span>
    </span>
  );
}

/** Whether the sales team's alert e-mail went out. */
export function LeadAlertPanel({ alert, spam }: { alert: LeadAlertView | null; spam: boolean }) {
  return (
    <Panel title="Alert e-mail">
      <p className="text-sm text-neutral-900">{alertText(alert, spam)}</p>
    </Panel>
  );
}
