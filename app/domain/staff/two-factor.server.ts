import type { AppServices } from "#app/context.ts";
import type { DB } from "#app/db/database.server.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { drawQrCode } from "#app/lib/qr-code.server.ts";
import { rememberSignInAddress } from "./known-addresses.server.ts";
import type { StaffUser } from "./session.server.ts";
import {
  groupedKey,
  twoFactorMessages,
  type SecondFactor,
  type TwoFactorActionData,
  type TwoFactorView,
} from "./two-factor-view.ts";

/**
 * Issue "Roles": optional two-factor sign-in with an authenticator app's codes (TOTP, 30 seconds,
 * 6 digits) and ten recovery codes, through better-auth's two-factor plugin (set up in
 * auth.server.ts). Setting up takes the password, then a first code from the app; until that code
 * comes the account signs in with its password alone.
 */

type Auth = AppServices["auth"];

/** A refusal the pages name: a wrong password or code, or a sign-in that must start again. */
export type TwoFactorRefusal = "wrong-password" | "wrong-code" | "too-many" | "locked" | "expired";

export type TwoFactorResult<T = object> = ({ ok: true } & T) | { ok: false; refusal: TwoFactorRefusal };

const refusals: Record<string, TwoFactorRefusal> = {
  INVALID_PASSWORD: "wrong-password",
  INVALID_CODE: "wrong-code",
  INVALID_BACKUP_CODE: "wrong-code",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "too-many",
  ACCOUNT_TEMPORARILY_LOCKED: "locked",
  INVALID_TWO_FACTOR_COOKIE: "expired",
  // A challenge for an account whose app was since turned off: its sign-in starts again.
  TOTP_NOT_ENABLED: "expired",
  TWO_FACTOR_NOT_ENABLED: "expired",
};

/** Runs a better-auth call; a refusal it answers becomes ours, anything else is a real error. */
async function attempt<T>(auth: Auth, call: () => Promise<T>): Promise<TwoFactorResult<{ value: T }>> {
  const { isAPIError } = await auth.loaded();
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const refusal = isAPIError(error) ? refusals[String(error.body?.code)] : undefined;
    if (!refusal) throw error;
    return { ok: false, refusal };
  }
}

function audit(db: DB, staff: StaffUser, summary: string) {
  return recordAudit(db, {
    actor: staff.name,
    action: "updated",
    entity: "staff",
    entityId: staff.id,
    summary,
  });
}

/**
 * What the page shows: off, being set up (the app's key and QR code, read again from the stored
 * secret, so a reload or a wrong first code shows the same key), or on with its recovery codes left.
 * `issuer` names the site in the app's list.
 */
export async function twoFactorView(
  { auth, db }: Pick<AppServices, "auth" | "db">,
  staff: StaffUser,
  issuer: string,
): Promise<TwoFactorView> {
  const row = await db
    .selectFrom("auth_two_factor")
    .select(["secret", "verified"])
    .where("user_id", "=", staff.id)
    .executeTakeFirst();
  if (!row) return { state: "off" };
  const loaded = await auth.loaded();
  if (row.verified) {
    const { backupCodes } = await loaded.api.viewBackupCodes({ body: { userId: staff.id } });
    return { state: "on", recoveryCodesLeft: backupCodes.length };
  }
  // Loaded here, as better-auth is (auth.server.ts): a server that only answers buyers never needs them.
  const [{ secretConfig }, { symmetricDecrypt }, { createOTP }] = await Promise.all([
    loaded.$context,
    import("better-auth/crypto"),
    import("@better-auth/utils/otp"),
  ]);
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const uri = createOTP(secret).url(issuer, staff.email);
  return {
    state: "setting-up",
    key: groupedKey(new URL(uri).searchParams.get("secret") ?? ""),
    qr: drawQrCode(uri),
  };
}

/** Starts setting up: the password is checked, and a new secret waits for the app's first code. */
export async function startTwoFactorSetup(
  auth: Auth,
  request: Request,
  password: string,
): Promise<TwoFactorResult> {
  const { api } = await auth.loaded();
  return attempt(auth, () => api.enableTwoFactor({ body: { password }, headers: request.headers }));
}

/**
 * The app's first code turns two-factor sign-in on: better-auth then starts a new session for this
 * browser (its cookie is in `headers`) and ends the old one. The recovery codes are shown once.
 */
export async function confirmTwoFactorSetup(
  { auth, db }: Pick<AppServices, "auth" | "db">,
  request: Request,
  staff: StaffUser,
  code: string,
): Promise<TwoFactorResult<{ headers: Headers; recoveryCodes: string[] }>> {
  const { api } = await auth.loaded();
  const verified = await attempt(auth, () =>
    api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true }),
  );
  if (!verified.ok) return verified;
  await audit(db, staff, "Turned on two-factor sign-in");
  const { backupCodes } = await api.viewBackupCodes({ body: { userId: staff.id } });
  return { ok: true, headers: verified.value.headers, recoveryCodes: backupCodes };
}

/** Leaves a setup that never got its first code: the waiting secret is deleted. */
export async function cancelTwoFactorSetup(db: DB, staff: StaffUser): Promise<void> {
  await db
    .deleteFrom("auth_two_factor")
    .where("user_id", "=", staff.id)
    .where("verified", "=", false)
    .execute();
}

/** Ten new recovery codes for the old ones, with the password. */
export async function makeNewRecoveryCodes(
  { auth, db }: Pick<AppServices, "auth" | "db">,
  request: Request,
  staff: StaffUser,
  password: string,
): Promise<TwoFactorResult<{ recoveryCodes: string[] }>> {
  const { api } = await auth.loaded();
  const made = await attempt(auth, () =>
    api.generateBackupCodes({ body: { password }, headers: request.headers }),
  );
  if (!made.ok) return made;
  await audit(db, staff, "Made new recovery codes for two-factor sign-in");
  return { ok: true, recoveryCodes: made.value.backupCodes };
}

/** Turns two-factor sign-in off with the password; better-auth renews this browser's session. */
export async function turnOffTwoFactor(
  { auth, db }: Pick<AppServices, "auth" | "db">,
  request: Request,
  staff: StaffUser,
  password: string,
): Promise<TwoFactorResult<{ headers: Headers }>> {
  const { api } = await auth.loaded();
  const done = await attempt(auth, () =>
    api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true }),
  );
  if (!done.ok) return done;
  await audit(db, staff, "Turned off two-factor sign-in");
  return { ok: true, headers: done.value.headers };
}

/**
 * The second step of a sign-in whose password was right: a code of the app, or a recovery code
 * (each works once). The challenge lives in a signed cookie for 10 minutes and takes 5 wrong codes;
 * 10 wrong codes in a row lock the account's codes for 15 minutes. The place is remembered as
 * known (sign-in.server.ts) only once the sign-in is whole.
 */
export async function verifySecondFactor(
  { auth, db, signingSecret }: Pick<AppServices, "auth" | "db" | "signingSecret">,
  request: Request,
  { factor, code, clientIp }: { factor: SecondFactor; code: string; clientIp: string },
): Promise<TwoFactorResult<{ headers: Headers }>> {
  const { api } = await auth.loaded();
  const call = () => {
    const input = { body: { code }, headers: request.headers, returnHeaders: true } as const;
    return factor === "app" ? api.verifyTOTP(input) : api.verifyBackupCode(input);
  };
  const verified = await attempt(auth, call);
  if (!verified.ok) return verified;
  const { headers, response } = verified.value;
  const place = { email: response.user.email.toLowerCase(), address: clientIp };
  await rememberSignInAddress(db, signingSecret, place, new Date());
  return { ok: true, headers };
}

/** What a form of the two-factor page leads to: back to the page with a message, or the page again. */
export type TwoFactorPageResult =
  | { toast: { type: "success"; message: string }; headers?: Headers }
  | { answer: TwoFactorActionData; status: number; headers?: Headers };

const refusalText: Record<TwoFactorRefusal, string> = {
  "wrong-password": twoFactorMessages.wrongPassword,
  "wrong-code": twoFactorMessages.wrongCode,
  "too-many": twoFactorMessages.tooManyCodes,
  locked: twoFactorMessages.locked,
  expired: twoFactorMessages.expired,
};

function refused(intent: string, error: string, status = 400): TwoFactorPageResult {
  return { answer: { intent, error }, status };
}

/**
 * The two-factor page's forms (intent): `start` (password), `confirm` (the app's first code),
 * `cancel`, `recovery-codes` (password) and `turn-off` (password; refused while `required`).
 */
export async function changeTwoFactor(
  services: Pick<AppServices, "auth" | "db">,
  request: Request,
  staff: StaffUser,
  { form, required }: { form: FormData; required: boolean },
): Promise<TwoFactorPageResult> {
  const intent = String(form.get("intent") ?? "");
  const password = String(form.get("password") ?? "");
  const code = String(form.get("code") ?? "").replace(/\s+/g, "");
  const needsPassword = intent === "start" || intent === "recovery-codes" || intent === "turn-off";
  if (needsPassword && !password) return refused(intent, twoFactorMessages.enterPassword);
  switch (intent) {
    case "start": {
      const started = await startTwoFactorSetup(services.auth, request, password);
      return started.ok
        ? { toast: { type: "success", message: "Scan the code with your app." } }
        : refused(intent, refusalText[started.refusal]);
    }
    case "confirm": {
      if (!code) return refused(intent, twoFactorMessages.enterCode);
      const confirmed = await confirmTwoFactorSetup(services, request, staff, code);
      if (!confirmed.ok) return refused(intent, refusalText[confirmed.refusal]);
      const answer = { intent, recoveryCodes: confirmed.recoveryCodes, message: twoFactorMessages.turnedOn };
      return { answer, status: 200, headers: confirmed.headers };
    }
    case "cancel":
      await cancelTwoFactorSetup(services.db, staff);
      return { toast: { type: "success", message: twoFactorMessages.setupCancelled } };
    case "recovery-codes": {
      const made = await makeNewRecoveryCodes(services, request, staff, password);
      return made.ok
        ? { answer: { intent, recoveryCodes: made.recoveryCodes }, status: 200 }
        : refused(intent, refusalText[made.refusal]);
    }
    case "turn-off": {
      if (required) return refused(intent, twoFactorMessages.ownersMustUse, 403);
      const off = await turnOffTwoFactor(services, request, staff, password);
      return off.ok
        ? { toast: { type: "success", message: twoFactorMessages.turnedOff }, headers: off.headers }
        : refused(intent, refusalText[off.refusal]);
    }
    default:
      return refused(intent, "Unknown action.");
  }
}
