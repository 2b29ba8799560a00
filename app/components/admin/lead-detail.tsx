import { ExternalLink, Mail, MessageCircle, Phone, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { mailtoHref, telHref } from "#app/components/site/contact-links.ts";
import type { When } from "#app/lib/when.ts";
import {
  leadDetailLabels,
  leadKindLabels,
  leadStatuses,
  spamReasonLabels,
  utmFields,
  utmLabels,
  type LeadKind,
  type LeadStatus,
  type SpamReason,
} from "#app/domain/leads/lead-model.ts";
import {
  detailValue,
  displayPhone,
  leadPath,
  pageLabel,
  whatsappReplyUrl,
  type LeadActionErrors,
  type LeadResponse,
} from "#app/domain/leads/lead-view.ts";

import { Field } from "#app/components/ui/field.tsx";
import { buttonClass, hintClass, inlineControlClass } from "#app/components/ui/form-styles.ts";
import { TextAreaField } from "#app/components/ui/inputs.tsx";

import { ConfirmDeleteForm } from "./confirm-delete-form.tsx";
import { LeadStatusBadge } from "./lead-table.tsx";

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `lead-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl bg-white shadow-sm ring-1 ring-neutral-200">
      <h2
        id={id}
        className="border-b border-neutral-200 px-4 py-3 text-lg font-semibold text-forest-900 sm:px-5"
      >
        {title}
      </h2>
      <div className="px-4 py-4 sm:px-5">{children}</div>
    </section>
  );
}

function Time({ when, exact = false }: { when: When; exact?: boolean }) {
  return (
    <time dateTime={when.iso} title={when.exact}>
      {exact ? when.exact : when.relative}
    </time>
  );
}

/** Call, a WhatsApp reply greeting the person and naming the project, and e-mail. */
export function LeadContactLinks({
  lead,
  companyName,
}: {
  lead: { name: string; phone: string; email: string | null; projectName: string | null };
  companyName: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <a href={telHref(lead.phone)} className={buttonClass.primary}>
        <Phone aria-hidden className="size-4" />
        Call
      </a>
      <a
        href={whatsappReplyUrl(lead, companyName)}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass.secondary}
      >
        <MessageCircle aria-hidden className="size-4" />
        WhatsApp
      </a>
      {lead.email ? (
        <a href={mailtoHref(lead.email)} className={buttonClass.secondary}>
          <Mail aria-hidden className="size-4" />
          E-mail
        </a>
      ) : null}
    </div>
  );
}

export interface LeadFactsView {
  kind: LeadKind;
  name: string;
  phone: string;
  email: string | null;
  projectId: string | null;
  projectName: string | null;
  plotNumber: string | null;
  details: Record<string, string>;
  message: string | null;
  page: string | null;
  utm: Record<string, string>;
  referrer: string | null;
  consent: string | null;
  when: When;
}

/** Everything the person submitted, with the visit it came from. */
export function LeadFacts({ lead }: { lead: LeadFactsView }) {
  const rows: [string, ReactNode][] = [
    ["Kind", leadKindLabels[lead.kind]],
    ["Name", lead.name],
    ["Phone", <a href={telHref(lead.phone)}>{displayPhone(lead.phone)}</a>],
    ["E-mail", lead.email ? <a href={mailtoHref(lead.email)}>{lead.email}</a> : null],
    [
      "Project",
      lead.projectName && lead.projectId ? (
        <a href={`/project/${lead.projectId}`} target="_blank" rel="noopener noreferrer">
          {lead.projectName}
          <ExternalLink aria-label="(opens in a new tab)" className="ml-1 inline size-3.5" />
        </a>
      ) : null,
    ],
    ["Plot", lead.plotNumber],
    ...Object.entries(lead.details).map(([key, value]): [string, ReactNode] => [
      leadDetailLabels[key] ?? key,
      detailValue(key, value),
    ]),
    ["Message", lead.message ? <span className="whitespace-pre-wrap">{lead.message}</span> : null],
    ["Page", lead.page ? <span title={lead.page}>{pageLabel(lead.page, lead.projectName)}</span> : null],
    ...utmFields.map((field): [string, ReactNode] => [utmLabels[field], lead.utm[field] ?? null]),
    ["Referrer", lead.referrer ? <span className="break-all">{lead.referrer}</span> : null],
    ["Consent", lead.consent],
    ["Received", <Time when={lead.when} exact />],
  ];
  return (
    <Card title="What they sent">
      <dl className="divide-y divide-neutral-100 text-sm">
        {rows
          .filter(([, value]) => value !== null && value !== "")
          .map(([label, value]) => (
            <div key={label} className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
              <dt className="font-medium text-neutral-600">{label}</dt>
              <dd className="break-words text-neutral-900 sm:col-span-2 [&_a]:text-forest-700 [&_a]:underline [&_a]:underline-offset-4">
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}

function Select({
  name,
  label,
  value,
  error,
  children,
}: {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = `lead-${name}`;
  return (
    <Field id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 ${inlineControlClass}`}
      >
        {children}
      </select>
    </Field>
  );
}

/** The pipeline status and who owns the lead, saved together. */
export function LeadWorkPanel({
  lead,
  staff,
  errors,
}: {
  lead: {
    status: LeadStatus;
    assignedTo: string | null;
    assignedName: string | null;
    statusChanged: When | null;
    response: LeadResponse | null;
  };
  staff: readonly { id: string; name: string }[];
  errors: LeadActionErrors;
}) {
  const assigneeGone = lead.assignedTo !== null && !staff.some((s) => s.id === lead.assignedTo);
  return (
    <Card title="Follow-up">
      <Form
        key={`${lead.status}-${lead.assignedTo ?? ""}`}
        method="post"
        preventScrollReset
        className="space-y-4"
      >
        <input type="hidden" name="intent" value="follow-up" />
        <Select name="status" label="Status" value={lead.status} error={errors.status}>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
        <Select name="assignee" label="Assign to" value={lead.assignedTo ?? ""} error={errors.assignee}>
          <option value="">Unassigned</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
          {assigneeGone ? (
            <option value={lead.assignedTo ?? ""} disabled>
              {`${lead.assignedName ?? "Someone"} (account disabled)`}
            </option>
          ) : null}
        </Select>
        <button type="submit" className={buttonClass.primary}>
          Save
        </button>
      </Form>
      <div className={`${hintClass} space-y-1 empty:hidden`}>
        {lead.statusChanged ? (
          <p>
            {lead.status} since <Time when={lead.statusChanged} />
          </p>
        ) : null}
        {lead.response ? (
          <p>
            {lead.response.answered
              ? `First response after ${lead.response.after}`
              : `Waiting for a first response for ${lead.response.waiting}`}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

export function LeadNotes({
  notes,
  errors,
}: {
  notes: readonly { id: string; author: string; body: string; when: When }[];
  errors: LeadActionErrors;
}) {
  return (
    <Card title="Notes">
      {notes.length === 0 ? (
        <p className="text-sm text-neutral-600">No notes yet.</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-neutral-50 px-3 py-2 ring-1 ring-neutral-200">
              <p className="text-sm break-words whitespace-pre-wrap text-neutral-900">{note.body}</p>
              <p className="mt-1 text-xs text-neutral-600">
                {note.author} · <Time when={note.when} />
              </p>
            </li>
          ))}
        </ol>
      )}
      <Form key={notes.length} method="post" preventScrollReset className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          id="lead-note"
          name="note"
          label="Add a note"
          rows={3}
          defaultValue={errors.noteText ?? ""}
          error={errors.note}
        />
        <button type="submit" className={buttonClass.primary}>
          Add note
        </button>
      </Form>
    </Card>
  );
}

export function LeadHistory({
  title,
  items,
}: {
  title: string;
  items: readonly {
    id: string;
    kind: LeadKind;
    status: LeadStatus;
    projectName: string | null;
    when: When;
  }[];
}) {
  if (items.length === 0) return null;
  return (
    <Card title={title}>
      <ul className="divide-y divide-neutral-100">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <div className="min-w-0">
              <Link
                to={leadPath(item.id)}
                className="font-medium text-forest-700 underline underline-offset-4"
              >
                {leadKindLabels[item.kind]}
                {item.projectName ? ` · ${item.projectName}` : ""}
              </Link>
              <p className="text-xs text-neutral-600">
                <Time when={item.when} />
              </p>
            </div>
            <LeadStatusBadge status={item.status} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export interface LeadAlertView {
  state: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sent: When | null;
  next: When;
}

/** Whether the sales team's alert e-mail went out. */
export function LeadAlertPanel({ alert, spam }: { alert: LeadAlertView | null; spam: boolean }) {
  let text: ReactNode;
  if (!alert) {
    text = spam ? "Suspected spam sends no alert e-mail." : "No alert e-mail was queued for this lead.";
  } else if (alert.state === "sent") {
    text = <>Sent {alert.sent ? <Time when={alert.sent} exact /> : null}</>;
  } else if (alert.state === "pending") {
    text = (
      <>
        Waiting to be sent
        {alert.attempts > 0 ? ` (${alert.attempts} failed ${alert.attempts === 1 ? "try" : "tries"})` : ""};
        next try <Time when={alert.next} exact />.
        {alert.lastError ? (
          <span className="mt-1 block text-neutral-600">Last error: {alert.lastError}</span>
        ) : null}
      </>
    );
  } else {
    text = (
      <span className="text-red-800">
        Could not be sent after {alert.attempts} tries{alert.lastError ? `: ${alert.lastError}` : "."}
        <span className="mt-1 block text-neutral-700">Use “Send again” on the Leads page.</span>
      </span>
    );
  }
  return (
    <Card title="Alert e-mail">
      <p className="text-sm text-neutral-900">{text}</p>
    </Card>
  );
}

/** Spam or not, and deleting the lead when the person asks. */
export function LeadSpamPanel({
  spam,
  spamReason,
  deleteHref,
}: {
  spam: boolean;
  spamReason: SpamReason | null;
  deleteHref: string;
}) {
  return (
    <Card title={spam ? "Suspected spam" : "Spam and deletion"}>
      {spam ? (
        <p className="mb-3 text-sm text-neutral-800">
          {spamReason ? spamReasonLabels[spamReason] : "Kept apart as spam"}. It stays here until restored.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={spam ? "restore" : "spam"} />
          <button type="submit" className={buttonClass.secondary}>
            {spam ? "Restore to inbox" : "Mark as spam"}
          </button>
        </Form>
        <Link to={deleteHref} preventScrollReset className={`${buttonClass.secondary} text-red-800`}>
          <Trash2 aria-hidden className="size-4" />
          Delete lead
        </Link>
      </div>
    </Card>
  );
}

/** The confirmation step of "Delete lead" (in a dialog, with or without JavaScript). */
export function LeadDeleteForm({
  lead,
  closeHref,
}: {
  lead: { id: string; name: string };
  closeHref: string;
}) {
  return (
    <ConfirmDeleteForm
      action={leadPath(lead.id)}
      fields={{ intent: "delete", confirm: "yes" }}
      closeHref={closeHref}
      confirmLabel="Delete lead"
    >
      <p className="text-neutral-900">
        Delete the lead from <strong>{lead.name}</strong> with its notes?
      </p>
      <p className="text-sm text-neutral-600">
        Use this when the person asks for their data to be deleted. The audit log keeps that a lead was
        deleted, but not who it was. This cannot be undone.
      </p>
    </ConfirmDeleteForm>
  );
}
