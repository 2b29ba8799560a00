import { createContext } from "react-router";

import type { Auth } from "#app/domain/staff/auth.server.ts";
import type { DB } from "#app/db/database.server.ts";
import type { AdLeadSettings } from "#app/domain/leads/ad-lead-settings.ts";
import type { FormPolicy } from "#app/domain/leads/lead-submission.server.ts";
import type { LeadAlerts } from "#app/domain/leads/lead-alerts.server.ts";
import type { Mailer } from "#app/mail/mailer.server.ts";
import type { Brochures } from "#app/domain/media/brochures.server.ts";
import type { ImageUse } from "#app/domain/media/index.server.ts";
import type { Storage } from "#app/domain/media/storage.server.ts";
import type { WhatsAppConfig } from "#app/domain/whatsapp/index.ts";
import type { AppMetrics } from "#app/lib/metrics.ts";

/** What the server hands every loader and action: one of each per process. */
export interface AppServices {
  db: DB;
  storage: Storage;
  /** Project brochures (PDF), never served by the public media route. */
  brochures: Brochures;
  /** Asked before an uploaded image is removed: each domain that shows uploads says whether it still does. */
  imageUses: readonly ImageUse[];
  auth: Auth;
  mailer: Mailer;
  siteUrl: string;
  /** Signs short-lived links (brochure downloads) and keys staff's sign-in places; the server's AUTH_SECRET. */
  signingSecret: string;
  /** The public forms' spam rules. */
  forms: FormPolicy;
  /** Sends new leads' alert e-mails in the background. */
  leadAlerts: LeadAlerts;
  /** Counts leads and background work for /metrics. */
  metrics: AppMetrics;
  /** MEDIA_PUBLIC_URL: a CDN in front of the bucket that pages link images from; unset, /media. */
  mediaPublicUrl?: string | undefined;
  /** The ad platforms' lead forms (issue "One inbox"): their secrets, and a nudge to fetch Meta's leads now. */
  adLeads: AdLeadSettings & { kickMeta(): void };
  /** The WhatsApp Cloud API's settings (undefined: WhatsApp is off), and a kick of its job. */
  whatsApp: { config: WhatsAppConfig | undefined; kick(): void };
}

export const servicesContext = createContext<AppServices>();

/** The per-response Content-Security-Policy nonce, for React Router's inline scripts. */
export const nonceContext = createContext<string>("");

/** What rendering found out about a page, for the server that sends it (server/page-requests.ts). */
export interface PageFacts {
  /** The page ships no framework runtime (app/lib/scriptless.ts): no inline script, no nonce. */
  scriptless: boolean;
}

/** Set per request by the server; entry.server fills it in. */
export const pageFactsContext = createContext<PageFacts>();

/** The client's address as Express sees it (X-Forwarded-For only from a proxy TRUST_PROXY names). */
export const clientIpContext = createContext<string>("");
