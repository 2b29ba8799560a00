/** better-auth's cookie prefix (`advanced.cookiePrefix` in auth.server.ts). */
export const authCookiePrefix = "better-auth";

/** The staff session cookie's name; over HTTPS better-auth sends it as `__Secure-` and this. */
export const sessionCookieName = `${authCookiePrefix}.session_token`;

/** The cookie by its exact name, at a cookie's start: `xbetter-auth.session_token` is another cookie. */
const sessionCookie = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${sessionCookieName.replaceAll(".", "\\.")}=`);

/**
 * Whether a Cookie header carries a staff session. Without one, a request is anonymous: no
 * session to look up, and its public page may come from the page cache.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return sessionCookie.test(cookieHeader ?? "");
}
