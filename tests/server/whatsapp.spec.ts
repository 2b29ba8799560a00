import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { interruptedError } from "#app/domain/whatsapp/whatsapp-sender.server.ts";
import {
  incomingText,
  signature,
  startFakeWhatsAppCloud,
  statusUpdate,
} from "#tests/support/fake-whatsapp-cloud.ts";
import { freshDataDir, startServer } from "./process.ts";

/**
 * Issue "WhatsApp channel" on the built server, the Cloud API a fake on loopback reached through
 * WHATSAPP_API_URL: an enquiry's acknowledgement is on its way when the server is killed, and the
 * restarted server does not send it twice; a status webhook puts it right; the buyer's reply shows
 * on the lead's page, where staff answer in free text; STOP ends it, and the page says so.
 */
const appSecret = "whatsapp-app-secret-0123456789";
const password = "Laterite-Plots-2026";
const email = "meena@example.in";

test("a kill while sending sends nothing twice; replies, staff answers and STOP work end to end", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cloud = await startFakeWhatsAppCloud();
  const dataDir = freshDataDir();
  const env = {
    DATA_DIR: dataDir,
    FORM_MIN_FILL_SECONDS: "0",
    WHATSAPP_TOKEN: "whatsapp-token-0123456789",
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: "verify-whatsapp",
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_API_URL: cloud.url,
  };
  let server = await startServer(env);
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  const hook = (body: string, signed = true) =>
    fetch(`${server.base}/hooks/whatsapp`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        ...(signed ? { "x-hub-signature-256": signature(body, appSecret) } : {}),
      },
    });
  const signIn = async () => {
    await page.goto(`${server.base}/admin/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("textbox", { name: "Password" }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/);
  };
  try {
    const token = /\/admin\/setup\?token=([\w-]+)/.exec(server.output())![1]!;
    const created = await fetch(`${server.base}/admin/setup?token=${token}`, {
      method: "POST",
      body: new URLSearchParams({ token, name: "Meena Raman", email, password, confirm: password }),
      redirect: "manual",
    });
    expect(created.status).toBe(302);

    // The subscription check, and a delivery that is not signed by the app secret.
    const check = await fetch(
      `${server.base}/hooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-whatsapp&hub.challenge=4242`,
    );
    expect(await check.text()).toBe("4242");
    expect((await hook(incomingText("919000011111", "hi", "wamid.unsigned"), false)).status).toBe(401);

    await signIn();
    await page.goto(`${server.base}/admin/settings`);
    const section = page.locator("form", { has: page.getByRole("heading", { name: "WhatsApp" }) });
    await expect(section).toContainText("set up (WHATSAPP_TOKEN");
    await section.getByLabel("Template name").nth(1).fill("enquiry_received");
    await section.getByLabel("Template name").nth(5).fill("follow_up");
    await section.getByRole("button", { name: /Save/ }).click();
    await expect(page.getByText("WhatsApp settings saved.")).toBeVisible();

    // The acknowledgement reaches the Cloud API, which never answers: then the server is killed.
    cloud.mode = "hang";
    const sent = await fetch(`${server.base}/enquiry`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Kavitha Raman", phone: "90000 11111", page: "/" }),
    });
    expect(sent.status).toBe(303);
    await expect.poll(() => cloud.requests.length, { timeout: 20_000 }).toBe(1);
    const request = cloud.requests[0]!;
    expect(request.authorization).toBe("Bearer whatsapp-token-0123456789");
    expect(request.phoneNumberId).toBe("106540352242922");
    expect(request.body).toMatchObject({
      messaging_product: "whatsapp",
      to: "919000011111",
      type: "template",
      template: { name: "enquiry_received", language: { code: "en" } },
    });
    server.child.kill("SIGKILL");
    await server.exit;

    cloud.mode = "ok";
    const restartedAt = new Date().toISOString();
    server = await startServer(env);
    const acknowledgement = () =>
      db
        .selectFrom("whatsapp_messages")
        .select(["id", "state", "last_error", "lead_id"])
        .where("purpose", "=", "acknowledgement")
        .executeTakeFirstOrThrow();
    await expect.poll(async () => (await acknowledgement()).state, { timeout: 20_000 }).toBe("failed");
    expect((await acknowledgement()).last_error).toBe(interruptedError);
    // The run that found it has finished (its lease is cleared) and sent nothing.
    await expect
      .poll(async () => {
        const job = await db
          .selectFrom("jobs")
          .select(["locked_by", "last_run_at"])
          .where("name", "=", "whatsapp")
          .executeTakeFirstOrThrow();
        return job.locked_by === null && String(job.last_run_at) >= restartedAt;
      })
      .toBe(true);
    expect(cloud.requests).toHaveLength(1);

    // WhatsApp says it was delivered after all: the status names our id.
    const { id, lead_id: leadId } = await acknowledgement();
    expect((await hook(statusUpdate("wamid.lost-answer", "delivered", "919000011111", id))).status).toBe(200);
    expect((await acknowledgement()).state).toBe("delivered");

    // The buyer replies; staff answer in free text from the lead's page.
    expect((await hook(incomingText("919000011111", "Is plot 12 still free?", "wamid.in-1"))).status).toBe(
      200,
    );
    await page.goto(`${server.base}/admin/leads/${leadId}`);
    const panel = page.getByRole("region", { name: "WhatsApp" });
    await expect(panel.getByRole("listitem").filter({ hasText: "Is plot 12 still free?" })).toContainText(
      "Received",
    );
    await expect(panel.getByRole("listitem").filter({ hasText: "enquiry_received" })).toContainText(
      "Delivered",
    );
    await panel.getByLabel("Reply on WhatsApp").fill("Yes, plot 12 is free. Shall we book a visit?");
    await panel.getByRole("button", { name: "Send on WhatsApp" }).click();
    await expect(page.getByText("Message queued for WhatsApp.")).toBeVisible();
    await expect.poll(() => cloud.requests.length, { timeout: 20_000 }).toBe(2);
    expect(cloud.requests[1]!.body).toMatchObject({
      type: "text",
      to: "919000011111",
      text: { body: "Yes, plot 12 is free. Shall we book a visit?" },
    });

    // STOP: stored, shown, and no form to write more.
    expect((await hook(incomingText("919000011111", "STOP", "wamid.in-2"))).status).toBe(200);
    await page.reload();
    await expect(panel.getByText(/^Opted out: wrote STOP on /)).toBeVisible();
    await expect(panel.getByRole("button", { name: /Send/ })).toHaveCount(0);
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
    await db.destroy();
    await cloud.close();
  }
});
