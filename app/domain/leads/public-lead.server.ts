import type { RouterContextProvider } from "react-router";

import { clientIpContext, servicesContext } from "#app/context.ts";
import { consentLine } from "./lead-options.ts";
import { screenSubmission, submissionFingerprint, visitContext } from "./lead-submission.server.ts";
import { findSubmittedLead, recordLead, type LeadInput } from "./leads.server.ts";
import { settingsInLocale } from "#app/domain/settings/index.ts";
import { getSiteSettings } from "#app/domain/settings/index.server.ts";
import { VisitRefused } from "#app/domain/visits/index.server.ts";

export type PublicLeadOutcome =
  | { ok: true; leadId: string }
  | { ok: false; reason: "limited"; retryAfterSeconds: number; leadId: string | null }
  | { ok: false; reason: "failed" }
  /** The visit's slot cannot take it (full, too few places, closed): nothing is stored. */
  | { ok: false; reason: "refused"; field: "slot"; message: string };

/** A valid post as a lead; the visit, the consent line and the spam screening are added here. */
export type Submission = Omit<LeadInput, "utm" | "referrer" | "consent" | "spamReason" | "submissionId">;

/**
 * The one path from a public form to a lead: spam screening, the visit's UTM and referrer, the
 * consent line the visitor saw, the insert (committed before this returns), then a nudge to the
 * alert sender, which the visitor never waits for. A repeat of a post already stored (the same
 * submission key and fields) is answered as the first was, and neither screened nor stored again.
 */
export async function submitPublicLead(
  context: Readonly<RouterContextProvider>,
  form: string,
  values: Record<string, string>,
  submission: Submission,
): Promise<PublicLeadOutcome> {
  const { db, forms, leadAlerts, metrics } = context.get(servicesContext);
  try {
    const submissionId = submissionFingerprint(form, values);
    const first = submissionId === null ? undefined : await findSubmittedLead(db, submissionId);
    if (first) {
      return first.spam_reason === "rate-limit"
        ? {
            ok: false,
            reason: "limited",
            retryAfterSeconds: forms.rateLimit.windowMs / 1000,
            leadId: first.id,
          }
        : { ok: true, leadId: first.id };
    }
    const screening = await screenSubmission(db, {
      form,
      clientIp: context.get(clientIpContext),
      values,
      policy: forms,
    });
    let leadId: string | null = null;
    if (screening.store) {
      // The line as the form showed it: in Tamil, with the company's Tamil name, on a Tamil page.
      const language = submission.language ?? "en";
      const { companyName } = settingsInLocale(await getSiteSettings(db), language);
      leadId = await recordLead(db, {
        ...submission,
        ...visitContext(values),
        consent: consentLine(companyName, language),
        spamReason: screening.spamReason,
        submissionId,
      });
      metrics.leadReceived(submission.kind, screening.spamReason !== null);
      if (screening.spamReason === null) leadAlerts.kick();
    }
    if (screening.limited) {
      return { ok: false, reason: "limited", retryAfterSeconds: screening.retryAfterSeconds, leadId };
    }
    return leadId === null ? { ok: false, reason: "failed" } : { ok: true, leadId };
  } catch (error) {
    if (error instanceof VisitRefused)
      return { ok: false, reason: "refused", field: "slot", message: error.message };
    console.error(`Could not store a ${submission.kind} lead:`, error);
    return { ok: false, reason: "failed" };
  }
}
