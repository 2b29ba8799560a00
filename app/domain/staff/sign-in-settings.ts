/** Settings, "Sign-in": what the back office asks of staff when they sign in. */
export interface SignInSettings {
  /** Owners must use two-factor sign-in (issue "Roles"). */
  ownersNeedTwoFactor: boolean;
}
