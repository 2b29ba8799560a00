import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the WhatsApp Business Cloud API on loopback, speaking its documented contract:
 * `POST /{version}/{phone number id}/messages` with `Authorization: Bearer <token>` and the message
 * as JSON (`messaging_product: "whatsapp"`, `to`, `type`, `template` or `text`), answered
 * `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid.…" }] }`, or an error
 * as Graph errors are (`{ error: { message, type, code, fbtrace_id } }`). Its mode makes it fail
 * the ways the real one does: reset connections (down), throttle (429, code 130429), refuse a
 * template that does not exist (404, code 132001), or take the request and never answer (hang: the
 * request is recorded, so it may have been sent). It records every request, and it writes the
 * webhooks WhatsApp would send (messages and statuses), signed with the app secret.
 */
export type CloudMode = "ok" | "down" | "throttle" | "refuse" | "hang";

export interface CloudRequest {
  phoneNumberId: string;
  authorization: string | null;
  body: {
    messaging_product?: string;
    to?: string;
    type?: string;
    template?: {
      name: string;
      language: { code: string };
      components?: { parameters: { text: string }[] }[];
    };
    text?: { body: string };
    biz_opaque_callback_data?: string;
  };
  /** The wamid it was answered with (null: not answered). */
  wamid: string | null;
}

export interface FakeWhatsAppCloud {
  url: string;
  mode: CloudMode;
  requests: CloudRequest[];
  close(): Promise<void>;
}

const graphError = (code: number, message: string) => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "AbCdEfWa123" },
});

export async function startFakeWhatsAppCloud(): Promise<FakeWhatsAppCloud> {
  const cloud: Omit<FakeWhatsAppCloud, "url" | "close"> = { mode: "ok", requests: [] };
  let sequence = 0;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(body));
      };
      const match = /^\/v[\d.]+\/(\d+)\/messages$/.exec(
        new URL(req.url ?? "/", "http://graph.test").pathname,
      );
      if (req.method !== "POST" || !match) {
        send(400, graphError(100, "Unsupported post request."));
        return;
      }
      if (cloud.mode === "down") {
        req.socket.destroy();
        return;
      }
      let body: CloudRequest["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as CloudRequest["body"];
      } catch {
        send(400, graphError(100, "Invalid JSON."));
        return;
      }
      const request: CloudRequest = {
        phoneNumberId: match[1]!,
        authorization: req.headers.authorization ?? null,
        body,
        wamid: null,
      };
      cloud.requests.push(request);
      switch (cloud.mode) {
        case "hang":
          return;
        case "throttle":
          send(429, graphError(130429, "Rate limit hit"));
          return;
        case "refuse":
          send(404, graphError(132001, "Template name does not exist in the translation"));
          return;
      }
      sequence += 1;
      request.wamid = `wamid.HBgM${String(sequence).padStart(6, "0")}`;
      send(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [
          { id: request.wamid, ...(body.type === "template" ? { message_status: "accepted" } : {}) },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(cloud, {
    url: `http://127.0.0.1:${port}/v26.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A webhook delivery as WhatsApp sends it: one entry, one change of field "messages". */
export function whatsAppDelivery(value: Record<string, unknown>): string {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919876543210", phone_number_id: "106540352242922" },
              ...value,
            },
          },
        ],
      },
    ],
  });
}

/** A buyer's text message: `from` is the phone's digits (919…), `id` its wamid. */
export function incomingText(from: string, text: string, id: string, name = "Kavitha R"): string {
  return whatsAppDelivery({
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, id, timestamp: "1764655200", type: "text", text: { body: text } }],
  });
}

/** A status of one of our messages, naming our id as `biz_opaque_callback_data` when given. */
export function statusUpdate(
  wamid: string,
  status: "sent" | "delivered" | "read" | "failed",
  recipient: string,
  callbackData?: string,
): string {
  return whatsAppDelivery({
    statuses: [
      {
        id: wamid,
        status,
        timestamp: "1764655260",
        recipient_id: recipient,
        ...(callbackData ? { biz_opaque_callback_data: callbackData } : {}),
        ...(status === "failed"
          ? { errors: [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }] }
          : {}),
      },
    ],
  });
}

/** `X-Hub-Signature-256` of a body. */
export function signature(body: string, appSecret: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
}
