import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { PageHeader } from "#app/components/ui/page-header.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { OwnSessionRow } from "#app/domain/staff/staff-view.ts";
import type { When } from "#app/lib/when.ts";

/** A moment of the session; on a phone's card, where no header is over it, it says which. */
function WhenText({ label, when }: { label: string; when: When }) {
  return (
    <>
      <span className="md:hidden">{label} </span>
      <time dateTime={when.iso} title={when.exact}>
        {when.relative}
      </time>
    </>
  );
}

const columns: Column<OwnSessionRow>[] = [
  {
    key: "device",
    header: "Device",
    rowHeader: true,
    className: "font-medium text-neutral-900",
    cell: (row) => (
      <>
        {row.device}
        {row.current ? (
          <span className="ml-2">
            <StatusBadge tone="forest" label="This device" />
          </span>
        ) : null}
      </>
    ),
  },
  { key: "address", header: "Address", className: "text-neutral-700", cell: (row) => row.ipAddress ?? "—" },
  {
    key: "signed-in",
    header: "Signed in",
    phone: "inline",
    cell: (row) => <WhenText label="Signed in" when={row.signedIn} />,
  },
  {
    key: "last-active",
    header: "Last active",
    phone: "inline",
    cell: (row) => <WhenText label="· last active" when={row.lastActive} />,
  },
];

/** Issue "Roles": where you are signed in, and a way to end every session but this one. */
export function SessionsPage({ sessions, children }: { sessions: OwnSessionRow[]; children?: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  const others = sessions.filter((session) => !session.current).length;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader
        title="Your sessions"
        intro="Where your account is signed in. A lost phone or a shared computer: sign it out here."
        actions={
          others > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="sign-out-others" />
              <Button type="submit" disabled={busy}>
                Sign out everywhere else
              </Button>
            </Form>
          ) : null
        }
      />
      <DataTable
        caption="Your sessions, the most recently used first"
        columns={columns}
        rows={sessions}
        rowKey={(row) => row.id}
      />
      {children}
    </div>
  );
}
