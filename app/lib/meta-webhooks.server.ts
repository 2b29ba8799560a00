import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * What Meta's webhooks (lead ads, WhatsApp) share: the subscription check of the address (`GET`
 * with hub.mode, hub.verify_token, hub.challenge) and the signature of each delivery
 * (`X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the body with the app secret>`).
 */

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The subscription check: the challenge echoed back when the token is ours, else 403. */
export function answerSubscription(
  query: URLSearchParams,
  verifyToken: string,
): { status: number; text: string } {
  const token = query.get("hub.verify_token") ?? "";
  const challenge = query.get("hub.challenge") ?? "";
  if (query.get("hub.mode") !== "subscribe" || !sameText(token, verifyToken) || !challenge) {
    return { status: 403, text: "Wrong verify token." };
  }
  return { status: 200, text: challenge.slice(0, 200) };
}

/** Whether `X-Hub-Signature-256` is the app secret's HMAC-SHA256 of the body exactly as it came. */
export function signedByMeta(body: Buffer, header: string | null, appSecret: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1]?.toLowerCase();
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(body).digest("hex");
  return sameText(expected, given);
}
