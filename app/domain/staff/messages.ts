/**
 * Spec §8 "Login and reset, by provider error code": the texts staff see. The server never
 * reports user-not-found or wrong-password separately (that would reveal which e-mails have an
 * account); both arrive as invalid-credential.
 */
export const authErrorMessages = {
  "user-not-found": "No account found with this email address.",
  "wrong-password": "Incorrect password. Please try again.",
  "invalid-email": "Please enter a valid email address.",
  "user-disabled": "This account has been disabled.",
  "invalid-credential": "Invalid email or password. Please try again.",
  "too-many-requests": "Too many failed attempts. Please try again later.",
  "network-request-failed": "Network error. Please check your connection.",
} as const;

export type AuthErrorCode = keyof typeof authErrorMessages;

export function authErrorMessage(code: string): string {
  return code in authErrorMessages
    ? authErrorMessages[code as AuthErrorCode]
    : "An error occurred. Please try again.";
}

export const fillAllFields = "Please fill in all fields.";
export const enterEmail = "Please enter your email address.";
export const resetEmailSent = "Password reset email sent! Check your inbox.";
export const resetEmailFailed = "Failed to send reset email";
export const logoutFailed = "Failed to logout. Please try again.";
