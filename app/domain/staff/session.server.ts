import { createContext, data, type RouterContextProvider } from "react-router";

import { servicesContext, type AppServices } from "#app/context.ts";
import { can, isStaffRole, type Permission, type StaffRole } from "./roles.ts";
import { hasSessionCookie } from "./session-cookie.ts";

export interface StaffUser {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Signing in asks this account for a second factor (issue "Roles"). */
  twoFactorEnabled: boolean;
  /** The session of this request (its row in auth_session), when it came from a cookie. */
  sessionId?: string;
}

/** The signed-in staff member of this request, set by the admin middleware (null: signed out). */
export const staffContext = createContext<StaffUser | null>(null);

export interface StaffLookup {
  staff: StaffUser | null;
  /** What better-auth wants sent back: a refreshed cookie, or one that clears an expired session. */
  headers: Headers;
}

/**
 * Looks the session cookie of `headers` up in the database. A request without one is signed out
 * at once, without loading better-auth.
 */
export async function lookUpStaff(auth: AppServices["auth"], headers: Headers): Promise<StaffLookup> {
  if (!hasSessionCookie(headers.get("cookie"))) return { staff: null, headers: new Headers() };
  const { api } = await auth.loaded();
  const { headers: answer, response } = await api.getSession({ headers, returnHeaders: true });
  const user = response?.user;
  // An account without one of the roles (none is stored so) may do nothing: it is signed out.
  if (!user || user.disabled || !isStaffRole(user.role)) return { staff: null, headers: answer };
  const staff = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
  return { staff: { ...staff, sessionId: response.session.id }, headers: answer };
}

/**
 * The lookup the server already made for this request, if any: it looks a session up before it
 * reads a large body (server/body-limits.ts), and the admin middleware takes that answer rather
 * than asking the database twice.
 */
export const staffLookupContext = createContext<Promise<StaffLookup> | null>(null);

/** The staff member of this request (null: signed out), looked up once. */
export function resolveStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffLookup> {
  return context.get(staffLookupContext) ?? lookUpStaff(context.get(servicesContext).auth, request.headers);
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

/**
 * The guard of a loader or action that needs `permission` (app/domain/staff/roles.ts): signed out
 * it answers 401 as `requireStaff` does; signed in with a role that lacks it, 403, which the admin
 * layout shows as a short "not for your role" page inside the back office.
 */
export function requirePermission(
  context: Readonly<RouterContextProvider>,
  permission: Permission,
): StaffUser {
  const staff = requireStaff(context);
  if (!can(staff.role, permission)) throw forbidden();
  return staff;
}

/** The answer to a request the staff member's role does not allow. */
export function forbidden() {
  return data({ forbidden: true }, { status: 403 });
}
