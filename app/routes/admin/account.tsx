import { SessionsPage } from "#app/components/admin/account/sessions-page.tsx";
import { servicesContext } from "#app/context.ts";
import { endOtherSessions, listOwnSessions } from "#app/domain/staff/own-sessions.server.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/account";

export function meta() {
  return [{ title: "Your sessions | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Roles": every staff member's own sessions, whatever their role. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  return { sessions: await listOwnSessions(context.get(servicesContext).db, staff) };
}

/** "Sign out everywhere else": this session stays, every other one of the account ends. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readForm(request);
  if (form.get("intent") !== "sign-out-others") {
    return redirectWithToast("/admin/account", { type: "error", message: "Unknown action." });
  }
  const ended = await endOtherSessions(context.get(servicesContext).db, staff);
  const message = ended === 1 ? "Signed out 1 other session." : `Signed out ${ended} other sessions.`;
  return redirectWithToast("/admin/account", { type: "success", message });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return <SessionsPage sessions={loaderData.sessions} />;
}
