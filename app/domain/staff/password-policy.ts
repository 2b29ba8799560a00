import type { FieldRule } from "#app/lib/field-rules.ts";

/**
 * Staff passwords: at least 10 characters, at most 128, and not one of the passwords attackers
 * try first. Shared by every form that sets a password and by `npm run admin:create`.
 */
export const minPasswordLength = 10;
export const maxPasswordLength = 128;

/** A field for a new password, as the browser checks it. */
export const newPasswordRule = {
  required: true,
  type: "password",
  minLength: minPasswordLength,
  maxLength: maxPasswordLength,
} satisfies FieldRule;

const common = new Set([
  "1234567890",
  "12345678910",
  "123456789a",
  "0987654321",
  "1q2w3e4r5t",
  "1qaz2wsx3edc",
  "qwertyuiop",
  "qwerty12345",
  "qwerty123456",
  "asdfghjkl1",
  "password12",
  "password123",
  "password1234",
  "passw0rd123",
  "p@ssw0rd123",
  "iloveyou123",
  "welcome123",
  "welcome@123",
  "admin12345",
  "admin@1234",
  "administrator",
  "letmein1234",
  "football123",
  "abcdefghij",
  "abcd123456",
  "abc1234567",
  "changeme123",
  "superman123",
  "trustno1234",
  "sunshine123",
  "princess123",
  "india12345",
  "india@1234",
  "chennai123",
  "chennai@123",
  "bangalore123",
  "0000000000",
  "1111111111",
  "aaaaaaaaaa",
  "zaq12wsxcde",
]);

export function passwordProblem(password: string): string | null {
  if (password.length < minPasswordLength) return `Use at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength) return `Use at most ${maxPasswordLength} characters.`;
  const lowered = password.toLowerCase();
  if (common.has(lowered) || /^(.)\1+$/.test(password)) {
    return "This password is too common. Choose one that is harder to guess.";
  }
  return null;
}

/** Checks a new password and its repetition; the messages appear next to the fields. */
export function newPasswordErrors(
  password: string,
  confirm: string,
  problem: (password: string) => string | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const issue = problem(password);
  if (issue) errors.password = issue;
  else if (password !== confirm) errors.confirm = "The two passwords are not the same.";
  return errors;
}
