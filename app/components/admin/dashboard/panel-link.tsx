import { Link } from "react-router";

/** A dashboard panel's way to the whole list, on the right of its title. */
export function PanelLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
