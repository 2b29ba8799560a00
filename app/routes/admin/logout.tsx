import { data, redirect } from "react-router";

import { logoutFailed } from "#app/domain/staff/messages.ts";
import { signOut } from "#app/domain/staff/sign-in.server.ts";
import { servicesContext } from "#app/context.ts";

import type { Route } from "./+types/logout";

/** Ends the session on the server; the old cookie no longer works afterwards. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const headers = await signOut(context.get(servicesContext), request);
    return redirect("/admin", { headers });
  } catch (error) {
    console.error(`Logout failed: ${error instanceof Error ? error.message : String(error)}`);
    return data({ error: logoutFailed }, { status: 500 });
  }
}

export function loader() {
  return redirect("/admin");
}
