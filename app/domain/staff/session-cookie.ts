/** better-auth's cookie prefix (`advanced.cookiePrefix` in auth.server.ts). */
export const authCookiePrefix = "better-auth";

/** The staff session cookie's name; over HTTPS better-auth sends it as `__Secure-` and this. */
export const sessionCookieName = `${authCookiePrefix}.session_token`;

/** A sign-in waiting for its second factor (better-auth's two-factor plugin), signed, 10 minutes. */
export const twoFactorChallengeCookieName = `${authCookiePrefix}.two_factor`;

/** A cookie by its exact name, at a cookie's start: `xbetter-auth.session_token` is another cookie. */
function cookieNamed(name: string): RegExp {
  return new RegExp(`(?:^|;)\\s*(?:__Secure-)?${name.replaceAll(".", "\\.")}=`);
}

const sessionCookie = cookieNamed(sessionCookieName);
const twoFactorChallengeCookie = cookieNamed(twoFactorChallengeCookieName);

/**
 * Whether a Cookie header carries a staff session. Without one, a request is anonymous: no
 * session to look up, and its public page may come from the page cache.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionCookie.test(cookieHeader ?? "");
}

/** Whether a Cookie header carries a sign-in that waits for its second factor. */
export function hasTwoFactorChallenge(cookieHeader: string | null | undefined): boolean {
  return twoFactorChallengeCookie.test(cookieHeader ?? "");
}
