import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { startSmtpSink, type SmtpSinkOptions } from "#tests/e2e/smtp-sink.ts";
import { freshDataDir, startServer } from "./process.ts";

/**
 * Issue 28 (issue 13's log rules): whatever the mail mode, the server's output names a lead by its
 * id, never by what the visitor typed. Each test sends an enquiry with a name, phone, e-mail and
 * message that could not appear by chance, lets its alert go (or fail), and reads everything the
 * server printed at the most talkative log level.
 */
const visitor = {
  name: "Zenobia Thiruvengadam",
  phone: "98401 23456",
  email: "zenobia.t@example.in",
  message: "Please ring after six about the corner plot",
};
const traces = ["Zenobia", "Thiruvengadam", "9840123456", "98401 23456", "zenobia.t@", "corner plot"];

function expectNoPersonalData(output: string): void {
  for (const trace of traces) expect(output, `the server printed "${trace}"`).not.toContain(trace);
}

async function enquire(base: string): Promise<void> {
  const response = await fetch(`${base}/enquiry`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...visitor, page: "/" }),
  });
  expect(response.headers.get("location")).toContain("enquiry=sent");
}

const serverEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  FORM_MIN_FILL_SECONDS: "0",
  LEAD_ALERT_INTERVAL_SECONDS: "1",
  LOG_LEVEL: "debug",
});

/** Runs one enquiry through a server until `done`, and gives back all it printed once stopped. */
async function outputOfEnquiry(env: Record<string, string>, done: () => Promise<boolean>): Promise<string> {
  const server = await startServer(env);
  try {
    await enquire(server.base);
    await expect.poll(done, { timeout: 15_000 }).toBe(true);
  } finally {
    server.child.kill("SIGTERM");
    await server.exit;
  }
  return server.output();
}

test("without a mail server, the alert written to the outbox is logged by its Message-ID only", async () => {
  const dataDir = freshDataDir();
  const outbox = join(dataDir, "outbox");
  const mails = () => readdirSync(outbox).filter((file) => file.endsWith(".eml"));
  const output = await outputOfEnquiry(serverEnv(dataDir), async () => {
    try {
      return mails().length === 1;
    } catch {
      return false;
    }
  });
  expect(readFileSync(join(outbox, mails()[0]!), "utf8")).toContain(visitor.name);
  expect(output).toMatch(/Mail <lead-[0-9a-f-]{36}@localhost> written to outbox\/\S+\.eml/);
  expectNoPersonalData(output);
});

/** An SMTP server for one test, and the server's output for one enquiry through it. */
async function throughSmtp(options: SmtpSinkOptions, done: (dataDir: string) => Promise<boolean>) {
  const dataDir = freshDataDir();
  const sink = await startSmtpSink(join(dataDir, "smtp-received"), options);
  try {
    return await outputOfEnquiry({ ...serverEnv(dataDir), SMTP_URL: sink.url }, () => done(dataDir));
  } finally {
    await sink.close();
  }
}

test("with a mail server, a sent alert leaves no personal data in the log", async () => {
  const output = await throughSmtp(
    {},
    async (dataDir) => readdirSync(join(dataDir, "smtp-received")).length === 1,
  );
  expectNoPersonalData(output);
});

test("a mail server refusing the alert and quoting its subject back leaves no personal data in the log", async () => {
  const refusal = (subject: string) => `Message refused: "${subject}" looks like spam`;
  const output = await throughSmtp({ refuseWith: refusal }, async (dataDir) => {
    const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
    try {
      const alert = await db.selectFrom("lead_alerts").select("last_error").executeTakeFirst();
      return Boolean(alert?.last_error?.includes("Message refused"));
    } finally {
      await db.destroy();
    }
  });
  expect(output).toMatch(/Alert e-mail for lead [0-9a-f-]{36} not sent \(attempt 1\): .*Message refused/);
  expectNoPersonalData(output);
});
