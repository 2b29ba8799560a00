import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { alertSendConcurrency } from "#app/domain/leads/lead-alerts.server.ts";
import { startSmtpSink } from "#tests/e2e/smtp-sink.ts";
import { freePort, freshDataDir, startServer } from "./process.ts";

/**
 * Issue: "The lead is stored before anything else happens; a failure after that (mail down) never
 * loses it." The visitor is thanked while the mail server is down, the server is killed right
 * after, and the alert still goes out once mail works again.
 */
test("a lead survives the mail server being down and a crash, and its alert is sent later", async () => {
  test.setTimeout(60_000);
  const dataDir = freshDataDir();
  const nothingListens = await freePort();
  const env = { DATA_DIR: dataDir, FORM_MIN_FILL_SECONDS: "0", LEAD_ALERT_INTERVAL_SECONDS: "1" };
  const first = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${nothingListens}` });

  const response = await fetch(`${first.base}/enquiry`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Durai Murugan", phone: "98765 12345", page: "/" }),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toContain("enquiry=sent");

  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  try {
    const alertOf = () =>
      db
        .selectFrom("leads")
        .innerJoin("lead_alerts", "lead_alerts.lead_id", "leads.id")
        .select([
          "leads.id",
          "leads.name",
          "leads.phone",
          "lead_alerts.state",
          "lead_alerts.attempts",
          "lead_alerts.last_error",
        ])
        .where("leads.name", "=", "Durai Murugan")
        .executeTakeFirst();
    await expect.poll(async () => (await alertOf())?.attempts, { timeout: 15_000 }).toBe(1);
    first.child.kill("SIGKILL");
    await first.exit;

    const stored = await alertOf();
    expect(stored).toMatchObject({ name: "Durai Murugan", phone: "+919876512345", state: "pending" });
    expect(stored?.last_error).toMatch(/ECONNREFUSED/);

    // The retry falls due, and the mail server is back.
    await db.updateTable("lead_alerts").set({ next_attempt_at: timestamp() }).execute();
    const received = join(dataDir, "smtp-received");
    const sink = await startSmtpSink(received);
    const second = await startServer({ ...env, SMTP_URL: sink.url });
    try {
      await expect.poll(() => readdirSync(received).length, { timeout: 15_000 }).toBe(1);
      const mail = readFileSync(join(received, readdirSync(received)[0]!), "utf8");
      expect(mail).toContain("Subject: New enquiry from Durai Murugan");
      expect(mail).toContain("Phone: +919876512345");
      expect(mail).toContain(`/admin/leads/${stored?.id}`);
      await expect.poll(async () => (await alertOf())?.state).toBe("sent");
    } finally {
      second.child.kill("SIGTERM");
      await second.exit;
      await sink.close();
    }
  } finally {
    await db.destroy();
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A visitor's enquiry without JavaScript; true once the site has thanked them (it stored the lead). */
async function enquire(base: string, name: string): Promise<boolean> {
  const response = await fetch(`${base}/enquiry`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, phone: "98765 12345", page: "/", message: "Plots near the lake?" }),
  }).catch(() => null);
  await response?.arrayBuffer().catch(() => null);
  return response?.status === 303 && Boolean(response.headers.get("location")?.includes("enquiry=sent"));
}

/** The Message-ID each stored lead's alert must carry. */
async function expectedMessageIds(dataDir: string): Promise<string[]> {
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  try {
    const leads = await db.selectFrom("leads").select("id").execute();
    return leads.map((lead) => `<lead-${lead.id}@localhost>`).sort();
  } finally {
    await db.destroy();
  }
}

/** Each mail takes a fifth of a second to be accepted, as by a mail server across the internet. */
const distantServer = { acceptAfterMs: 200 };

/**
 * Issue 28: the alert queue keeps up with a burst of 30 leads a second (several mails in flight
 * over pooled connections, one read per batch), and sends each lead's alert once.
 */
test("alerts keep up with 30 enquiries a second, each mailed once", async () => {
  test.setTimeout(120_000);
  const dataDir = freshDataDir();
  const sink = await startSmtpSink(join(dataDir, "smtp-received"), distantServer);
  const server = await startServer({
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
  });
  try {
    const count = 300;
    const start = Date.now();
    const thanked = await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        await sleep(start + (n * 1000) / 30 - Date.now());
        return enquire(server.base, `Burst Visitor ${n}`);
      }),
    );
    const lastPost = Date.now();
    expect(thanked.filter(Boolean)).toHaveLength(count);
    const expected = await expectedMessageIds(dataDir);
    expect(expected).toHaveLength(count);

    await expect.poll(() => new Set(sink.messageIds()).size, { timeout: 20_000 }).toBe(count);
    const caughtUp = Date.now() - lastPost;
    // Every alert once: no copy arrives later either.
    await sleep(2_000);
    expect([...sink.messageIds()].sort()).toEqual(expected);
    // Four mails at a time, as before issue 28, fell 12 s behind on an idle machine.
    expect(caughtUp, "ms from the last enquiry to its alert's arrival").toBeLessThan(8_000);
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
    await sink.close();
  }
});

/**
 * Issue 28: a server killed while alerts are being sent is started again; its successor takes
 * over the dead process's claims as soon as its heartbeat has stopped, instead of after the claims
 * ran out (two minutes before). Only mails the mail server took in the moment of the kill, before
 * they were marked sent, arrive twice, with the same Message-ID.
 */
test("after a kill mid-send the restarted server sends the rest at once, repeating only mails in flight", async () => {
  test.setTimeout(120_000);
  const dataDir = freshDataDir();
  const sink = await startSmtpSink(join(dataDir, "smtp-received"), distantServer);
  const env = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SMTP_URL: sink.url,
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
    LEAD_ALERT_INTERVAL_SECONDS: "1",
  };
  const first = await startServer(env);
  const count = 150;
  const names = Array.from({ length: count }, (_, n) => `Crash Visitor ${n}`);
  let second: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    for (let n = 0; n < count; n += 10) {
      const thanked = await Promise.all(names.slice(n, n + 10).map((name) => enquire(first.base, name)));
      expect(thanked.every(Boolean)).toBe(true);
    }
    await expect.poll(() => sink.messageIds().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    first.child.kill("SIGKILL");
    await first.exit;
    const sentBefore = sink.messageIds().length;
    expect(sentBefore, "alerts still to send at the kill").toBeLessThan(count - 20);

    second = await startServer(env);
    const restarted = Date.now();
    const expected = await expectedMessageIds(dataDir);
    expect(expected).toHaveLength(count);
    await expect.poll(() => new Set(sink.messageIds()).size, { timeout: 60_000 }).toBe(count);
    const tookMs = Date.now() - restarted;
    await sleep(2_000);
    const received = sink.messageIds();
    expect([...new Set(received)].sort()).toEqual(expected);
    expect(received.length - count, "alerts mailed twice").toBeLessThanOrEqual(alertSendConcurrency);
    expect(tookMs, "ms from the restart to the last alert").toBeLessThan(15_000);
  } finally {
    first.child.kill("SIGKILL");
    second?.child.kill("SIGTERM");
    await second?.exit;
    await sink.close();
  }
});
