import type { DB } from "#app/db/database.server.ts";
import type { Mailer } from "#app/mail/mailer.server.ts";
import { maxPasswordLength, minPasswordLength } from "./password-policy.ts";
import { authCookiePrefix } from "./session-cookie.ts";
import { hoursInWords } from "./staff-fields.ts";

/** OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane); 2 is Argon2id in @node-rs/argon2. */
const argon2id = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const resetLinkLifetimeSeconds = 60 * 60;

/** How long a sign-in waits for its second factor after the password was right. */
export const twoFactorChallengeSeconds = 10 * 60;

/** An invitation's link works longer than a reset's: a new colleague may not read mail the same day. */
export const defaultInvitationLinkHours = 72;

export interface AuthOptions {
  db: DB;
  engine: "sqlite" | "postgres";
  siteUrl: string;
  secret: string;
  mailer: Mailer;
  /** How long an invitation's link works (INVITATION_LINK_HOURS); a reset link always works one hour. */
  invitationLinkHours?: number;
}

/**
 * Staff sign-in on the server: e-mail and password only, no public sign-up, argon2id hashes,
 * sessions in the database (HttpOnly, SameSite=Lax, Secure over HTTPS). Sign-in throttling is
 * ours (app/domain/staff/sign-in.server.ts), because better-auth limits only requests through its own
 * HTTP handler, which we do not mount.
 */
async function loadAuth({
  db,
  engine,
  siteUrl,
  secret,
  mailer,
  invitationLinkHours = defaultInvitationLinkHours,
}: AuthOptions) {
  const [{ betterAuth }, { APIError, isAPIError }, { hash, verify }, { twoFactor }] = await Promise.all([
    import("better-auth"),
    import("better-auth/api"),
    import("@node-rs/argon2"),
    import("better-auth/plugins/two-factor"),
  ]);
  /** E-mails of accounts just invited: their link mail welcomes them instead of offering a reset. */
  const invitations = new Set<string>();
  const auth = betterAuth({
    appName: "Plot Site",
    secret,
    baseURL: siteUrl,
    trustedOrigins: [siteUrl],
    telemetry: { enabled: false },
    logger: { level: "error" },
    database: { db, type: engine, transaction: true },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength,
      maxPasswordLength,
      password: {
        hash: (password) => hash(password, argon2id),
        verify: ({ hash: stored, password }) => verify(stored, password).catch(() => false),
      },
      resetPasswordTokenExpiresIn: resetLinkLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        if ((user as { disabled?: boolean }).disabled) return;
        const link = `${siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
        const invited = invitations.delete(user.email.toLowerCase());
        await mailer.send({
          to: user.email,
          subject: invited ? "Your staff account is ready" : "Reset your password",
          text: [
            `Hello ${user.name},`,
            "",
            invited
              ? "A staff account has been created for you on the website's back office. To choose your password and sign in, open:"
              : "Someone asked to reset the password of your staff account. To choose a new password, open:",
            link,
            "",
            invited
              ? `The link works once and expires in ${hoursInWords(invitationLinkHours)}. When it has expired, "Forgot Password?" on the sign-in page sends a new one.`
              : "The link works once and expires in one hour. If you did not ask for this, ignore this mail.",
          ].join("\n"),
        });
      },
      // Old reset links die with the password they were meant to replace.
      async onPasswordReset({ user }) {
        await db.deleteFrom("auth_verification").where("value", "=", user.id).execute();
      },
    },
    user: {
      modelName: "auth_user",
      fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
      additionalFields: {
        role: { type: "string", required: true, defaultValue: "owner", input: false },
        disabled: { type: "boolean", required: true, defaultValue: false, input: false },
      },
    },
    plugins: [
      // Optional two-factor sign-in (issue "Roles"): codes of an authenticator app, and recovery
      // codes; app/domain/staff/two-factor.server.ts drives it. After 5 wrong codes a sign-in must
      // start again, and after 10 in a row the account takes no code for 15 minutes (the plugin's
      // own limits, kept in the database like ours).
      twoFactor({
        schema: {
          user: { fields: { twoFactorEnabled: "two_factor_enabled" } },
          twoFactor: {
            modelName: "auth_two_factor",
            fields: {
              userId: "user_id",
              backupCodes: "backup_codes",
              failedVerificationCount: "failed_verification_count",
              lockedUntil: "locked_until",
            },
          },
        },
        twoFactorCookieMaxAge: twoFactorChallengeSeconds,
        accountLockout: { maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    session: {
      modelName: "auth_session",
      fields: {
        expiresAt: "expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
        ipAddress: "ip_address",
        userAgent: "user_agent",
        userId: "user_id",
      },
    },
    account: {
      modelName: "auth_account",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        createdAt: "created_at",
        updatedAt: "updated_at",
      },
    },
    verification: {
      modelName: "auth_verification",
      fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
      storeIdentifier: "hashed",
    },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: siteUrl.startsWith("https://"),
      // The session cookie's name follows from it; the page cache and the proxies match that name.
      cookiePrefix: authCookiePrefix,
      ipAddress: { ipAddressHeaders: ["x-client-ip"] },
      // The reset mail is sent after answering, so a known address is not slower than an unknown one.
      backgroundTasks: {
        handler: (task) => {
          void Promise.resolve(task).catch((error: unknown) =>
            console.error(
              `Background auth task failed: ${error instanceof Error ? error.message : String(error)}`,
            ),
          );
        },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account cannot start a session (checked after the password, so it reveals nothing).
          async before(session, endpoint) {
            if (!endpoint) return;
            const user = await endpoint.context.internalAdapter.findUserById(session.userId);
            if ((user as { disabled?: boolean } | null)?.disabled) {
              throw new APIError("FORBIDDEN", { code: "ACCOUNT_DISABLED", message: "Account disabled" });
            }
          },
        },
      },
    },
  });
  // The database and its engine, for staff changes that write their audit entry in the same transaction.
  return Object.assign(auth, { invitations, invitationLinkHours, database: { db, engine }, isAPIError });
}

/** better-auth as set up by `loadAuth`, with what our staff functions need next to it. */
export type LoadedAuth = Awaited<ReturnType<typeof loadAuth>>;

/**
 * Staff sign-in, loaded on first use: better-auth and its dependencies are the largest part of the
 * server's start-up memory, and a request without a session cookie never needs them
 * (session.server.ts), so a server that only answers buyers never loads them.
 */
export interface Auth {
  loaded(): Promise<LoadedAuth>;
}

export function createAuth(options: AuthOptions): Auth {
  let auth: Promise<LoadedAuth> | undefined;
  return {
    loaded() {
      if (!auth) {
        auth = loadAuth(options);
        // A failed load (a missing native module, say) is tried again by the next request.
        auth.catch(() => (auth = undefined));
      }
      return auth;
    },
  };
}
