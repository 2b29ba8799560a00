import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/**
 * What an authenticator app shows for a key typed in by hand (the base32 key the two-factor page
 * shows, spaces and all): the 6-digit code of this moment, by the clock of the process (a test's
 * clock in Vitest).
 */
export function authenticatorCode(key: string): Promise<string> {
  const secret = new TextDecoder().decode(base32.decode(key.replaceAll(" ", "")));
  return createOTP(secret).totp();
}
