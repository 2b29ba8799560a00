import { formatSlotTime, type VisitPlan } from "#app/domain/visits/index.ts";
import { siteVisitSchema, slotVisitSchema } from "./lead-forms.ts";
import { visitTimeSlotLabels } from "./lead-options.ts";
import { outcomeQuery, type PostOutcome, type PublicForm } from "./public-form.server.ts";
import type { Submission } from "./public-lead.server.ts";

/**
 * The two shapes of 'Schedule Site Visit' (app/routes/site-visit.tsx): a project without visiting
 * slots takes a request for a day and a part of it, which the team confirms by phone; a project
 * with slots books one of them, with its places, in the lead's own transaction.
 */
type Sent = { visitDate: string; timeSlot: string };

/** Without JavaScript the page comes back with the outcome, and after a success its day and slot. */
function noScriptTo(page: string) {
  return (outcome: PostOutcome<string, Sent>) => {
    const query = outcomeQuery("visit", outcome);
    if (outcome.outcome === "sent") {
      query.set("date", outcome.sent.visitDate);
      query.set("slot", outcome.sent.timeSlot);
    }
    return `${page}?${query}#site-visit`;
  };
}

/** The lead of a site-visit post: who, the page and project it came from, and the visit's details. */
function visitLead(
  visit: { name: string; phone: string; page: string; projectId: string | null; plot: string | null },
  details: Record<string, string>,
): Submission {
  return {
    kind: "site-visit",
    name: visit.name,
    phone: visit.phone,
    email: null,
    message: null,
    details,
    page: visit.page,
    projectId: visit.projectId,
    plotNumber: visit.plot,
  };
}

export function requestVisitForm(page: string): PublicForm<typeof siteVisitSchema, Sent> {
  return {
    form: "site-visit",
    schema: siteVisitSchema,
    lead: (visit) =>
      visitLead(visit, {
        visitDate: visit.visitDate,
        // Stored as staff read them in the inbox, the alert e-mail and the CSV.
        timeSlot: visitTimeSlotLabels[visit.timeSlot],
        visitors: String(visit.visitors),
        pickup: visit.pickup ? "Yes" : "No",
      }),
    sent: (visit) => ({ visitDate: visit.visitDate, timeSlot: visit.timeSlot }),
    noScript: noScriptTo(page),
  };
}

export function slotVisitForm(
  page: string,
  plan: VisitPlan,
): PublicForm<ReturnType<typeof slotVisitSchema>, Sent> {
  return {
    form: "site-visit",
    schema: slotVisitSchema(plan.pickupPoints),
    lead: (visit) => {
      // Pickup asked for without a point named goes from the first (or only) one.
      const pickupPoint = visit.pickup ? (visit.pickupPoint ?? plan.pickupPoints[0] ?? null) : null;
      return {
        ...visitLead(visit, {
          visitDate: visit.slot.date,
          timeSlot: formatSlotTime(visit.slot.time),
          visitors: String(visit.visitors),
          pickup: visit.pickup ? (pickupPoint ?? "Yes") : "No",
        }),
        email: visit.email,
        visit: { ...visit.slot, visitors: visit.visitors, pickupPoint },
      };
    },
    sent: (visit) => ({ visitDate: visit.slot.date, timeSlot: visit.slot.time }),
    noScript: noScriptTo(page),
  };
}
