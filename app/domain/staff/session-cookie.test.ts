import { describe, expect, it } from "vitest";

import { hasSessionCookie } from "./session-cookie.ts";

describe("hasSessionCookie", () => {
  it.each([
    "better-auth.session_token=abc",
    "__Secure-better-auth.session_token=abc",
    "theme=dark; better-auth.session_token=abc",
    "theme=dark;better-auth.session_token=abc",
    "a=1;  __Secure-better-auth.session_token=abc; b=2",
  ])("sees the session cookie in %j", (header) => {
    expect(hasSessionCookie(header)).toBe(true);
  });

  it.each([
    null,
    undefined,
    "",
    "theme=dark",
    "xsession_token=abc",
    "session_token=abc",
    "session_token_x=abc",
    "better-auth.session_token_x=abc",
    "xbetter-auth.session_token=abc",
    "betterXauth.session_token=abc",
    "better-auth-session_token=abc",
    "__Secure-xbetter-auth.session_token=abc",
    "better-auth.session_data=abc",
    "theme=better-auth.session_token=abc",
    "BETTER-AUTH.SESSION_TOKEN=abc",
  ])("sees no session in %j", (header) => {
    expect(hasSessionCookie(header)).toBe(false);
  });
});
