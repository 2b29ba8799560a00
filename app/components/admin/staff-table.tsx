import { Form, useNavigation } from "react-router";

import { formatShortDate } from "#app/lib/india-time.ts";

export interface StaffRow {
  id: string;
  name: string;
  email: string;
  disabled: boolean;
  createdAt: string;
}

const secondaryButton =
  "rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 shadow-sm hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 disabled:opacity-60";
const dangerOutline =
  "cursor-pointer list-none rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 shadow-sm hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 [&::-webkit-details-marker]:hidden";
const dangerButton =
  "rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60";

/** Long addresses wrap after the @ rather than in the middle of a word. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function RowActions({ row, busy }: { row: StaffRow; busy: boolean }) {
  return (
    <div className="flex items-start justify-end gap-2">
      <Form method="post">
        <input type="hidden" name="id" value={row.id} />
        <button
          type="submit"
          name="intent"
          value={row.disabled ? "enable" : "disable"}
          disabled={busy}
          className={secondaryButton}
          aria-label={`${row.disabled ? "Enable" : "Disable"} ${row.name}`}
        >
          {row.disabled ? "Enable" : "Disable"}
        </button>
      </Form>
      {/* A confirmation step that works without JavaScript: the real button is inside. */}
      <details className="flex flex-col items-end">
        <summary className={dangerOutline} aria-label={`Remove ${row.name}`}>
          Remove
        </summary>
        <div className="mt-2 w-56 rounded-md border border-red-200 bg-red-50 p-3 text-left text-sm whitespace-normal text-red-900">
          <p>Remove {row.name}? They can no longer sign in, and this cannot be undone.</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="confirm" value="yes" />
            <button type="submit" name="intent" value="remove" disabled={busy} className={dangerButton}>
              Yes, remove {row.name}
            </button>
          </Form>
        </div>
      </details>
    </div>
  );
}

/** The staff accounts with their state; each row can be disabled, enabled or removed except your own. */
export function StaffTable({ rows, selfId }: { rows: StaffRow[]; selfId: string }) {
  const busy = useNavigation().state === "submitting";
  const activeCount = rows.filter((r) => !r.disabled).length;
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-neutral-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Staff accounts</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50 text-xs font-semibold tracking-wide text-neutral-700 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Created
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-200">
          {rows.map((row) => {
            const self = row.id === selfId;
            const lastActive = !row.disabled && activeCount <= 1;
            return (
              <tr key={row.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-medium text-neutral-900">
                  {row.name}
                  {self ? (
                    <span className="ml-2 rounded-full bg-forest-100 px-2 py-0.5 text-xs font-semibold text-forest-800">
                      You
                    </span>
                  ) : null}
                </th>
                <td className="px-4 py-3 text-neutral-700">
                  <EmailAddress email={row.email} />
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      row.disabled ? "bg-neutral-200 text-neutral-800" : "bg-green-100 text-green-900"
                    }`}
                  >
                    {row.disabled ? "Disabled" : "Active"}
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-neutral-700 tabular-nums">
                  {formatShortDate(row.createdAt)}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  {self ? (
                    <span className="text-neutral-600">Your account</span>
                  ) : lastActive ? (
                    <span className="text-neutral-600">Last active account</span>
                  ) : (
                    <RowActions row={row} busy={busy} />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
