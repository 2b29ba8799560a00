import type { Kysely } from "kysely";

/**
 * Issue "Roles": every account was an administrator; each now has one of the fixed roles
 * (app/domain/staff/roles.ts). The accounts there are become owners, so nobody loses what they
 * could do; an owner then gives colleagues their roles on the Staff page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const users = db as Kysely<{ auth_user: { role: string } }>;
  await users.updateTable("auth_user").set({ role: "owner" }).where("role", "=", "admin").execute();
}
