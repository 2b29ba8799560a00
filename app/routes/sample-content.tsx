import { redirect } from "react-router";

import { resolveStaff } from "#app/domain/staff/session.server.ts";
import { servicesContext } from "#app/context.ts";
import { readForm } from "#app/lib/read-form.ts";
import { safeReturnPath } from "#app/lib/safe-redirect.ts";

import type { Route } from "./+types/sample-content";

function withNotice(path: string, notice: string): string {
  const url = new URL(path, "http://site");
  url.searchParams.set("sample", notice);
  return `${url.pathname}${url.search}`;
}

/**
 * The 'Setup Required' panel's buttons (spec §2): add the sample projects and blogs, or only the
 * blogs. Only a signed-in administrator may; anyone else goes to the sign-in and comes back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = safeReturnPath(String(form.get("returnTo") ?? ""), "/");
  const blogsOnly = form.get("intent") === "blogs-only";
  const { staff } = await resolveStaff(request, context);
  if (!staff) throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`);

  const { db, storage, brochures } = context.get(servicesContext);
  try {
    // Loaded here, once an administrator asks: the drawing and brochure code needs sharp and pdf-lib.
    const { seedSampleContent } = await import("#app/sample-content/seed.server.ts");
    await seedSampleContent({ db, storage, brochures }, { projects: !blogsOnly, blogs: true });
    return redirect(withNotice(back, blogsOnly ? "added-blogs" : "added-all"));
  } catch (error) {
    console.error(
      `Adding the sample content failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return redirect(withNotice(back, blogsOnly ? "failed-blogs" : "failed-all"));
  }
}

export function loader() {
  return redirect("/");
}
