import { createServer } from "node:net";

import { describe, expect, it } from "vitest";

import { toDate } from "#app/db/time.ts";
import { testEngines } from "#tests/support/test-engines.ts";
import {
  at,
  buyer,
  now as start,
  phoneNumberId,
  second,
  token,
  useWhatsAppSender,
} from "#tests/support/whatsapp-test-setup.ts";
import { queueMessage } from "./whatsapp-outbox.server.ts";
import {
  interruptedError,
  mayHaveGone,
  notSentAgain,
  whatsAppRetryDelayMs,
} from "./whatsapp-sender.server.ts";

/**
 * Issue "WhatsApp channel": the outbox sent through the Cloud API's documented contract, against a
 * fake of it on loopback that fails the ways the real one does. (A killed run, two instances and
 * the status webhooks: whatsapp-sender-recovery.server.test.ts.)
 */
describe("the wait before a message is tried again", () => {
  it("doubles from 30 seconds after each failure, up to an hour", () => {
    expect(Array.from({ length: 9 }, (_, i) => whatsAppRetryDelayMs(i + 1) / second)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
  });
});

describe("whether a failed message may have gone after all", () => {
  it("says so of a message failed only because its send was cut short, not of one that was refused", () => {
    expect(notSentAgain).toBe("not sent again, so nobody gets it twice.");
    expect(interruptedError).toBe(
      "The server stopped while sending it; not sent again, so nobody gets it twice.",
    );
    expect(mayHaveGone(interruptedError)).toBe(true);
    expect(mayHaveGone(`The Cloud API did not answer in time; ${notSentAgain}`)).toBe(true);
    expect(mayHaveGone(`The connection to the Cloud API broke; ${notSentAgain}`)).toBe(true);
    expect(mayHaveGone("The Cloud API answered 404 (error 132001): Template name does not exist")).toBe(
      false,
    );
    expect(mayHaveGone("The Cloud API could not be reached")).toBe(false);
    expect(mayHaveGone("The buyer wrote STOP.")).toBe(false);
    expect(mayHaveGone("WhatsApp: Message undeliverable (error 131026)")).toBe(false);
    expect(mayHaveGone(null)).toBe(false);
  });
});

/** A loopback port nothing listens on: the Cloud API cannot be reached at all. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testEngines)("sending WhatsApp messages on $name", (engine) => {
  const { db, cloud, config, send, queued, row } = useWhatsAppSender(engine);

  it("sends a template exactly as documented and stores its wamid", async () => {
    const id = await queued();
    expect(await send(start)).toBeNull();
    expect(cloud().requests).toHaveLength(1);
    const [request] = cloud().requests;
    expect(request!.phoneNumberId).toBe(phoneNumberId);
    expect(request!.authorization).toBe(`Bearer ${token}`);
    expect(request!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "new_lead_alert",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Priya Raman" },
              { type: "text", text: "Green Meadows" },
              { type: "text", text: "https://plots.example.in/x" },
            ],
          },
        ],
      },
      biz_opaque_callback_data: id,
    });
    expect(request!.wamid).toMatch(/^wamid\./);
    expect(await row(id)).toMatchObject({ state: "sent", wa_id: request!.wamid, last_error: null });
    expect(Number((await row(id)).attempts)).toBe(1);
  });

  it("sends a staff reply as free text, with no template", async () => {
    const id = await queued({ purpose: "reply", content: { text: "Yes, the east facing plot is free." } });
    await send(start);
    expect(cloud().requests.map((r) => r.body)).toEqual([
      {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: "919876543210",
        type: "text",
        text: { preview_url: false, body: "Yes, the east facing plot is free." },
        biz_opaque_callback_data: id,
      },
    ]);
    expect((await row(id)).state).toBe("sent");
  });

  it("queues a throttled message again after 30 s, then after 60 s", async () => {
    cloud().mode = "throttle";
    const id = await queued();
    expect((await send(start))?.toISOString()).toBe(at(30 * second).toISOString());
    let stored = await row(id);
    expect(stored).toMatchObject({ state: "queued", wa_id: null });
    expect(Number(stored.attempts)).toBe(1);
    expect(toDate(stored.next_attempt_at).toISOString()).toBe(at(30 * second).toISOString());
    expect(stored.last_error).toContain("429");
    // Not due yet: not tried.
    await send(at(29 * second));
    expect(cloud().requests).toHaveLength(1);
    await send(at(30 * second));
    stored = await row(id);
    expect(stored.state).toBe("queued");
    expect(Number(stored.attempts)).toBe(2);
    expect(toDate(stored.next_attempt_at).toISOString()).toBe(at(90 * second).toISOString());
    cloud().mode = "ok";
    await send(at(90 * second));
    expect(cloud().requests).toHaveLength(3);
    expect(await row(id)).toMatchObject({ state: "sent", wa_id: cloud().requests[2]!.wamid });
  });

  it("fails a refused message with the Cloud API's words and never tries it again", async () => {
    cloud().mode = "refuse";
    const id = await queued();
    expect(await send(start)).toBeNull();
    expect(await row(id)).toMatchObject({
      state: "failed",
      last_error:
        "The Cloud API answered 404 (error 132001): Template name does not exist in the translation",
    });
    cloud().mode = "ok";
    await send(at(3_600 * second));
    expect(cloud().requests).toHaveLength(1);
    expect((await row(id)).state).toBe("failed");
  });

  it("fails a message the Cloud API took and never answered, and never sends it again", async () => {
    cloud().mode = "hang";
    const id = await queued();
    await send(start, 300);
    expect(cloud().requests).toHaveLength(1);
    const stored = await row(id);
    expect(stored.state).toBe("failed");
    expect(stored.last_error).toBe(
      "The Cloud API did not answer in time; not sent again, so nobody gets it twice.",
    );
    cloud().mode = "ok";
    await send(at(3_600 * second));
    await send(at(7_200 * second));
    expect(cloud().requests).toHaveLength(1);
    expect((await row(id)).state).toBe("failed");
  });

  it("tries a message again when the Cloud API cannot be reached", async () => {
    const id = await queued();
    const down = { ...config(), apiUrl: `http://127.0.0.1:${await closedPort()}/v26.0` };
    await send(start, 5_000, down);
    const stored = await row(id);
    expect(stored).toMatchObject({ state: "queued", last_error: "The Cloud API could not be reached" });
    expect(Number(stored.attempts)).toBe(1);
    expect(toDate(stored.next_attempt_at).toISOString()).toBe(at(30 * second).toISOString());
    await send(at(30 * second));
    expect(cloud().requests).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      state: "sent",
      wa_id: cloud().requests[0]!.wamid,
      last_error: null,
    });
  });

  it("fails, as unsure, a message whose connection the Cloud API reset after taking it (the fake's down mode)", async () => {
    // The fake reads the whole request before it resets the connection: it may have gone, so it
    // is not sent again (only an address that refuses the connection is "down" and tried again).
    cloud().mode = "down";
    const id = await queued();
    await send(start);
    const stored = await row(id);
    expect(stored).toMatchObject({
      state: "failed",
      last_error: "The connection to the Cloud API broke; not sent again, so nobody gets it twice.",
    });
    expect(Number(stored.attempts)).toBe(1);
    cloud().mode = "ok";
    await send(at(3_600 * second));
    expect(cloud().requests).toHaveLength(0);
    expect((await row(id)).state).toBe("failed");
  });

  it("queues nothing for a phone that wrote STOP, and does not send what was queued before", async () => {
    const id = await queued();
    await db()
      .insertInto("whatsapp_opt_outs")
      .values({ phone: buyer, opted_out_at: start.toISOString() })
      .execute();
    expect(
      await queueMessage(db(), { phone: buyer, purpose: "reply", content: { text: "Hello again" } }, start),
    ).toBe("opted-out");
    await send(start);
    expect(cloud().requests).toHaveLength(0);
    expect(await row(id)).toMatchObject({ state: "failed", last_error: "The buyer wrote STOP." });
    expect(await db().selectFrom("whatsapp_messages").select("id").execute()).toHaveLength(1);
  });
});
