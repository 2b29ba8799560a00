import { createHmac } from "node:crypto";

import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";

/** How long a place stays known after the last sign-in there. */
export const knownAddressDays = 90;

/** An attempt's account (its e-mail, lower case) and the client address it came from. */
export interface SignInPlace {
  email: string;
  address: string;
}

/**
 * The address as the table holds it. Keyed with AUTH_SECRET: a plain hash of an IPv4 address is
 * undone by hashing all four billion of them, so only a keyed one keeps the addresses themselves
 * out of the table and out of backups, which never hold the secret. A new AUTH_SECRET forgets
 * every place; each is known again after one sign-in there.
 */
function addressHash(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`sign-in-address:${address}`).digest("base64url");
}

const oldestKept = (now: Date) => timestamp(new Date(now.getTime() - knownAddressDays * 86_400_000));

/**
 * Whether the account signed in from this address within the last 90 days. An e-mail without an
 * account has no known address, so it is counted like any account at a new address.
 */
export async function isKnownSignInAddress(
  db: DB,
  secret: string,
  place: SignInPlace,
  now: Date,
): Promise<boolean> {
  // No address (the connection closed as it arrived) is nobody's place.
  if (!place.address) return false;
  const row = await db
    .selectFrom("known_sign_in_addresses as known")
    .innerJoin("auth_user as account", "account.id", "known.user_id")
    .select("known.user_id")
    .where("account.email", "=", place.email)
    .where("known.address_hash", "=", addressHash(secret, place.address))
    .where("known.last_signed_in_at", ">=", oldestKept(now))
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a successful sign-in's place, and deletes the places nobody signed in from for 90 days. */
export async function rememberSignInAddress(
  db: DB,
  secret: string,
  place: SignInPlace,
  now: Date,
): Promise<void> {
  const user = await db
    .selectFrom("auth_user")
    .select("id")
    .where("email", "=", place.email)
    .executeTakeFirst();
  if (!user || !place.address) return;
  const lastSignedInAt = timestamp(now);
  await db
    .insertInto("known_sign_in_addresses")
    .values({
      user_id: user.id,
      address_hash: addressHash(secret, place.address),
      last_signed_in_at: lastSignedInAt,
    })
    .onConflict((oc) =>
      oc.columns(["user_id", "address_hash"]).doUpdateSet({ last_signed_in_at: lastSignedInAt }),
    )
    .execute();
  await db.deleteFrom("known_sign_in_addresses").where("last_signed_in_at", "<", oldestKept(now)).execute();
}
