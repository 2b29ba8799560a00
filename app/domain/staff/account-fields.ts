/** A field of the first-account and new-password pages, as their AccountForm shows it. */
export interface AccountFieldSpec {
  name: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
}

export const newPasswordFields: AccountFieldSpec[] = [
  { name: "password", label: "New password", type: "password", autoComplete: "new-password" },
  { name: "confirm", label: "Repeat the new password", type: "password", autoComplete: "new-password" },
];
