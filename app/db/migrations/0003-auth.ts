import { sql, type Kysely } from "kysely";

import { isPostgres, timestampType } from "./dialect.ts";

/**
 * Staff accounts, sessions, credentials and reset tokens, in the layout
 * better-auth is configured for in app/domain/staff/auth.server.ts (snake_case columns, auth_ prefix).
 * better-auth checks this schema at start; change both together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const bool = isPostgres(db) ? "boolean" : "integer";
  const no = isPostgres(db) ? sql`false` : sql`0`;

  await db.schema
    .createTable("auth_user")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", bool, (c) => c.notNull().defaultTo(no))
    .addColumn("image", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("admin"))
    .addColumn("disabled", bool, (c) => c.notNull().defaultTo(no))
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("auth_session")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("auth_session_user_id").on("auth_session").column("user_id").execute();

  await db.schema
    .createTable("auth_account")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", ts)
    .addColumn("refresh_token_expires_at", ts)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("auth_account_user_id").on("auth_account").column("user_id").execute();

  await db.schema
    .createTable("auth_verification")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", ts, (c) => c.notNull())
    .addColumn("created_at", ts, (c) => c.notNull())
    .addColumn("updated_at", ts, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("auth_verification_identifier")
    .on("auth_verification")
    .column("identifier")
    .execute();
}
