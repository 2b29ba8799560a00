import { LogOut } from "lucide-react";
import { useFetcher } from "react-router";

import { navItemClass } from "./nav-item.ts";

/** Signs out without leaving the page until it is done; a failure is said under the button. */
export function LogoutButton() {
  const logout = useFetcher<{ error?: string }>();
  return (
    <>
      <logout.Form method="post" action="/admin/logout">
        <button type="submit" className={`${navItemClass} w-full`}>
          <LogOut aria-hidden className="size-4" />
          Logout
        </button>
      </logout.Form>
      {logout.data?.error ? (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {logout.data.error}
        </p>
      ) : null}
    </>
  );
}
