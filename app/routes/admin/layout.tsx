import { data, isRouteErrorResponse, Outlet, redirect, useLocation, useRouteLoaderData } from "react-router";

import { AdminShell } from "#app/components/admin/shell/admin-shell.tsx";
import { ConfirmProvider } from "#app/components/ui/confirm-provider.tsx";
import { LoginScreen } from "#app/components/admin/sign-in/login-screen.tsx";
import { NotForYourRole } from "#app/components/admin/shell/not-for-your-role.tsx";
import { ToastMessage } from "#app/components/admin/shell/toast-message.tsx";
import { servicesContext } from "#app/context.ts";
import { countNewLeads } from "#app/domain/leads/lead-response.server.ts";
import { requireStaff, resolveStaff, staffContext } from "#app/domain/staff/session.server.ts";
import { mustSetUpTwoFactor } from "#app/domain/staff/sign-in-settings.server.ts";
import { twoFactorPagePath } from "#app/domain/staff/two-factor-view.ts";
import { takeToast } from "#app/lib/toast.server.ts";

import type { Route } from "./+types/layout";

/**
 * Every /admin request passes here first: the session is looked up once on the server and put in
 * the context for the guards of the loaders and actions below, and a refreshed session cookie is
 * sent back. Nothing under /admin is cached.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const { staff, headers } = await resolveStaff(request, context);
    context.set(staffContext, staff);
    // Settings may require owners to use two-factor sign-in: until they do, its page is all they get.
    const path = new URL(request.url).pathname.replace(/\.data$/, "");
    if (
      staff &&
      path !== twoFactorPagePath &&
      (await mustSetUpTwoFactor(context.get(servicesContext).db, staff))
    ) {
      throw redirect(twoFactorPagePath, { headers });
    }
    const response = await next();
    for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  },
];

export function meta() {
  return [{ title: "Admin" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { toast, clear } = await takeToast(request);
  // The sidebar's Leads entry shows how many leads are still New.
  const newLeads = await countNewLeads(context.get(servicesContext).db);
  return data(
    { staff: { name: staff.name, email: staff.email, role: staff.role }, toast, newLeads },
    { headers: clear ? { "Set-Cookie": clear } : undefined },
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConfirmProvider>
      <AdminShell staff={loaderData.staff} newLeads={loaderData.newLeads}>
        <Outlet />
        <ToastMessage toast={loaderData.toast} />
      </AdminShell>
    </ConfirmProvider>
  );
}

/**
 * Signed out (401 from any guard below): the sign-in screen, at the address that was asked for.
 * Signed in with a role that does not open the page (403): a short page saying so, in the shell.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (isRouteErrorResponse(error) && error.status === 401) {
    return <LoginScreen redirectTo={`${location.pathname}${location.search}`} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403 && shell) {
    return (
      <AdminShell staff={shell.staff} newLeads={shell.newLeads}>
        <NotForYourRole role={shell.staff.role} />
      </AdminShell>
    );
  }
  throw error;
}
