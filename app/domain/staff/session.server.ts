import { createContext, data, type RouterContextProvider } from "react-router";

import { servicesContext } from "../../context.ts";
import { hasSessionCookie } from "./session-cookie.ts";

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

/** The signed-in staff member of this request, set by the admin middleware (null: signed out). */
export const staffContext = createContext<StaffUser | null>(null);

/**
 * Looks the session cookie up in the database. Returns the staff member and the headers
 * better-auth wants sent back (a refreshed cookie, or one that clears an expired session). A request
 * without one is signed out at once, without loading better-auth.
 */
export async function resolveStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ staff: StaffUser | null; headers: Headers }> {
  if (!hasSessionCookie(request.headers.get("cookie"))) return { staff: null, headers: new Headers() };
  const auth = await context.get(servicesContext).auth.loaded();
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const user = response?.user;
  if (!user || user.disabled) return { staff: null, headers };
  return { staff: { id: user.id, name: user.name, email: user.email, role: user.role }, headers };
}

/**
 * The guard every admin loader and action starts with. Signed out, it answers 401, which the
 * admin layout shows as the sign-in screen at the same address.
 */
export function requireStaff(context: Readonly<RouterContextProvider>): StaffUser {
  const staff = context.get(staffContext);
  if (!staff) throw data({ signedOut: true }, { status: 401 });
  return staff;
}
