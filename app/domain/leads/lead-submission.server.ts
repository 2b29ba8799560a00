import { createHash } from "node:crypto";

import type { DB } from "#app/db/database.server.ts";
import type { SpamReason } from "./lead-model.ts";
import {
  firstTouchField,
  formStartedField,
  honeypotField,
  referrerField,
  submissionField,
} from "./lead-options.ts";
import { touchOf } from "./leads.server.ts";
import { hitRateLimit, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";

/** The public forms' spam rules, from the configuration (FORM_RATE_LIMIT, FORM_MIN_FILL_SECONDS). */
export interface FormPolicy {
  /** Submissions per client address and form in a window. */
  rateLimit: RateLimitPolicy;
  /** A form sent sooner than this after it was shown was not typed by a person. */
  minFillMs: number;
}

/** Over the limit, this many times the limit are still kept (as spam); beyond, nothing is stored. */
const keepOverLimitFactor = 3;

export type Screening =
  | { store: true; spamReason: SpamReason | null; limited: false }
  /** Over the limit: tell the visitor so; `store` says whether the submission is kept as spam. */
  | { store: boolean; spamReason: "rate-limit"; limited: true; retryAfterSeconds: number };

/**
 * Decides what a valid public submission is: a lead, suspected spam (kept with the reason, for the
 * Spam view), or one too many from the same address. Spam caught by the honeypot or the fill time
 * is answered like a real lead, so a bot learns nothing; the limit is told to the visitor.
 */
export async function screenSubmission(
  db: DB,
  options: { form: string; clientIp: string; values: Record<string, string>; policy: FormPolicy; now?: Date },
): Promise<Screening> {
  const { values, policy } = options;
  const now = options.now ?? new Date();
  const limit = await hitRateLimit(
    db,
    `${options.form}:${options.clientIp}`,
    { ...policy.rateLimit, limit: policy.rateLimit.limit * keepOverLimitFactor },
    now,
  );
  if (limit.count > policy.rateLimit.limit) {
    return {
      store: limit.allowed,
      spamReason: "rate-limit",
      limited: true,
      retryAfterSeconds: limit.resetSeconds,
    };
  }
  if ((values[honeypotField] ?? "") !== "") return { store: true, spamReason: "honeypot", limited: false };
  // A dialog stamps the browser's clock: a time in the future (a clock ahead of ours) proves nothing.
  const elapsed = now.getTime() - Number(values[formStartedField]);
  if (Number.isFinite(elapsed) && elapsed >= 0 && elapsed < policy.minFillMs) {
    return { store: true, spamReason: "too-fast", limited: false };
  }
  return { store: true, spamReason: null, limited: false };
}

/** The campaign (UTM) and referring page of the visit, as the form's hidden fields carried them. */
export function visitContext(values: Record<string, string>): {
  utm: Record<string, string>;
  firstTouch: Record<string, string> | undefined;
  referrer: string | null;
} {
  const utm = touchOf(values);
  const referrer = values[referrerField]?.trim() ?? "";
  return {
    utm,
    firstTouch: firstTouchOf(values[firstTouchField]),
    referrer: /^https?:\/\//.test(referrer) ? referrer.slice(0, 500) : null,
  };
}

/** The first visit's origin the form sent (JSON of strings), or none when absent or malformed. */
function firstTouchOf(text: string | undefined): Record<string, string> | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
    const values = Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return touchOf(values);
  } catch {
    return undefined;
  }
}

/**
 * The fingerprint of one public post: the form, its submission key and every field as sent. A
 * repeat of the post (retried by a proxy or a browser) has the same; two visitors who share a
 * cached page's key but typed different things have different ones. Null without a key (a post
 * from a page rendered before forms had one): such a post is stored as it comes.
 */
export function submissionFingerprint(form: string, values: Record<string, string>): string | null {
  if (!values[submissionField]?.trim()) return null;
  const fields = Object.keys(values)
    .sort()
    .map((name) => [name, values[name]]);
  return createHash("sha256")
    .update(JSON.stringify([form, fields]))
    .digest("base64url");
}
