/** Signs a staff member in through the login form, as a browser would; answers the session cookie. */
export async function staffSessionCookie(
  base: string,
  staff: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "sign-in", email: staff.email, password: staff.password }),
  });
  if (response.status !== 302) throw new Error(`Staff sign-in failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
