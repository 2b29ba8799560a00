import { DataTable, type Column } from "#app/components/ui/data-table.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import { staffStatus, staffStatusTones, type StaffRow } from "#app/domain/staff/staff-view.ts";

import { EmailAddress } from "./email-address.tsx";
import { StaffRoleForm } from "./staff-role-form.tsx";
import { StaffRowActions } from "./staff-row-actions.tsx";

function columns(selfId: string): Column<StaffRow>[] {
  return [
    {
      key: "name",
      header: "Name",
      rowHeader: true,
      className: "font-medium text-neutral-900",
      cell: (row) => (
        <>
          {row.name}
          {row.id === selfId ? (
            <span className="ml-2">
              <StatusBadge tone="forest" label="You" />
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "email",
      header: "Email",
      className: "text-neutral-700",
      cell: (row) => <EmailAddress email={row.email} />,
    },
    {
      key: "role",
      header: "Role",
      cell: (row) => <StaffRoleForm row={row} self={row.id === selfId} />,
    },
    {
      key: "status",
      header: "Status",
      phone: "inline",
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <StatusBadge tone={staffStatusTones[staffStatus(row)]} label={staffStatus(row)} />
          {row.twoFactor ? <StatusBadge tone="forest" label="Two-factor" /> : null}
        </span>
      ),
    },
    {
      key: "created",
      header: "Created",
      phone: "inline",
      className: "whitespace-nowrap text-neutral-700 tabular-nums",
      cell: (row) => <time dateTime={row.createdAt}>{row.createdLabel}</time>,
    },
  ];
}

/** The staff accounts with their state; each row can be disabled, enabled or removed except your own. */
export function StaffTable({ rows, selfId }: { rows: StaffRow[]; selfId: string }) {
  const activeCount = rows.filter((r) => !r.disabled).length;
  return (
    <DataTable
      caption="Staff accounts"
      columns={columns(selfId)}
      rows={rows}
      rowKey={(row) => row.id}
      actions={(row) => (
        <StaffRowActions row={row} self={row.id === selfId} lastActive={!row.disabled && activeCount <= 1} />
      )}
    />
  );
}
