import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The link in a buyer's confirmation mail that opens their visit to move or cancel it: the visit's
 * id and an HMAC of it with the site's secret. Whoever has the mail has the link (as with a
 * booking reference); it names no person, and works while the visit is still to come.
 */
function signature(secret: string, visitId: string): Buffer {
  return createHmac("sha256", secret).update(`site-visit\n${visitId}`).digest();
}

export function visitLinkPath(secret: string, visitId: string): string {
  return `/visit/${visitId}.${signature(secret, visitId).toString("base64url")}`;
}

/** The visit a token was signed for here, or null (compared in constant time). */
export function visitFromToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string") return null;
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, visitId, given] = match;
  const expected = signature(secret, visitId!);
  const received = Buffer.from(given!, "base64url");
  return received.length === expected.length && timingSafeEqual(received, expected) ? visitId! : null;
}
