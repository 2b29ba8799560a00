/**
 * Where to go after signing in: a path on this site only (never `//host` or a full URL, which
 * would make the sign-in page an open redirect), and never back to the sign-in page itself.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/admin"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return fallback;
  return value.startsWith("/admin/login") ? fallback : value;
}
