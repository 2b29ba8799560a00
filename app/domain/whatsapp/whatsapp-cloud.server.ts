import type { WhatsAppConfig } from "./whatsapp-config.ts";

/**
 * One message through the Cloud API, as Meta documents it: `POST {WHATSAPP_API_URL}/{phone number
 * id}/messages` with the bearer token and `{ messaging_product: "whatsapp", to, type, template |
 * text, biz_opaque_callback_data }`; the answer names the message's id (`messages[0].id`, a wamid).
 * Our own message id rides along as `biz_opaque_callback_data`, so that the status webhooks name it
 * even for a message whose answer never reached us.
 */

export interface CloudMessage {
  /** Our message id. */
  id: string;
  /** +91…; the API takes the digits. */
  phone: string;
  template: { name: string; language: string; params: readonly string[] } | null;
  text: string;
}

/**
 * Why a message did not go. `retry`: it did not reach WhatsApp, another try is safe. `unsure`: it
 * may have gone (no answer in time, the connection broke mid-answer), so it is never sent again.
 * `refused`: WhatsApp said no, and will again.
 */
export class CloudApiError extends Error {
  readonly outcome: "retry" | "unsure" | "refused";
  constructor(message: string, outcome: "retry" | "unsure" | "refused") {
    super(message);
    this.outcome = outcome;
  }
}

/** Meta's documented passing errors: throttles and temporary faults. Anything else 4xx is a refusal. */
const passingCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

/** Errors before any byte was sent: the request never left, so a retry cannot send it twice. */
const notSentCodes = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function requestBody(message: CloudMessage): Record<string, unknown> {
  const common = {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.phone.replace(/^\+/, ""),
    biz_opaque_callback_data: message.id,
  };
  if (!message.template) return { ...common, type: "text", text: { preview_url: false, body: message.text } };
  const { name, language, params } = message.template;
  return {
    ...common,
    type: "template",
    template: {
      name,
      language: { code: language },
      components:
        params.length === 0
          ? []
          : [{ type: "body", parameters: params.map((text) => ({ type: "text", text })) }],
    },
  };
}

/** Sends one message; its wamid, or a CloudApiError that says whether another try is safe. */
export async function sendCloudMessage(
  config: WhatsAppConfig,
  message: CloudMessage,
  timeoutMs: number,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(requestBody(message)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    if (typeof code === "string" && notSentCodes.has(code)) {
      throw new CloudApiError("The Cloud API could not be reached", "retry");
    }
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new CloudApiError(
      timedOut ? "The Cloud API did not answer in time" : "The connection to the Cloud API broke",
      "unsure",
    );
  }
  const answer: unknown = await response.json().catch(() => null);
  const id = (answer as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
  if (response.ok && typeof id === "string" && id !== "") return id;
  if (response.ok) throw new CloudApiError("The Cloud API answered without a message id", "unsure");
  const error = (answer as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = Number(error?.code);
  const passing = response.status >= 500 || response.status === 429 || passingCodes.has(code);
  const text = typeof error?.message === "string" ? `: ${error.message.slice(0, 200)}` : "";
  throw new CloudApiError(
    `The Cloud API answered ${response.status}${Number.isNaN(code) ? "" : ` (error ${code})`}${text}`,
    passing ? "retry" : "refused",
  );
}
