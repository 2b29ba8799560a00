import type { ReactNode } from "react";

import { Card } from "./card.tsx";
import { LinkButton } from "./link-button.tsx";

/**
 * A page that only says something and offers the way on: a record that is not there, a page the
 * role does not open. Its heading is the page's.
 */
export function MessageCard({
  title,
  children,
  back,
}: {
  title: string;
  children: ReactNode;
  back: { to: string; label: string };
}) {
  return (
    <Card className="mx-auto max-w-xl px-6 py-12 text-center">
      <h1 className="text-2xl font-semibold text-forest-900">{title}</h1>
      <p className="mt-2 text-neutral-600">{children}</p>
      <LinkButton to={back.to} variant="primary" className="mt-6">
        {back.label}
      </LinkButton>
    </Card>
  );
}
