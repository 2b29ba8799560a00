import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { openDatabase, type DB } from "#app/db/database.server.ts";
import { plotSortKey } from "#app/domain/plots/plot-model.ts";
import { startSmtpSink } from "#tests/e2e/smtp-sink.ts";
import { startS3Server } from "#tests/support/s3-server.ts";
import { nginxBinary, send, startNginx, type Proxy } from "./nginx.ts";
import { postgresBinDir, startPrivatePostgres } from "./private-postgres.ts";
import { freshDataDir, node, root, startServer, type Running } from "./process.ts";

const password = "Laterite-Plots-2026";
const metricsToken = "a-metrics-token-for-the-test";

/** `npm run admin:create` against the shared database (it migrates it first). */
function createAdministrator(env: Record<string, string>): Promise<string> {
  const child = spawn(
    node,
    ["--import", "./scripts/require-node.js", "scripts/admin-create.ts", "--name", "Meena Raman"].concat([
      "--email",
      "meena@example.in",
    ]),
    { cwd: root, env: { ...process.env, ...env } },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.stdin.end(`${password}\n`);
  return new Promise((resolve) => child.on("exit", () => resolve(output)));
}

const form = { "content-type": "application/x-www-form-urlencoded" };

/**
 * A public enquiry as the no-script form posts it: the answer is a redirect whose `enquiry=`
 * says the outcome; acknowledged when it is `sent`.
 */
async function enquire(url: string, name: string, options: { from?: string; forwardedFor?: string } = {}) {
  const answer = await send(`${url}/enquiry`, {
    method: "POST",
    ...(options.from ? { from: options.from } : {}),
    headers: { ...form, ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}) },
    body: new URLSearchParams({ name, phone: "98765 12345", page: "/", submission: randomUUID() }).toString(),
  });
  const outcome = new URL(String(answer.headers.location), url).searchParams.get("enquiry");
  return { outcome, acknowledged: answer.status === 303 && outcome === "sent" };
}

/** The sum of one counter's samples that carry `label`, as /metrics shows them. */
async function counter(app: Running, name: string, label: string): Promise<number> {
  const text = await (
    await fetch(`${app.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(name) && line.includes(label))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

/**
 * Issue "Grow past one machine": PostgreSQL, an S3 server, two app instances and the shipped
 * nginx.conf with both in its upstream. Through the proxy and on each instance: one staff session,
 * content saved on one seen on the other, one rate limit, one alert e-mail per lead, background jobs
 * (alerts, retention, plot hold expiry) once per period, and no acknowledged lead lost when an instance is killed mid-traffic.
 */
test("two instances behind nginx share sessions, content, limits and jobs, and lose no lead when one dies", async () => {
  test.setTimeout(150_000);
  const bin = postgresBinDir();
  expect(bin !== null || !process.env.CI, "PostgreSQL's server tools are missing in CI").toBe(true);
  test.skip(bin === null, "PostgreSQL's server tools (initdb, pg_ctl) are not installed");
  test.skip(!existsSync(nginxBinary), `${nginxBinary} is missing (apt-get install nginx; .ci/run does)`);

  const cleanup: (() => Promise<unknown>)[] = [];
  try {
    const [database, s3] = await Promise.all([startPrivatePostgres(bin!), startS3Server()]);
    cleanup.push(
      () => database.destroy(),
      () => s3.stop(),
    );
    const received = join(freshDataDir(), "smtp-received");
    const sink = await startSmtpSink(received);
    cleanup.push(() => sink.close());
    const { settings } = s3;
    const shared = {
      DATABASE_URL: database.url,
      AUTH_SECRET: "a-shared-secret-of-at-least-32-characters",
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      SMTP_URL: sink.url,
      TRUST_PROXY: "true",
      FORM_MIN_FILL_SECONDS: "0",
      FORM_RATE_LIMIT: "3",
      LEAD_ALERT_INTERVAL_SECONDS: "1",
      METRICS_TOKEN: metricsToken,
      LOG_LEVEL: "warn",
    };
    // The administrator and both instances at once: each migrates the database first, and the
    // migrator's lock lets one of them do it.
    const [created, one, two] = await Promise.all([
      createAdministrator({ ...shared, DATA_DIR: freshDataDir() }),
      startServer({ ...shared, DATA_DIR: freshDataDir() }),
      startServer({ ...shared, DATA_DIR: freshDataDir() }),
    ]);
    expect(created).toContain("Created the owner");
    cleanup.push(async () => {
      for (const app of [one, two]) {
        if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill("SIGTERM");
        await app.exit;
      }
    });
    // Three processes starting at once on a busy machine may take longer than startServer waits.
    for (const app of [one, two]) {
      const ready = () =>
        fetch(`${app.base}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
      await expect.poll(ready, { message: app.output(), timeout: 60_000 }).toBe(200);
    }
    const proxy: Proxy = await startNginx(new URL(one.base).host, new URL(two.base).host);
    cleanup.push(() => proxy.stop());
    const db: DB = openDatabase({ kind: "postgres", url: database.url });
    cleanup.push(() => db.destroy());

    await test.step("a staff session signed in once works on both instances", async () => {
      const signIn = await send(`${proxy.base}/admin/login`, {
        method: "POST",
        headers: form,
        body: new URLSearchParams({ intent: "sign-in", email: "meena@example.in", password }).toString(),
      });
      expect(signIn.status).toBe(302);
      const cookie = ([] as string[])
        .concat(signIn.headers["set-cookie"] ?? [])
        .map((c) => c.split(";")[0])
        .join("; ");
      for (const base of [one.base, two.base, proxy.base, proxy.base, proxy.base, proxy.base]) {
        const dashboard = await send(`${base}/admin`, { headers: { cookie } });
        expect(dashboard.status, base).toBe(200);
        expect(dashboard.body).toContain("Welcome back, Meena Raman.");
      }

      // A project saved through the first instance is on the second's next answer.
      const saved = await send(`${one.base}/admin/projects`, {
        method: "POST",
        headers: { ...form, cookie },
        body: new URLSearchParams({
          name: "Two Instance Meadows",
          location: "Oragadam, Chennai",
          priceRange: "₹18 L - ₹42 L",
          plotSizes: "800 - 2400 sq.ft",
          totalPlots: "180",
          soldPlots: "96",
          description: "A DTCP approved gated layout.",
          status: "New Launch",
          bannerImage: "https://images.example.com/a.jpg",
          images: "https://images.example.com/a.jpg",
          publication: "Published",
          exemptionReason: "Layout under 500 sq.m",
        }).toString(),
      });
      expect(saved.status, saved.body.slice(0, 500)).toBe(302);
      expect((await send(`${two.base}/projects`)).body).toContain("Two Instance Meadows");
      expect((await send(`${proxy.base}/admin/projects`, { headers: { cookie } })).body).toContain(
        "Two Instance Meadows",
      );

      // With the page cache on: /about (a page without the framework runtime) is kept by both
      // instances; a phone saved on the first is on the second's next answer. (The proxy's own cache
      // keeps public pages for their s-maxage, as deploy-proxy.spec.ts shows.)
      const about = async (base: string) => (await send(`${base}/about`)).body;
      for (const base of [one.base, two.base, two.base]) await about(base);
      const phone = "+91 94430 33333";
      const savedPhone = await send(`${one.base}/admin/settings`, {
        method: "POST",
        headers: { ...form, cookie },
        body: new URLSearchParams({ phone }).toString(),
      });
      expect(savedPhone.status, savedPhone.body.slice(0, 500)).toBe(302);
      for (const base of [two.base, one.base])
        expect(await about(base), base).toContain('href="tel:+919443033333"');
    });

    await test.step("the public form's limit counts across both instances", async () => {
      const visitor = "198.51.100.23";
      const answers = [];
      for (const app of [one, two, one, two])
        answers.push((await enquire(app.base, "Limit Visitor", { forwardedFor: visitor })).outcome);
      expect(answers).toEqual(["sent", "sent", "sent", "limited"]);
    });

    await test.step("a lead's alert is sent once, and jobs run once per period with both ticking", async () => {
      expect((await enquire(proxy.base, "Alert Visitor", { from: "127.0.0.9" })).acknowledged).toBe(true);
      const mails = () => readdirSync(received).map((name) => readFileSync(join(received, name), "utf8"));
      // The three leads of the limit check and this one: four mails, one per lead.
      await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(4);
      // Both instances tick every second: three more seconds, and still one mail per lead.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(mails()).toHaveLength(4);
      expect(mails().filter((mail) => mail.includes("Alert Visitor"))).toHaveLength(1);

      const jobs = await db
        .selectFrom("jobs")
        .select(["name", "runs", "locked_by"])
        .orderBy("name")
        .execute();
      const runs = Object.fromEntries(jobs.map((job) => [job.name, job.runs]));
      // Retention is due once per 6 hours: both instances started, one ran it.
      expect(runs["lead-retention"]).toBe(1);
      expect(runs["lead-alerts"]).toBeGreaterThan(1);
      const retention =
        (await counter(one, "plotsite_job_runs_total", 'job="lead-retention"')) +
        (await counter(two, "plotsite_job_runs_total", 'job="lead-retention"'));
      expect(retention).toBe(1);
      const sent =
        (await counter(one, "plotsite_lead_alert_attempts_total", 'outcome="sent"')) +
        (await counter(two, "plotsite_lead_alert_attempts_total", 'outcome="sent"'));
      expect(sent).toBe(4);
    });

    await test.step("a lapsed plot hold is ended once with both instances ticking", async () => {
      const project = await db
        .selectFrom("projects")
        .select("id")
        .where("name", "=", "Two Instance Meadows")
        .executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      await db
        .insertInto("plots")
        .values({
          id: "c0ffee00-0000-4000-8000-000000000023",
          project_id: project.id,
          number: "23",
          sort_key: plotSortKey("", "23"),
          area_sqft: 1200,
          rate_per_sqft: 2400,
          price: 2_880_000,
          status: "on_hold",
          hold_for: "Ravi Kumar",
          hold_until: new Date(Date.now() - 60_000).toISOString(),
          created_at: at,
          updated_at: at,
        })
        .execute();
      const job = () =>
        db.selectFrom("jobs").select("runs").where("name", "=", "plot-hold-expiry").executeTakeFirstOrThrow();
      const runsBefore = (await job()).runs;
      // Due now for both instances, as when its minute has passed.
      await db.updateTable("jobs").set({ next_run_at: at }).where("name", "=", "plot-hold-expiry").execute();
      const status = async () =>
        (await db.selectFrom("plots").select("status").where("number", "=", "23").executeTakeFirstOrThrow())
          .status;
      await expect.poll(status, { timeout: 15_000 }).toBe("available");
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect((await job()).runs).toBe(runsBefore + 1);
      const ended = await db
        .selectFrom("audit_log")
        .select("summary")
        .where("action", "=", "plot-hold-expired")
        .execute();
      expect(ended.map((entry) => entry.summary)).toEqual([
        "Plot 23: On hold → Available (the hold for Ravi Kumar expired)",
      ]);
    });

    await test.step("an instance killed mid-traffic loses no acknowledged lead", async () => {
      const acknowledged: string[] = [];
      let sending = true;
      let n = 0;
      const senders = [0, 1, 2].map(async (lane) => {
        while (sending) {
          n += 1;
          const name = `Steady Visitor ${lane}-${n}`;
          // A new loopback address every few leads, under the limit of three.
          const from = `127.0.${10 + lane}.${(n % 250) + 1}`;
          const answer = await enquire(proxy.base, name, { from }).catch(() => null);
          if (answer?.acknowledged) acknowledged.push(name);
        }
      });
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(10);
      // Enquiries in flight on the instance when it dies: stopped, it takes them and answers none;
      // killed, it drops them, and nginx sends each again to the other (they carry a submission key).
      two.child.kill("SIGSTOP");
      const inFlight = Array.from({ length: 8 }, (_, i) =>
        enquire(proxy.base, `In Flight Visitor ${i}`, { from: `127.0.20.${i + 1}` }),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      two.child.kill("SIGKILL");
      await two.exit;
      const answered = await Promise.all(inFlight);
      expect(answered.map((answer) => answer.outcome)).toEqual(Array<string>(8).fill("sent"));
      const inFlightStored = await db
        .selectFrom("leads")
        .select("name")
        .where("name", "like", "In Flight Visitor %")
        .execute();
      expect(inFlightStored).toHaveLength(8);
      const atKill = acknowledged.length;
      await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(atKill + 10);
      sending = false;
      await Promise.all(senders);
      const stored = await db
        .selectFrom("leads")
        .select("name")
        .where("name", "like", "Steady Visitor %")
        .execute();
      const names = new Set(stored.map((row) => row.name));
      expect(acknowledged.filter((name) => !names.has(name))).toEqual([]);
    });
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  }
});
