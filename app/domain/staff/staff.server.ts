import { randomBytes } from "node:crypto";

import type { Auth } from "./auth.server.ts";
import { passwordProblem } from "./password-policy.ts";

export class StaffError extends Error {}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  disabled: boolean;
  createdAt: Date;
}

/** Creates a staff account with a password (there is no public sign-up). */
export async function createStaffAccount(
  auth: Auth,
  input: { name: string; email: string; password: string },
): Promise<string> {
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (!name) throw new StaffError("Please enter a name.");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new StaffError("Please enter a valid email address.");
  const problem = passwordProblem(input.password);
  if (problem) throw new StaffError(problem);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(email)) {
    throw new StaffError("An account with this email address already exists.");
  }
  const passwordHash = await ctx.password.hash(input.password);
  return ctx.adapter.transaction(async (trx) => {
    const now = new Date();
    const user = await trx.create<Record<string, unknown>, { id: string }>({
      model: "user",
      data: {
        name,
        email,
        emailVerified: true,
        image: null,
        role: "admin",
        disabled: false,
        createdAt: now,
        updatedAt: now,
      },
    });
    await trx.create({
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
    return user.id;
  });
}

/** Accounts that can sign in; better-auth's adapter writes the flag the way each engine stores booleans. */
export async function countActiveStaff(auth: Auth): Promise<number> {
  const ctx = await auth.$context;
  return ctx.adapter.count({ model: "user", where: [{ field: "disabled", value: false }] });
}

type StaffRecord = {
  id: string;
  name: string;
  email: string;
  disabled?: boolean | null;
  createdAt: Date | string;
};

function toAccount(user: StaffRecord): StaffAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    disabled: Boolean(user.disabled),
    createdAt: new Date(user.createdAt),
  };
}

/** Every staff account, oldest first (the first administrator on top). */
export async function listStaff(auth: Auth): Promise<StaffAccount[]> {
  const ctx = await auth.$context;
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

export const lastActiveMessage =
  "This is the last active staff account. Add or enable another account before disabling or removing it.";

/**
 * Disables or enables an account. Disabling ends its sessions at once; the last active account
 * cannot be disabled, so the back office always keeps someone who can sign in.
 */
export async function setStaffDisabled(auth: Auth, id: string, disabled: boolean): Promise<StaffAccount> {
  const ctx = await auth.$context;
  return ctx.adapter.transaction(async (trx) => {
    const user = await trx.findOne<StaffRecord>({ model: "user", where: [{ field: "id", value: id }] });
    if (!user) throw new StaffError("This staff account no longer exists.");
    if (disabled && !user.disabled) {
      const active = await trx.count({ model: "user", where: [{ field: "disabled", value: false }] });
      if (active <= 1) throw new StaffError(lastActiveMessage);
    }
    await trx.update({
      model: "user",
      where: [{ field: "id", value: id }],
      update: { disabled, updatedAt: new Date() },
    });
    if (disabled) await trx.deleteMany({ model: "session", where: [{ field: "userId", value: id }] });
    return toAccount({ ...user, disabled });
  });
}

/** Removes an account with its sessions and password; never the last active one. */
export async function removeStaff(auth: Auth, id: string): Promise<StaffAccount> {
  const ctx = await auth.$context;
  return ctx.adapter.transaction(async (trx) => {
    const user = await trx.findOne<StaffRecord>({ model: "user", where: [{ field: "id", value: id }] });
    if (!user) throw new StaffError("This staff account no longer exists.");
    if (!user.disabled) {
      const active = await trx.count({ model: "user", where: [{ field: "disabled", value: false }] });
      if (active <= 1) throw new StaffError(lastActiveMessage);
    }
    await trx.deleteMany({ model: "session", where: [{ field: "userId", value: id }] });
    await trx.deleteMany({ model: "account", where: [{ field: "userId", value: id }] });
    await trx.deleteMany({ model: "verification", where: [{ field: "value", value: id }] });
    await trx.delete({ model: "user", where: [{ field: "id", value: id }] });
    return toAccount(user);
  });
}

/**
 * Adds an account without a password anyone knows and mails its owner a link to choose one (a
 * password-reset link worded as an invitation, so it is single-use and short-lived; "Forgot
 * Password?" sends a new one).
 */
export async function inviteStaffAccount(
  auth: Auth,
  input: { name: string; email: string },
  headers: Headers,
): Promise<string> {
  const id = await createStaffAccount(auth, { ...input, password: randomBytes(32).toString("base64url") });
  const email = input.email.trim().toLowerCase();
  auth.invitations.add(email);
  try {
    await auth.api.requestPasswordReset({ body: { email }, headers });
  } finally {
    auth.invitations.delete(email);
  }
  return id;
}
