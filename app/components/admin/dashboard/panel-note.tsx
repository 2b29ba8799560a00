import type { ReactNode } from "react";

/** What an empty dashboard panel says, in its middle. */
export function PanelNote({ children }: { children: ReactNode }) {
  return <p className="px-4 py-8 text-center text-neutral-700 sm:px-5">{children}</p>;
}
