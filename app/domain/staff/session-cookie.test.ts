import { describe, expect, it } from "vitest";

import { hasSessionCookie, hasTwoFactorChallenge } from "./session-cookie.ts";

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

describe("hasTwoFactorChallenge", () => {
  it("sees a sign-in waiting for its code, by the cookie's exact name", () => {
    expect(hasTwoFactorChallenge("better-auth.two_factor=abc")).toBe(true);
    expect(hasTwoFactorChallenge("theme=dark; __Secure-better-auth.two_factor=abc")).toBe(true);
    expect(hasTwoFactorChallenge("better-auth.session_token=abc")).toBe(false);
    expect(hasTwoFactorChallenge("xbetter-auth.two_factor=abc")).toBe(false);
    expect(hasTwoFactorChallenge(null)).toBe(false);
  });
});
