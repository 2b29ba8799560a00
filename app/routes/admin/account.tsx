import { data } from "react-router";

import { SessionsPage } from "#app/components/admin/account/sessions-page.tsx";
import { WhatsAppNumberForm } from "#app/components/admin/account/whatsapp-number-form.tsx";
import { servicesContext } from "#app/context.ts";
import { endOtherSessions, listOwnSessions } from "#app/domain/staff/own-sessions.server.ts";
import { requireStaff } from "#app/domain/staff/session.server.ts";
import { getStaffPhone, saveStaffPhone } from "#app/domain/whatsapp/index.server.ts";
import { readForm } from "#app/lib/read-form.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/account";

export function meta() {
  return [{ title: "Your sessions | Back office" }, { name: "robots", content: "noindex" }];
}

/** Issue "Roles": every staff member's own sessions, whatever their role; and their WhatsApp number. */
export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const [sessions, whatsapp] = await Promise.all([listOwnSessions(db, staff), getStaffPhone(db, staff.id)]);
  return { sessions, whatsapp };
}

/** "Sign out everywhere else": this session stays, every other one of the account ends. Or the WhatsApp number. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { db } = context.get(servicesContext);
  const form = await readForm(request);
  if (form.get("intent") === "whatsapp-number") {
    const saved = await saveStaffPhone(db, staff.id, String(form.get("whatsapp") ?? ""));
    if ("error" in saved) return data(saved, { status: 400 });
    const message = saved.saved ? "WhatsApp number saved." : "WhatsApp number removed.";
    return redirectWithToast("/admin/account", { type: "success", message });
  }
  if (form.get("intent") !== "sign-out-others") {
    return redirectWithToast("/admin/account", { type: "error", message: "Unknown action." });
  }
  const ended = await endOtherSessions(db, staff);
  const message = ended === 1 ? "Signed out 1 other session." : `Signed out ${ended} other sessions.`;
  return redirectWithToast("/admin/account", { type: "success", message });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SessionsPage sessions={loaderData.sessions}>
      <WhatsAppNumberForm number={actionData?.typed ?? loaderData.whatsapp} error={actionData?.error} />
    </SessionsPage>
  );
}
