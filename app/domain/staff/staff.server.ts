import { randomBytes } from "node:crypto";

import type { kyselyAdapter } from "@better-auth/kysely-adapter";
import type { Transaction } from "kysely";

import type { DB } from "#app/db/database.server.ts";
import type { Database } from "#app/db/schema.ts";
import { recordAudit, type AuditInput } from "#app/domain/audit/index.server.ts";
import type { Auth } from "./auth.server.ts";
import { passwordProblem } from "./password-policy.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";

export class StaffError extends Error {}

/** What the back office accepts as a staff e-mail address (better-auth checks it again). */
export const staffEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  /** Whether the account signs in with a code of an authenticator app too. */
  twoFactor: boolean;
  createdAt: Date;
}

/** The audit entry of a staff change, written in the change's own transaction. */
export type StaffAudit = (account: StaffAccount) => AuditInput;

type AuthAdapter = ReturnType<ReturnType<typeof kyselyAdapter>>;

/**
 * Runs `work` in one transaction of our database, with better-auth's Kysely adapter bound to it,
 * so an account change and its audit entry are stored together or not at all (the adapter's own
 * `transaction` keeps its Kysely transaction to itself, and the audit log is not a better-auth
 * table).
 */
async function staffTransaction<T>(
  auth: Auth,
  work: (adapter: AuthAdapter, trx: Transaction<Database>, engine: "sqlite" | "postgres") => Promise<T>,
): Promise<T> {
  const [{ $context, database }, { kyselyAdapter }] = await Promise.all([
    auth.loaded(),
    import("@better-auth/kysely-adapter"),
  ]);
  const { options } = await $context;
  const { db, engine } = database;
  return db.transaction().execute((trx) => work(kyselyAdapter(trx, { type: engine })(options), trx, engine));
}

/** Creates a staff account with a password (there is no public sign-up). */
export async function createStaffAccount(
  auth: Auth,
  input: { name: string; email: string; password: string; role?: StaffRole },
  audit?: StaffAudit,
): Promise<string> {
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (!name) throw new StaffError("Please enter a name.");
  if (!staffEmailPattern.test(email)) throw new StaffError("Please enter a valid email address.");
  const problem = passwordProblem(input.password);
  if (problem) throw new StaffError(problem);
  const ctx = await (await auth.loaded()).$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new StaffError("An account with this email address already exists.");
  }
  const passwordHash = await ctx.password.hash(input.password);
  return staffTransaction(auth, async (adapter, trx) => {
    const now = new Date();
    const user = await adapter.create<Record<string, unknown>, StaffRecord>({
      model: "user",
      data: {
        name,
        email,
        emailVerified: true,
        image: null,
        role: input.role ?? "owner",
        disabled: false,
        createdAt: now,
        updatedAt: now,
      },
    });
    await adapter.create({
      model: "account",
      data: {
        userId: user.id,
        accountId: user.id,
        providerId: "credential",
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      },
    });
    if (audit) await recordAudit(trx, audit(toAccount(user)));
    return user.id;
  });
}

/**
 * Accounts that can sign in, read from the table itself (SQLite keeps the flag as 0 or 1,
 * PostgreSQL as a boolean), so that the server's start-up check does not load better-auth; inside
 * a staff change, pass its transaction.
 */
export async function countActiveStaff(db: DB): Promise<number> {
  const accounts = await db.selectFrom("auth_user").select("disabled").execute();
  return accounts.filter((account) => !account.disabled).length;
}

type StaffRecord = {
  id: string;
  name: string;
  email: string;
  role?: string | null;
  disabled?: boolean | null;
  twoFactorEnabled?: boolean | null;
  createdAt: Date | string;
};

function toAccount(user: StaffRecord): StaffAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    // Every stored role is one of the four (migration 0021); anything else is shown as the least.
    role: isStaffRole(user.role) ? user.role : "content-editor",
    disabled: Boolean(user.disabled),
    twoFactor: Boolean(user.twoFactorEnabled),
    createdAt: new Date(user.createdAt),
  };
}

/** Every staff account, oldest first (the first administrator on top). */
export async function listStaff(auth: Auth): Promise<StaffAccount[]> {
  const ctx = await (await auth.loaded()).$context;
  const users = await ctx.adapter.findMany<StaffRecord>({
    model: "user",
    sortBy: { field: "createdAt", direction: "asc" },
  });
  return users.map(toAccount);
}

/** The accounts that can sign in now, by id and name (to assign leads to). */
export async function listActiveStaff(auth: Auth): Promise<{ id: string; name: string }[]> {
  const accounts = await listStaff(auth);
  return accounts.filter((a) => !a.disabled).map((a) => ({ id: a.id, name: a.name }));
}

/** The active accounts whose role sells (sales managers and executives): who a project's leads go round. */
export async function listSalespeople(auth: Auth): Promise<{ id: string; name: string }[]> {
  const accounts = await listStaff(auth);
  return accounts
    .filter((a) => !a.disabled && (a.role === "sales-executive" || a.role === "sales-manager"))
    .map((a) => ({ id: a.id, name: a.name }));
}

export const lastActiveMessage =
  "This is the last active staff account. Add or enable another account before disabling or removing it.";

export const lastOwnerMessage =
  "This is the last active owner. Make another account an owner before changing, disabling or removing this one.";

/**
 * Issue "Roles": the back office always keeps an active owner. Refuses a change that would take
 * `user` away from the owners when it is the last active one. On PostgreSQL the owners' rows are
 * locked first, so two owners demoting each other at once cannot both pass: the second waits for
 * the first and then counts one owner fewer.
 */
async function keepAnOwner(
  trx: Transaction<Database>,
  engine: "sqlite" | "postgres",
  user: StaffRecord,
): Promise<void> {
  if (user.role !== "owner" || user.disabled) return;
  const query = trx.selectFrom("auth_user").select(["id", "disabled"]).where("role", "=", "owner");
  const owners = await (engine === "postgres" ? query.forUpdate() : query).execute();
  if (!owners.some((owner) => owner.id !== user.id && !owner.disabled)) {
    throw new StaffError(lastOwnerMessage);
  }
}

/**
 * Gives an account another role. Its sessions end, so the person signs in again under the new
 * role; the last active owner keeps the role.
 */
export async function setStaffRole(
  auth: Auth,
  id: string,
  role: StaffRole,
  audit?: StaffAudit,
): Promise<StaffAccount> {
  return staffTransaction(auth, async (adapter, trx, engine) => {
    const user = await adapter.findOne<StaffRecord>({ model: "user", where: [{ field: "id", value: id }] });
    if (!user) throw new StaffError("This staff account no longer exists.");
    if (user.role === role) return toAccount(user);
    if (role !== "owner") await keepAnOwner(trx, engine, user);
    await adapter.update({
      model: "user",
      where: [{ field: "id", value: id }],
      update: { role, updatedAt: new Date() },
    });
    await adapter.deleteMany({ model: "session", where: [{ field: "userId", value: id }] });
    const account = toAccount({ ...user, role });
    if (audit) await recordAudit(trx, audit(account));
    return account;
  });
}

/**
 * Disables or enables an account. Disabling ends its sessions at once; the last active account
 * cannot be disabled, so the back office always keeps someone who can sign in.
 */
export async function setStaffDisabled(
  auth: Auth,
  id: string,
  disabled: boolean,
  audit?: StaffAudit,
): Promise<StaffAccount> {
  return staffTransaction(auth, async (adapter, trx, engine) => {
    const user = await adapter.findOne<StaffRecord>({ model: "user", where: [{ field: "id", value: id }] });
    if (!user) throw new StaffError("This staff account no longer exists.");
    if (disabled && !user.disabled) {
      if ((await countActiveStaff(trx)) <= 1) throw new StaffError(lastActiveMessage);
      await keepAnOwner(trx, engine, user);
    }
    await adapter.update({
      model: "user",
      where: [{ field: "id", value: id }],
      update: { disabled, updatedAt: new Date() },
    });
    if (disabled) await adapter.deleteMany({ model: "session", where: [{ field: "userId", value: id }] });
    const account = toAccount({ ...user, disabled });
    if (audit) await recordAudit(trx, audit(account));
    return account;
  });
}

/**
 * An owner turns off a colleague's two-factor sign-in (a lost phone): the app's key and the
 * recovery codes are gone and the colleague's sessions end, so they sign in with the password and
 * may set it up again.
 */
export async function turnOffStaffTwoFactor(
  auth: Auth,
  id: string,
  audit?: StaffAudit,
): Promise<StaffAccount> {
  return staffTransaction(auth, async (adapter, trx) => {
    const user = await adapter.findOne<StaffRecord>({ model: "user", where: [{ field: "id", value: id }] });
    if (!user) throw new StaffError("This staff account no longer exists.");
    if (!user.twoFactorEnabled) throw new StaffError("This account does not use two-factor sign-in.");
    await adapter.deleteMany({ model: "twoFactor", where: [{ field: "userId", value: id }] });
    await adapter.update({
      model: "user",
      where: [{ field: "id", value: id }],
      update: { twoFactorEnabled: false, updatedAt: new Date() },
    });
    await adapter.deleteMany({ model: "session", where: [{ field: "userId", value: id }] });
    const account = toAccount({ ...user, twoFactorEnabled: false });
    if (audit) await recordAudit(trx, audit(account));
    return account;
  });
}

/** Removes an account with its sessions and password; never the last active one. */
export async function removeStaff(auth: Auth, id: string, audit?: StaffAudit): Promise<StaffAccount> {
  return staffTransaction(auth, async (adapter, trx, engine) => {
    const user = await adapter.findOne<StaffRecord>({ model: "user", where: [{ field: "id", value: id }] });
    if (!user) throw new StaffError("This staff account no longer exists.");
    if (!user.disabled) {
      if ((await countActiveStaff(trx)) <= 1) throw new StaffError(lastActiveMessage);
      await keepAnOwner(trx, engine, user);
    }
    await adapter.deleteMany({ model: "session", where: [{ field: "userId", value: id }] });
    await adapter.deleteMany({ model: "account", where: [{ field: "userId", value: id }] });
    await adapter.deleteMany({ model: "verification", where: [{ field: "value", value: id }] });
    await adapter.delete({ model: "user", where: [{ field: "id", value: id }] });
    const account = toAccount(user);
    if (audit) await recordAudit(trx, audit(account));
    return account;
  });
}

/**
 * Adds an account without a password anyone knows and mails its owner a link to choose one: a
 * password-reset link worded as an invitation, single-use, whose expiry is then moved to
 * INVITATION_LINK_HOURS (72 by default) for this account's link alone; "Forgot Password?" sends a
 * new one, which works one hour like any reset.
 */
export async function inviteStaffAccount(
  auth: Auth,
  input: { name: string; email: string; role?: StaffRole },
  headers: Headers,
  audit?: StaffAudit,
): Promise<string> {
  const password = randomBytes(32).toString("base64url");
  const id = await createStaffAccount(auth, { ...input, password }, audit);
  // Sent once the account is stored: better-auth reads it back to write the link's token.
  const email = input.email.trim().toLowerCase();
  const { api, $context, invitations, invitationLinkHours } = await auth.loaded();
  invitations.add(email);
  try {
    await api.requestPasswordReset({ body: { email }, headers });
  } finally {
    invitations.delete(email);
  }
  // The account is new: the only link it has is the one just mailed.
  const { adapter } = await $context;
  await adapter.updateMany({
    model: "verification",
    where: [{ field: "value", value: id }],
    update: { expiresAt: new Date(Date.now() + invitationLinkHours * 60 * 60 * 1000) },
  });
  return id;
}

/** The role of the account with this e-mail, if there is one (to land it on its first page). */
export async function roleOfEmail(db: DB, email: string): Promise<StaffRole | null> {
  const row = await db
    .selectFrom("auth_user")
    .select("role")
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row && isStaffRole(row.role) ? row.role : null;
}
