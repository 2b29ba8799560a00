import type { QrDrawing } from "#app/lib/qr-code.ts";

/**
 * Issue "Roles": optional two-factor sign-in, as the "Two-factor sign-in" page shows it: off, being
 * set up (the authenticator app's key and its QR code, waiting for a first code), or on.
 */
export type TwoFactorView =
  | { state: "off" }
  | { state: "setting-up"; key: string; qr: QrDrawing }
  | { state: "on"; recoveryCodesLeft: number };

/** Where a staff member turns two-factor sign-in on and off. */
export const twoFactorPagePath = "/admin/account/two-factor";

/** The sign-in's second step, going on to `redirectTo` once the code is right. */
export function twoFactorStepPath(redirectTo: string): string {
  return `/admin/login/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** The second step of a sign-in: a code of the authenticator app, or one of the recovery codes. */
export type SecondFactor = "app" | "recovery";

/** What the page's forms answer: an error next to a field, or recovery codes to write down once. */
export interface TwoFactorActionData {
  intent: string;
  error?: string;
  message?: string;
  recoveryCodes?: string[];
}

/** The texts of two-factor sign-in, in one place for the pages and the tests. */
export const twoFactorMessages = {
  wrongPassword: "Incorrect password. Please try again.",
  enterPassword: "Please enter your password.",
  enterCode: "Please enter the code.",
  wrongCode: "That code is not right. Please try again.",
  tooManyCodes: "Too many wrong codes. Please sign in again.",
  locked: "Too many wrong codes for this account. Please try again in 15 minutes.",
  expired: "Your sign-in has expired. Please sign in again.",
  turnedOn: "Two-factor sign-in is on.",
  turnedOff: "Two-factor sign-in is off.",
  setupCancelled: "Two-factor sign-in was not turned on.",
  ownersMustUse:
    "Owners must use two-factor sign-in on this site (Settings). It cannot be turned off while that is so.",
  setUpFirst:
    "Owners must use two-factor sign-in on this site. Set it up to continue: it takes a minute with an authenticator app.",
} as const;

/** The key as an app asks for it when typed by hand: groups of four, easier to read aloud. */
export function groupedKey(base32: string): string {
  return base32.replace(/(.{4})(?=.)/g, "$1 ");
}
