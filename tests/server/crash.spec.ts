import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";
import { sql } from "kysely";

import { openDatabase } from "#app/db/database.server.ts";
import { alertSendConcurrency } from "#app/domain/leads/lead-alerts.server.ts";
import { startSmtpSink } from "#tests/e2e/smtp-sink.ts";
import { freePort, freshDataDir, startServer, type Running } from "./process.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const target = 300;
const inFlight = 4;

/**
 * Issue 12, crash suite: the server is killed with SIGKILL at random moments while visitors send
 * enquiries, several at a time, and started again. Every enquiry it acknowledged is stored, the
 * database passes its integrity check, and every lead's alert reaches the mail server under its
 * own Message-ID, so each shows once in a mail client. A kill between the mail server taking an
 * alert and the "sent" mark sends that alert again once the killed process's heartbeat is stale,
 * with the same Message-ID.
 */
test("SIGKILL at random moments loses no acknowledged lead and no alert", async () => {
  // About a minute on an idle machine; generous for a busy one.
  test.setTimeout(300_000);
  const dataDir = freshDataDir();
  const received = join(dataDir, "smtp-received");
  const sink = await startSmtpSink(received);
  const env = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SMTP_URL: sink.url,
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
    LEAD_ALERT_INTERVAL_SECONDS: "1",
  };
  const acknowledged: string[] = [];
  let kills = 0;
  let server: Running = await startServer(env);

  const enquire = async (worker: number, stop: () => boolean) => {
    for (let n = 0; !stop(); n++) {
      const name = `Crash Visitor ${kills}-${worker}-${n}`;
      const response = await fetch(`${server.base}/enquiry`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ name, phone: "98765 12345", page: "/", message: `Lead ${n}` }),
      }).catch(() => null);
      // The body arrives whole or the request failed: only then is the answer an acknowledgement.
      const finished = await response?.arrayBuffer().then(
        () => true,
        () => false,
      );
      if (
        finished &&
        response?.status === 303 &&
        response.headers.get("location")?.includes("enquiry=sent")
      ) {
        acknowledged.push(name);
      }
      if (!response) await sleep(50);
    }
  };

  try {
    while (acknowledged.length < target) {
      // Kill after a random number of acknowledged leads, at a random moment among those in flight.
      const killAfter = acknowledged.length + 30 + Math.floor(Math.random() * 50);
      let killed = false;
      const workers = Array.from({ length: inFlight }, (_, i) => enquire(i, () => killed));
      await expect.poll(() => acknowledged.length >= killAfter, { timeout: 60_000 }).toBe(true);
      await sleep(Math.random() * 150);
      server.child.kill("SIGKILL");
      await server.exit;
      killed = true;
      kills += 1;
      await Promise.all(workers);
      server = await startServer(env);
    }
    // A clean stop: the alerts this process was sending are finished or left claimed.
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);

    const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
    try {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(integrity.rows).toEqual([{ integrity_check: "ok" }]);
      const leads = await db.selectFrom("leads").select(["id", "name"]).execute();
      const stored = new Set(leads.map((lead) => lead.name));
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);

      // The alerts the killed processes had claimed are released once their heartbeats are stale.
      server = await startServer(env);
      const messageIds = () =>
        readdirSync(received).map(
          (file) => /^Message-ID:\s*(<[^>]+>)/im.exec(readFileSync(join(received, file), "utf8"))?.[1] ?? "",
        );
      const expected = leads.map((lead) => `<lead-${lead.id}@localhost>`).sort();
      await expect.poll(() => [...new Set(messageIds())].sort(), { timeout: 60_000 }).toEqual(expected);
      const unsent = await db
        .selectFrom("lead_alerts")
        .select("lead_id")
        .where("state", "!=", "sent")
        .execute();
      expect(unsent).toEqual([]);
      // Only alerts being sent at the moment of a kill can repeat: at most the sends in flight.
      const repeated = messageIds().length - expected.length;
      expect(repeated, `alerts repeated in ${kills} kills`).toBeLessThanOrEqual(kills * alertSendConcurrency);
    } finally {
      await db.destroy();
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
    await sink.close();
  }
});
