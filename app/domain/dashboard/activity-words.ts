/**
 * Recent Activity speaks plainly: entries written before the wording changed still name the
 * command that made them ("… with npm run admin:create"); they read as they would be said today.
 */
const rewrites: [RegExp, string][] = [
  [/^Created administrator (.+) with npm run admin:create$/, "Account created on the server for $1"],
];

/** What the server's `admin:create` command writes in the audit log. */
export function serverAccountSummary(name: string, email: string): string {
  return `Account created on the server for ${name} (${email})`;
}

/** An entry as Recent Activity says it: its first line (an entry naming leads lists their ids on the second). */
export function plainSummary(summary: string): string {
  const [said = ""] = summary.split("\n", 1);
  for (const [pattern, plain] of rewrites) {
    if (pattern.test(said)) return said.replace(pattern, plain);
  }
  return said;
}
