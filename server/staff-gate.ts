import type { Request, Response } from "express";

import type { AppServices } from "#app/context.ts";
import { lookUpStaff, type StaffLookup } from "#app/domain/staff/session.server.ts";
import { requestHeaders } from "./request-headers.ts";

/** The session lookup made before the page handler, handed on to it (server/app.ts). */
export function earlyStaffLookup(res: Response): Promise<StaffLookup> | null {
  return (res.locals as { staffLookup?: Promise<StaffLookup> }).staffLookup ?? null;
}

/**
 * Whether a request carries an active staff member's session, asked before its body is read
 * (server/body-limits.ts). The lookup is kept, so the admin middleware does not make it again; a
 * lookup that fails (the database away) counts as signed out here and fails there as it would have.
 */
export function staffSignedIn(auth: AppServices["auth"]) {
  return (req: Request, res: Response): Promise<boolean> => {
    const lookup = lookUpStaff(auth, requestHeaders(req));
    res.locals.staffLookup = lookup;
    return lookup.then(
      ({ staff }) => staff !== null,
      () => false,
    );
  };
}
