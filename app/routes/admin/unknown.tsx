import { redirect } from "react-router";

import { requireStaff } from "#app/domain/staff/session.server.ts";

import type { Route } from "./+types/unknown";

/** Spec §2: any other /admin path redirects to /admin (once signed in). */
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return redirect("/admin");
}

export function action({ context }: Route.ActionArgs) {
  requireStaff(context);
  return redirect("/admin");
}

/** Never shown: the loader always redirects or answers 401 (shown as the sign-in screen). */
export default function UnknownAdminPath() {
  return null;
}
