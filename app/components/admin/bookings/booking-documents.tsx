import { Form, useNavigation } from "react-router";

import { buttonLook } from "#app/components/ui/button-styles.ts";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { FileField } from "#app/components/ui/file-field.tsx";
import { SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import {
  bookingDocumentPath,
  documentFileField,
  documentKinds,
  documentLabels,
  type BookingDocumentRow,
  type DocumentKind,
} from "#app/domain/bookings/index.ts";

export interface BookingDocumentsProps {
  bookingId: string;
  /** The received documents (`bookingDocumentRows` of getBooking's `documents`). */
  documents: readonly BookingDocumentRow[];
  /** Uploads and removals offered: a booking the staff member works, not cancelled. */
  mayChange: boolean;
}

/**
 * Issue "Site visits and bookings": the booking's documents checklist, one row per kind in the
 * order they come, each Received (its PDF opens in a new tab, for signed-in staff only) or
 * Missing. With `mayChange`, each row uploads its PDF (replacing an earlier one) and a received
 * one can be removed: confirmed first with JavaScript, at once without.
 */
export function BookingDocuments({ bookingId, documents, mayChange }: BookingDocumentsProps) {
  const byKind = new Map(documents.map((d) => [d.kind, d]));
  const received = documentKinds.filter((kind) => byKind.has(kind)).length;
  return (
    <Panel title="Documents" intro={`${received} of ${documentKinds.length} received`} body="flush">
      <ul className="divide-y divide-neutral-200">
        {documentKinds.map((kind) => (
          <DocumentItem
            key={kind}
            kind={kind}
            path={bookingDocumentPath(bookingId, kind)}
            document={byKind.get(kind)}
            mayChange={mayChange}
          />
        ))}
      </ul>
    </Panel>
  );
}

function DocumentItem({
  kind,
  path,
  document,
  mayChange,
}: {
  kind: DocumentKind;
  path: string;
  document: BookingDocumentRow | undefined;
  mayChange: boolean;
}) {
  const label = documentLabels[kind];
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-neutral-900">{label}</h3>
        <StatusBadge tone={document ? "green" : "amber"} label={document ? "Received" : "Missing"} />
      </div>
      {document ? (
        <p className="mt-1 text-sm break-all text-neutral-700">
          {/* A download, not a page: the browser opens it, not the router. */}
          <a
            href={path}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-forest-800 underline underline-offset-2 hover:text-forest-900"
          >
            {document.fileName}
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
          <span className="text-neutral-600">
            {" "}
            · uploaded by {document.uploadedBy}, {document.uploadedAtText}
          </span>
        </p>
      ) : null}
      {mayChange ? (
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <UploadForm kind={kind} label={label} path={path} replaces={document !== undefined} />
          {document ? (
            <ConfirmButton
              action={path}
              fields={{ intent: "remove" }}
              request={{
                question: `Remove the ${label}?`,
                subject: document.fileName,
                consequence: "Its file is deleted; upload it again to put it back.",
                confirmLabel: "Remove",
              }}
              variant="ghost-danger"
              size="sm"
              aria-label={`Remove the ${label}`}
            >
              Remove
            </ConfirmButton>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function UploadForm({
  kind,
  label,
  path,
  replaces,
}: {
  kind: DocumentKind;
  label: string;
  path: string;
  replaces: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formAction === path &&
    navigation.formData?.get("intent") !== "remove";
  return (
    <Form
      method="post"
      action={path}
      encType="multipart/form-data"
      preventScrollReset
      className="flex flex-wrap items-end gap-3"
    >
      <FileField
        id={`booking-document-${kind}`}
        name={documentFileField}
        label={`${replaces ? "Replace" : "Upload"} the ${label} (PDF)`}
        chooseText="Choose a PDF"
        accept="application/pdf"
      />
      <SubmitButton
        pending={busy}
        pendingLabel="Uploading..."
        className={buttonLook({ variant: "secondary", size: "sm" })}
      >
        {replaces ? "Replace" : "Upload"}
      </SubmitButton>
    </Form>
  );
}
