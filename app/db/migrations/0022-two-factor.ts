import { sql, type Kysely } from "kysely";

import { isPostgres, timestampType } from "./dialect.ts";

/**
 * Issue "Roles": optional two-factor sign-in (an authenticator app's codes, and recovery codes),
 * in the layout better-auth's two-factor plugin is configured for in
 * app/domain/staff/auth.server.ts. The secret and the recovery codes are stored encrypted with
 * AUTH_SECRET; a row with `verified` false is a setup not confirmed with a code yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bool = isPostgres(db) ? "boolean" : "integer";
  const no = isPostgres(db) ? sql`false` : sql`0`;
  const yes = isPostgres(db) ? sql`true` : sql`1`;

  await db.schema
    .alterTable("auth_user")
    .addColumn("two_factor_enabled", bool, (c) => c.notNull().defaultTo(no))
    .execute();

  await db.schema
    .createTable("auth_two_factor")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().unique().references("auth_user.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backup_codes", "text", (c) => c.notNull())
    .addColumn("verified", bool, (c) => c.notNull().defaultTo(yes))
    .addColumn("failed_verification_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("locked_until", timestampType(db))
    .execute();
}
