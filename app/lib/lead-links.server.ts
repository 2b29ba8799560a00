import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A download handed out only after a visitor's lead is stored (a brochure, a cost sheet): a
 * short-lived link naming the lead, `<leadId>.<expiry ms>.<HMAC-SHA256, base64url>`, signed for one
 * `scope` (what it downloads, e.g. "brochure\n<project id>"), so it opens nothing else.
 */

/** How long such a link stays valid. */
export const leadLinkMs = 10 * 60 * 1000;

function signature(secret: string, scope: string, expires: number, leadId: string): Buffer {
  return createHmac("sha256", secret).update(`${scope}\n${expires}\n${leadId}`).digest();
}

export function signLeadLink(
  secret: string,
  scope: string,
  leadId: string,
  now = Date.now(),
  validForMs = leadLinkMs,
): string {
  const expires = now + validForMs;
  return `${leadId}.${expires}.${signature(secret, scope, expires, leadId).toString("base64url")}`;
}

/** Whether the token was signed here for this scope and has not expired (compared in constant time). */
export function verifyLeadLink(secret: string, scope: string, token: unknown, now = Date.now()): boolean {
  if (typeof token !== "string") return false;
  const match = /^([0-9a-f-]{36})\.(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const [, leadId, expiresText, given] = match;
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires < now) return false;
  const expected = signature(secret, scope, expires, leadId!);
  const actual = Buffer.from(given!, "base64url");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
