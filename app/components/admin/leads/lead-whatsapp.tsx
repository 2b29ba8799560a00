import { Form } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { TextAreaField } from "#app/components/ui/inputs.static.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { StatusBadge } from "#app/components/ui/status-badge.tsx";
import type { BadgeTone } from "#app/lib/badge-tone.ts";
import {
  maxReplyLength,
  type WhatsAppMessageView,
  type WhatsAppPanelView,
} from "#app/domain/whatsapp/index.ts";

import { LeadTime } from "./lead-time.tsx";

const stateTones: Record<WhatsAppMessageView["state"], BadgeTone> = {
  queued: "plain",
  sending: "sky",
  sent: "blue",
  delivered: "forest",
  read: "green",
  failed: "red",
  received: "marigold",
};

/** One message: who wrote it, when, its words, and its state (with why it failed). */
function Message({ message }: { message: WhatsAppMessageView }) {
  return (
    <li
      className={`rounded-lg px-3 py-2 ring-1 ${message.incoming ? "mr-6 bg-marigold-50 ring-marigold-300" : "ml-6 bg-neutral-50 ring-neutral-200"}`}
    >
      <p className="text-sm break-words whitespace-pre-wrap text-neutral-900">{message.body}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-600">
        <span>
          {message.purpose}
          {message.sentBy ? ` · ${message.sentBy}` : ""} · <LeadTime when={message.when} />
        </span>
        <StatusBadge tone={stateTones[message.state]} label={message.stateLabel} />
      </p>
      {message.error ? <p className="mt-1 text-xs text-red-800">{message.error}</p> : null}
    </li>
  );
}

/** What may be sent now, and why: free text in the 24 hours, else the follow-up template. */
function ReplyForm({ view, error, text }: { view: WhatsAppPanelView; error?: string; text?: string }) {
  if (!view.configured) return <p className="mt-4 text-sm text-neutral-600">WhatsApp is not set up.</p>;
  if (view.optedOutAt) return null;
  if (!view.consent) {
    return (
      <p className="mt-4 text-sm text-neutral-600">
        The buyer&apos;s form did not agree to WhatsApp messages.
      </p>
    );
  }
  if (view.windowEndsAt) {
    return (
      <Form method="post" preventScrollReset className="mt-4 space-y-2">
        <HiddenFields fields={{ intent: "whatsapp", whatsapp: "text" }} />
        <TextAreaField
          id="lead-whatsapp-text"
          name="text"
          label="Reply on WhatsApp"
          hint={`The buyer wrote in the last 24 hours: free text may go until ${view.windowEndsAt}.`}
          rows={3}
          maxLength={maxReplyLength}
          defaultValue={text ?? ""}
          error={error}
        />
        <Button type="submit" variant="primary">
          Send on WhatsApp
        </Button>
      </Form>
    );
  }
  return (
    <Form method="post" preventScrollReset className="mt-4 space-y-2">
      <HiddenFields fields={{ intent: "whatsapp", whatsapp: "template" }} />
      <p className="text-sm text-neutral-700" id="lead-whatsapp-why">
        The buyer has not written in the last 24 hours, so WhatsApp allows only an approved template:{" "}
        {view.followUp ? <code>{view.followUp}</code> : "none is set in Settings → WhatsApp"}.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {view.followUp ? (
        <Button type="submit" variant="secondary" aria-describedby="lead-whatsapp-why">
          Send the follow-up template
        </Button>
      ) : null}
    </Form>
  );
}

/** Issue "WhatsApp channel": the lead's WhatsApp conversation, its states, the opt-out and a reply. */
export function LeadWhatsApp({
  view,
  error,
  text,
}: {
  view: WhatsAppPanelView;
  error?: string;
  text?: string;
}) {
  return (
    <Panel
      title="WhatsApp"
      intro={
        view.optedOutAt ? (
          <StatusBadge tone="red" label={`Opted out: wrote STOP on ${view.optedOutAt}`} />
        ) : undefined
      }
    >
      {view.messages.length === 0 ? (
        <p className="text-sm text-neutral-600">No WhatsApp messages yet.</p>
      ) : (
        <ol className="space-y-2" aria-label="WhatsApp messages, oldest first">
          {view.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      )}
      <ReplyForm view={view} error={error} text={text} />
    </Panel>
  );
}
