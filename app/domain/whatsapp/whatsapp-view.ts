import type { When } from "#app/lib/when.ts";
import type { MessageState } from "./whatsapp-model.ts";

/** A lead's WhatsApp as its page shows it (whatsapp-lead.server.ts), browser-safe. */
export interface WhatsAppPanelView {
  /** The Cloud API is set up in the environment. */
  configured: boolean;
  /** The buyer's form agreed to WhatsApp messages. */
  consent: boolean;
  /** When the buyer wrote STOP (India time), or null. */
  optedOutAt: string | null;
  /** Until when free text may go (India time); null: templates only. */
  windowEndsAt: string | null;
  /** The follow-up template's name, when one is set. */
  followUp: string | null;
  messages: WhatsAppMessageView[];
}

export interface WhatsAppMessageView {
  id: string;
  incoming: boolean;
  purpose: string;
  body: string;
  state: MessageState;
  stateLabel: string;
  error: string | null;
  sentBy: string | null;
  when: When;
}
