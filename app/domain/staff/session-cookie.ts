/**
 * Whether a Cookie header carries a staff session (better-auth's `session_token`, with the
 * `__Secure-` prefix over HTTPS). Without one, a request is anonymous: no session to look up, and
 * its public page may come from the page cache.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(cookieHeader ?? "");
}
