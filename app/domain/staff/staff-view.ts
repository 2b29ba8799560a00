import type { BadgeTone } from "#app/lib/badge-tone.ts";
import { formatShortDate } from "#app/lib/india-time.ts";
import type { When } from "#app/lib/when.ts";
import type { StaffRole } from "./roles.ts";

/** One account on the Staff page. */
export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  /** Signs in with an authenticator app's code too (an owner may turn it off: a lost phone). */
  twoFactor: boolean;
  /** ISO time the account was made, and the date shown ("Jun 10, 2026"). */
  createdAt: string;
  createdLabel: string;
}

export type StaffStatus = "Active" | "Disabled";

export const staffStatusTones: Record<StaffStatus, BadgeTone> = { Active: "green", Disabled: "grey" };

export function staffStatus(row: { disabled: boolean }): StaffStatus {
  return row.disabled ? "Disabled" : "Active";
}

export function toStaffRow(account: {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  twoFactor: boolean;
  createdAt: Date;
}): StaffRow {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: account.role,
    disabled: account.disabled,
    twoFactor: account.twoFactor,
    createdAt: account.createdAt.toISOString(),
    createdLabel: formatShortDate(account.createdAt),
  };
}

/**
 * A change to someone else's account that asks first: disabling signs them out, removing is for
 * good, turning off their two-factor sign-in lets their password alone in.
 */
export interface StaffConfirmation {
  intent: "disable" | "remove" | "two-factor-off";
  id: string;
}

/** One of your sessions on the "Your sessions" page (issue "Roles"). */
export interface OwnSessionRow {
  id: string;
  /** "Chrome on Android", from the browser's User-Agent (bowser); "Unknown browser" without one. */
  device: string;
  ipAddress: string | null;
  signedIn: When;
  lastActive: When;
  /** The session of the page being looked at. */
  current: boolean;
}
