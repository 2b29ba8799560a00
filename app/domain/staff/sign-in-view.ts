/** The sign-in page's two forms: signing in, and asking for a reset link. */
export type SignInMode = "sign-in" | "reset";

/** What the sign-in page's action answers: the form it concerns, a refusal or a note (the link was sent). */
export interface LoginActionData {
  intent: SignInMode;
  error?: string;
  message?: string;
}
