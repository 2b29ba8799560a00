import { createCookie, redirect } from "react-router";

import type { Toast } from "./toast.ts";

/**
 * A message for the next page only (post/redirect/get): the action sets it with the redirect,
 * the admin layout reads it once and clears it.
 */
const toastCookie = createCookie("toast", { path: "/admin", httpOnly: true, sameSite: "lax", maxAge: 60 });

export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie.serialize(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast of this request, and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const value: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object") return { toast: null, clear: null };
  const { type, message } = value as Partial<Toast>;
  const toast =
    (type === "success" || type === "error") && typeof message === "string" ? { type, message } : null;
  return { toast, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
