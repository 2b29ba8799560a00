import type { Migration } from "kysely/migration";

import * as content from "./0001-content.ts";
import * as rateLimits from "./0002-rate-limits.ts";
import * as auth from "./0003-auth.ts";
import * as leadWork from "./0004-lead-work.ts";
import * as listIndexes from "./0005-list-indexes.ts";
import * as firstResponse from "./0007-first-response.ts";
import * as textSearch from "./0009-text-search.ts";
import * as leadCounts from "./0010-lead-counts.ts";
import * as leadTallies from "./0011-lead-tallies.ts";
import * as projectFacts from "./0012-project-facts.ts";
import * as leadResponseIndex from "./0013-lead-response-index.ts";
import * as jobs from "./0014-jobs.ts";
import * as plots from "./0015-plots.ts";
import * as contentVersion from "./0016-content-version.ts";
import * as leadSubmissions from "./0017-lead-submissions.ts";
import * as knownSignInAddresses from "./0018-known-sign-in-addresses.ts";
import * as alertClaims from "./0019-alert-claims.ts";
import * as plotOrder from "./0020-plot-order.ts";
import * as staffRoles from "./0021-staff-roles.ts";
import * as twoFactor from "./0022-two-factor.ts";
import * as peopleAndSources from "./0023-people-and-sources.ts";
import * as myDayIndexes from "./0024-my-day-indexes.ts";
import * as siteVisits from "./0025-site-visits.ts";
import * as visitMails from "./0026-visit-mails.ts";
import * as bookings from "./0027-bookings.ts";
import * as costs from "./0028-costs.ts";
import * as whatsapp from "./0029-whatsapp.ts";
import * as revisions from "./0030-revisions.ts";
import * as schedules from "./0031-schedules.ts";
import * as drafts from "./0032-drafts.ts";
import * as languages from "./0033-languages.ts";

/**
 * Every migration, in order. Listed by hand rather than read from a folder so that the bundled
 * server and the scripts run exactly the same list. Never edit one that has shipped: add the next.
 */
export const migrations: Record<string, Migration> = {
  "0001-content": content,
  "0002-rate-limits": rateLimits,
  "0003-auth": auth,
  "0004-lead-work": leadWork,
  "0005-list-indexes": listIndexes,
  "0007-first-response": firstResponse,
  "0009-text-search": textSearch,
  "0010-lead-counts": leadCounts,
  "0011-lead-tallies": leadTallies,
  "0012-project-facts": projectFacts,
  "0013-lead-response-index": leadResponseIndex,
  "0014-jobs": jobs,
  "0015-plots": plots,
  "0016-content-version": contentVersion,
  "0017-lead-submissions": leadSubmissions,
  "0018-known-sign-in-addresses": knownSignInAddresses,
  "0019-alert-claims": alertClaims,
  "0020-plot-order": plotOrder,
  "0021-staff-roles": staffRoles,
  "0022-two-factor": twoFactor,
  "0023-people-and-sources": peopleAndSources,
  "0024-my-day-indexes": myDayIndexes,
  "0025-site-visits": siteVisits,
  "0026-visit-mails": visitMails,
  "0027-bookings": bookings,
  "0028-costs": costs,
  "0029-whatsapp": whatsapp,
  "0030-revisions": revisions,
  "0031-schedules": schedules,
  "0032-drafts": drafts,
  "0033-languages": languages,
};
