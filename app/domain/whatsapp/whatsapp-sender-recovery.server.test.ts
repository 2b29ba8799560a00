import { describe, expect, it, vi } from "vitest";

import { createJobRunner } from "#app/jobs/jobs.server.ts";
import { noMetrics } from "#app/lib/metrics.ts";
import { statusUpdate } from "#tests/support/fake-whatsapp-cloud.ts";
import { testEngines } from "#tests/support/test-engines.ts";
import {
  at,
  deliverWebhook,
  now as start,
  quiet,
  second,
  secret,
  siteUrl,
  useWhatsAppSender,
} from "#tests/support/whatsapp-test-setup.ts";
import { whatsAppJob } from "./whatsapp-job.server.ts";
import { interruptedError, notSentAgain } from "./whatsapp-sender.server.ts";

/**
 * Issue "WhatsApp channel": what keeps a message from going twice (a run killed mid-send, two
 * instances), and how a status webhook puts right what a send could not know, against the fake
 * Cloud API. (The requests and their failures: whatsapp-sender.server.test.ts.)
 */
describe.each(testEngines)("a WhatsApp message sent once on $name", (engine) => {
  const { db, cloud, config, send, queued, row } = useWhatsAppSender(engine);
  const deliver = (body: string, when: Date) => deliverWebhook(db(), config(), body, when);

  it("fails a message a killed run left sending, never sends it, and lets a status webhook put it right", async () => {
    const id = await queued();
    await db()
      .updateTable("whatsapp_messages")
      .set({ state: "sending", attempts: 1 })
      .where("id", "=", id)
      .execute();
    await send(at(60 * second));
    await send(at(120 * second));
    expect(cloud().requests).toHaveLength(0);
    expect(await row(id)).toMatchObject({ state: "failed", last_error: interruptedError, wa_id: null });
    const body = statusUpdate("wamid.HBgMdelivered01", "delivered", "919876543210", id);
    const answer = await deliver(body, at(180 * second));
    expect(answer.status).toBe(200);
    expect(await row(id)).toMatchObject({
      state: "delivered",
      wa_id: "wamid.HBgMdelivered01",
      last_error: null,
    });
  });

  it("keeps the status a webhook brought while the message's request was still waiting", async () => {
    // WhatsApp took the message and said it was delivered before its answer timed out.
    cloud().mode = "hang";
    const id = await queued();
    const sending = send(start, 3_000);
    await vi.waitFor(() => expect(cloud().requests).toHaveLength(1), { timeout: 2_000 });
    const body = statusUpdate("wamid.HBgMearly0001", "delivered", "919876543210", id);
    await deliver(body, at(second));
    expect((await row(id)).state).toBe("delivered");
    await sending;
    // The send's timeout settles nothing: the message is no longer `sending`.
    expect(await row(id)).toMatchObject({
      state: "delivered",
      wa_id: "wamid.HBgMearly0001",
      last_error: null,
    });
  });

  it("believes a status webhook of a message whose answer never came, failed as unsure", async () => {
    cloud().mode = "hang";
    const id = await queued();
    await send(start, 300);
    expect(await row(id)).toMatchObject({
      state: "failed",
      last_error: `The Cloud API did not answer in time; ${notSentAgain}`,
    });
    const body = statusUpdate("wamid.HBgMlate00001", "read", "919876543210", id);
    await deliver(body, at(60 * second));
    expect(await row(id)).toMatchObject({ state: "read", wa_id: "wamid.HBgMlate00001", last_error: null });
    expect(cloud().requests).toHaveLength(1);
  });

  it("sends each queued message once with two instances' job runners ticking at the same time", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await queued({ phone: `+91987650000${i}` }));
    }
    let clock = start.getTime();
    const job = () =>
      whatsAppJob({
        db: db(),
        config: config(),
        siteUrl,
        signingSecret: secret,
        log: quiet,
        timeoutMs: 5_000,
      });
    const runner = (instance: string) =>
      createJobRunner({
        db: db(),
        jobs: [job()],
        metrics: noMetrics,
        instance,
        now: () => new Date(clock),
        log: quiet,
      });
    const a = runner("a");
    const b = runner("b");
    const ran = await Promise.all([a.tick(), b.tick()]);
    expect(ran.flat()).toEqual(["whatsapp"]);
    clock += 30 * second;
    await Promise.all([a.tick(), b.tick()]);
    clock += 30 * second;
    await Promise.all([b.tick(), a.tick()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(
      cloud()
        .requests.map((r) => r.body.biz_opaque_callback_data)
        .sort(),
    ).toEqual([...ids].sort());
    const rows = await db().selectFrom("whatsapp_messages").select(["state", "attempts"]).execute();
    expect(rows.map((r) => [r.state, Number(r.attempts)])).toEqual(Array(5).fill(["sent", 1]));
  });
});
