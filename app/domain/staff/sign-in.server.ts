import type { AppServices } from "#app/context.ts";
import { hitRateLimit, refundRateLimit, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";
import { isKnownSignInAddress, rememberSignInAddress } from "./known-addresses.server.ts";
import type { AuthErrorCode } from "./messages.ts";

const windowMs = 15 * 60 * 1000;

/**
 * Brute force: failed sign-ins are limited in 15-minute windows, per account at one client
 * address (5), per client address (20), and per account at addresses it has not signed in from
 * within 90 days (50; app/domain/staff/known-addresses.server.ts). At an address the account signed
 * in from before only the first applies, so a stranger's guesses, however many, never lock the
 * owner out of the places they work from; elsewhere the account's own limit stops a guesser who
 * moves from address to address. The counters live in the database, so every instance sees them;
 * the address is the one Express trusts (TRUST_PROXY). Each attempt is counted before its password
 * is checked (one atomic upsert per counter), so a burst of parallel guesses gets no more checks
 * than a limit; a success gives its counts back.
 */
export const signInLimits = {
  accountAtAddress: { limit: 5, windowMs },
  client: { limit: 20, windowMs },
  account: { limit: 50, windowMs },
} satisfies Record<string, RateLimitPolicy>;

/**
 * A sign-in's answer: signed in (the session cookie in `headers`); or the password was right and
 * the account uses two-factor sign-in, so `headers` hold the challenge's cookie and a code comes
 * next (two-factor.server.ts); or refused.
 */
export type SignInResult =
  | { ok: true; headers: Headers; secondFactor: boolean }
  | { ok: false; code: AuthErrorCode | "unknown"; status: number };

const codeFor: Record<string, AuthErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid-credential",
  INVALID_EMAIL: "invalid-email",
  PASSWORD_TOO_LONG: "invalid-credential",
  // A disabled account answers like a wrong password, so the answer never confirms the password.
  ACCOUNT_DISABLED: "invalid-credential",
};

const tooMany: SignInResult = { ok: false, code: "too-many-requests", status: 429 };

/**
 * Signs a staff member in and returns the cookie headers of a new session. An unknown e-mail and
 * a wrong password give the same answer (better-auth hashes a dummy password for unknown ones),
 * and the same counters: an e-mail without an account has no known address.
 */
export async function signIn(
  { auth, db, signingSecret }: Pick<AppServices, "auth" | "db" | "signingSecret">,
  request: Request,
  credentials: { email: string; password: string; clientIp: string },
): Promise<SignInResult> {
  const now = new Date();
  const place = { email: credentials.email.toLowerCase(), address: credentials.clientIp };
  const here = `sign-in:account-at-address:${place.email} ${place.address}`;
  // The narrowest counter counts the attempt as it arrives, while the place is looked up.
  const [known, first] = await Promise.all([
    isKnownSignInAddress(db, signingSecret, place, now),
    hitRateLimit(db, here, signInLimits.accountAtAddress, now),
  ]);
  if (!first.allowed) return tooMany;
  const counted = [here];
  // Narrowest first: an attempt one counter refuses is not counted by the wider ones, so one
  // address spends at most its own 5 of the account's 50.
  const wider = [
    { key: `sign-in:client:${place.address}`, policy: signInLimits.client },
    { key: `sign-in:account:${place.email}`, policy: signInLimits.account },
  ];
  for (const { key, policy } of known ? [] : wider) {
    counted.push(key);
    if (!(await hitRateLimit(db, key, policy, now)).allowed) return tooMany;
  }
  const result = await attemptSignIn(auth, request, credentials);
  if (result.ok) {
    await Promise.all(counted.map((key) => refundRateLimit(db, key)));
    // With a second factor still to come, the place is known once the code is right.
    if (!result.secondFactor) await rememberSignInAddress(db, signingSecret, place, now);
  }
  return result;
}

async function attemptSignIn(
  auth: AppServices["auth"],
  request: Request,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const { api, isAPIError } = await auth.loaded();
  try {
    const { headers, response } = await api.signInEmail({
      body: { email: credentials.email, password: credentials.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers, secondFactor: "twoFactorRedirect" in response };
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
