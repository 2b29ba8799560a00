import type { Kysely } from "kysely";

import { timestampType } from "./dialect.ts";

/**
 * Issue 28: the places each staff account signed in from, so that a stranger's failed guesses,
 * which count against the account only from other addresses, never lock the owner out of their
 * office. The address is kept as a keyed hash (app/domain/staff/known-addresses.server.ts); a row
 * not renewed by a sign-in for 90 days is deleted. An account's rows go with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("known_sign_in_addresses")
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("address_hash", "text", (c) => c.notNull())
    .addColumn("last_signed_in_at", timestampType(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("known_sign_in_addresses_pk", ["user_id", "address_hash"])
    .execute();
  await db.schema
    .createIndex("known_sign_in_addresses_last_signed_in_at")
    .on("known_sign_in_addresses")
    .column("last_signed_in_at")
    .execute();
}
