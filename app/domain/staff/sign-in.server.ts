import type { AppServices } from "../../context.ts";
import { hitRateLimit, refundRateLimit, type RateLimitPolicy } from "../../lib/rate-limit.server.ts";
import type { AuthErrorCode } from "./messages.ts";

/**
 * Brute force: a few failed sign-ins for one account, or more from one client address, within
 * 15 minutes, and further attempts are refused (429) until the window ends. The counters live in
 * the database, so every instance sees them; the address is the one Express trusts (TRUST_PROXY).
 * Each attempt is counted before its password is checked (one atomic upsert per counter), so a
 * burst of parallel guesses gets no more checks than the limit; a success gives its count back.
 */
export const signInLimits = {
  account: { limit: 5, windowMs: 15 * 60 * 1000 },
  client: { limit: 20, windowMs: 15 * 60 * 1000 },
} satisfies Record<string, RateLimitPolicy>;

export type SignInResult =
  { ok: true; headers: Headers } | { ok: false; code: AuthErrorCode | "unknown"; status: number };

const codeFor: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid-credential",
  INVALID_EMAIL: "invalid-email",
  PASSWORD_TOO_LONG: "invalid-credential",
  // A disabled account answers like a wrong password, so the answer never confirms the password.
  ACCOUNT_DISABLED: "invalid-credential",
};

/**
 * Signs a staff member in and returns the cookie headers of a new session. An unknown e-mail and
 * a wrong password give the same answer (better-auth hashes a dummy password for unknown ones).
 */
export async function signIn(
  { auth, db }: Pick<AppServices, "auth" | "db">,
  request: Request,
  credentials: { email: string; password: string; clientIp: string },
): Promise<SignInResult> {
  const keys = [
    { key: `sign-in:account:${credentials.email.toLowerCase()}`, policy: signInLimits.account },
    { key: `sign-in:client:${credentials.clientIp}`, policy: signInLimits.client },
  ];
  const hits = await Promise.all(keys.map(({ key, policy }) => hitRateLimit(db, key, policy)));
  if (hits.some((hit) => !hit.allowed)) return { ok: false, code: "too-many-requests", status: 429 };
  const result = await attemptSignIn(auth, request, credentials);
  if (result.ok) await Promise.all(keys.map(({ key }) => refundRateLimit(db, key)));
  return result;
}

async function attemptSignIn(
  auth: AppServices["auth"],
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { api, isAPIError } = await auth.loaded();
  try {
    const { headers } = await api.signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const code = codeFor[String(error.body?.code)] ?? "unknown";
    return { ok: false, code, status: code === "unknown" ? 500 : 401 };
  }
}

/** Ends the session on the server (an old cookie no longer works) and clears the cookie. */
export async function signOut({ auth }: Pick<AppServices, "auth">, request: Request): Promise<Headers> {
  const { api } = await auth.loaded();
  const { headers } = await api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}

/**
 * Sends a reset link when the e-mail belongs to an active account. The answer is the same either
 * way, and the mail goes out after it, so neither the text nor the timing tells who has an account.
 * False when better-auth finds the address malformed: it checks more strictly than a form can
 * (`a..b@example.in`, `"a"@example.in`), and its refusal is the visitor's mistake, not a 500.
 */
export async function requestPasswordReset(
  { auth }: Pick<AppServices, "auth">,
  request: Request,
  email: string,
): Promise<boolean> {
  const { api, isAPIError } = await auth.loaded();
  try {
    await api.requestPasswordReset({ body: { email }, headers: request.headers });
    return true;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) return false;
    throw error;
  }
}
