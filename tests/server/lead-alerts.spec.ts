import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { openDatabase } from "../../app/db/database.server.ts";
import { timestamp } from "../../app/db/time.ts";
import { startSmtpSink } from "../e2e/smtp-sink.ts";
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
