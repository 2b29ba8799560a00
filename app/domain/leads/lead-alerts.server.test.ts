import { afterEach, describe, expect, it, vi } from "vitest";

import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { toDate } from "#app/db/time.ts";
import { instanceStaleMs, recordHeartbeat } from "#app/jobs/instances.server.ts";
import { getLead } from "./lead-inbox.server.ts";
import { saveLeadSettings } from "./lead-settings.server.ts";
import { recordLead, type LeadInput } from "./leads.server.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import {
  alertClaimMs,
  alertRetryDelaysMs,
  alertSendConcurrency,
  composeLeadAlert,
  deliverDueAlerts,
  leadAlertMessageId,
} from "./lead-alerts.server.ts";
import type { LeadDetail } from "./lead-inbox.server.ts";
import type { Mailer, MailMessage } from "#app/mail/mailer.server.ts";

const siteUrl = "https://www.example.in";

function lead(overrides: Partial<LeadInput> = {}): LeadInput {
  return {
    kind: "site-visit",
    name: "Karthik Subramanian",
    phone: "+919876543210",
    email: "karthik@example.in",
    message: null,
    details: { visitDate: "2026-12-05", timeSlot: "Morning", visitors: "3", pickup: "Yes" },
    page: "/project/x",
    projectId: null,
    utm: { utm_source: "facebook", utm_campaign: "diwali" },
    referrer: "https://www.facebook.com/",
    consent: "By sending this form you agree.",
    ...overrides,
  };
}

/** A clock stopped at `time`. */
const at = (time: Date) => () => time;

/** A mailer that records what it sends, or fails while `down` is set. */
function testMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { down: boolean; sent: MailMessage[] } = {
    down: false,
    sent,
    async send(message) {
      if (mailer.down) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
      sent.push(message);
    },
  };
  return mailer;
}

describe.each(testEngines)("lead alerts on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("leads").execute();
    await db().deleteFrom("projects").execute();
    await db().deleteFrom("settings").execute();
    await db().deleteFrom("instances").execute();
  });

  async function alertOf(id: string) {
    return db().selectFrom("lead_alerts").selectAll().where("lead_id", "=", id).executeTakeFirstOrThrow();
  }

  it("queues an alert with each new lead, but none for spam", async () => {
    const id = await recordLead(db(), lead());
    expect(await alertOf(id)).toMatchObject({ state: "pending", attempts: 0 });
    const spam = await recordLead(db(), lead({ spamReason: "honeypot" }));
    const none = await db().selectFrom("lead_alerts").select("lead_id").where("lead_id", "=", spam).execute();
    expect(none).toEqual([]);
  });

  it("mails every field, the project and a link to the lead to the sales addresses", async () => {
    const projectId = await testProject(db(), "Green Meadows");
    await saveLeadSettings(db(), {
      salesEmails: ["sales@example.in", "owner@example.in"],
      retentionMonths: 24,
    });
    const id = await recordLead(db(), lead({ projectId }));
    const mailer = testMailer();

    expect(await deliverDueAlerts({ db: db(), mailer, siteUrl })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });

    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toEqual(["sales@example.in", "owner@example.in"]);
    expect(mail.subject).toBe("New site visit request from Karthik Subramanian (Green Meadows)");
    for (const line of [
      "Name: Karthik Subramanian",
      "Phone: +919876543210",
      "E-mail: karthik@example.in",
      "Project: Green Meadows",
      "Preferred date: 2026-12-05",
      "Time slot: Morning",
      "Number of visitors: 3",
      "Pickup needed: Yes",
      "UTM source: facebook",
      "UTM campaign: diwali",
      "Referrer: https://www.facebook.com/",
      "Consent: By sending this form you agree.",
      `${siteUrl}/admin/leads/${id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(await alertOf(id)).toMatchObject({ state: "sent", attempts: 1, last_error: null });
    // Sent once: the next run finds nothing due.
    expect(await deliverDueAlerts({ db: db(), mailer, siteUrl })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("falls back to the company e-mail when no sales address is set", async () => {
    await recordLead(db(), lead());
    const mailer = testMailer();
    await deliverDueAlerts({ db: db(), mailer, siteUrl });
    expect(mailer.sent[0]!.to).toEqual(["info@marudhamproperties.in"]);
  });

  it("keeps the lead and retries with backoff while the mail server is down, then gives up visibly", async () => {
    const id = await recordLead(db(), lead());
    const mailer = testMailer();
    mailer.down = true;
    let now = new Date();

    expect(await deliverDueAlerts({ db: db(), mailer, siteUrl }, at(now))).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    let alert = await alertOf(id);
    expect(alert).toMatchObject({
      state: "pending",
      attempts: 1,
      last_error: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(toDate(alert.next_attempt_at).getTime()).toBe(now.getTime() + alertRetryDelaysMs[0]!);

    // Not due yet: nothing is tried.
    expect(await deliverDueAlerts({ db: db(), mailer, siteUrl }, at(new Date(now.getTime() + 1000)))).toEqual(
      {
        sent: 0,
        retrying: 0,
        failed: 0,
      },
    );

    for (const delay of alertRetryDelaysMs) {
      now = new Date(now.getTime() + delay);
      await deliverDueAlerts({ db: db(), mailer, siteUrl }, at(now));
    }
    alert = await alertOf(id);
    expect(alert).toMatchObject({ state: "failed", attempts: alertRetryDelaysMs.length + 1 });
    expect((await getLead(db(), id))?.alert).toMatchObject({ state: "failed" });
    expect(await getLead(db(), id)).toMatchObject({ name: "Karthik Subramanian", status: "New" });
  });

  it("sends a queued alert once the mail server is back", async () => {
    const id = await recordLead(db(), lead());
    const mailer = testMailer();
    mailer.down = true;
    const now = new Date();
    await deliverDueAlerts({ db: db(), mailer, siteUrl }, at(now));
    mailer.down = false;
    await deliverDueAlerts(
      { db: db(), mailer, siteUrl },
      at(new Date(now.getTime() + alertRetryDelaysMs[0]!)),
    );
    expect(mailer.sent).toHaveLength(1);
    expect(await alertOf(id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("sends a backlog a few at a time in one run, each lead's alert once with its Message-ID", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) ids.push(await recordLead(db(), lead({ name: `Visitor ${i}` })));
    let inFlight = 0;
    let most = 0;
    const sent: MailMessage[] = [];
    const slowMailer: Mailer = {
      async send(message) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 15));
        inFlight -= 1;
        sent.push(message);
      },
    };
    expect(await deliverDueAlerts({ db: db(), mailer: slowMailer, siteUrl })).toEqual({
      sent: 120,
      retrying: 0,
      failed: 0,
    });
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(alertSendConcurrency);
    expect(sent.map((m) => m.messageId).sort()).toEqual(
      ids.map((id) => leadAlertMessageId(id, siteUrl)).sort(),
    );
    const states = await db().selectFrom("lead_alerts").select("state").distinct().execute();
    expect(states).toEqual([{ state: "sent" }]);
  });

  it("resends an alert whose sender died after claiming it, under the same Message-ID", async () => {
    const id = await recordLead(db(), lead());
    const now = new Date();
    // The first sender claims the alert and dies before it can mark it sent.
    let lost = (_error: Error) => {};
    const dying: Mailer = { send: () => new Promise<void>((_resolve, reject) => (lost = reject)) };
    const dyingRun = deliverDueAlerts({ db: db(), mailer: dying, siteUrl }, at(now));
    await expect.poll(async () => toDate((await alertOf(id)).next_attempt_at) > now).toBe(true);
    const mailer = testMailer();
    expect((await deliverDueAlerts({ db: db(), mailer, siteUrl }, at(now))).sent).toBe(0);
    const afterClaim = toDate((await alertOf(id)).next_attempt_at);
    expect((await deliverDueAlerts({ db: db(), mailer, siteUrl }, at(afterClaim))).sent).toBe(1);
    expect(mailer.sent[0]?.messageId).toBe(leadAlertMessageId(id, siteUrl));
    expect(await alertOf(id)).toMatchObject({ state: "sent", attempts: 1 });
    // The first sender's send failing late does not put the sent alert back in the queue.
    lost(new Error("Connection closed"));
    expect(await dyingRun).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await alertOf(id)).toMatchObject({ state: "sent", attempts: 1, claimed_by: null });
  });

  /** The alert of `id` as an instance leaves it that claimed it at `time` and has not finished. */
  async function claimedBy(id: string, instance: string, time: Date) {
    await db()
      .updateTable("lead_alerts")
      .set({ claimed_by: instance, next_attempt_at: new Date(time.getTime() + alertClaimMs).toISOString() })
      .where("lead_id", "=", id)
      .execute();
  }

  it("releases at once the claims of an instance whose heartbeat stopped, but never a live one's", async () => {
    const id = await recordLead(db(), lead());
    const start = new Date("2026-11-20T04:30:00.000Z");
    await recordHeartbeat(db(), "killed", start);
    await claimedBy(id, "killed", start);
    const mailer = testMailer();
    const live = { db: db(), mailer, siteUrl, instance: "restarted" };

    // Its last heartbeat is recent: it may still be sending.
    const soon = new Date(start.getTime() + instanceStaleMs - 1000);
    expect(await deliverDueAlerts(live, at(soon))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await alertOf(id)).toMatchObject({ state: "pending", claimed_by: "killed" });

    // No heartbeat since: its claim is released long before it would run out.
    const stale = new Date(start.getTime() + instanceStaleMs + 1000);
    expect(stale.getTime()).toBeLessThan(start.getTime() + alertClaimMs);
    expect(await deliverDueAlerts(live, at(stale))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(mailer.sent.map((mail) => mail.messageId)).toEqual([leadAlertMessageId(id, siteUrl)]);
    expect(await alertOf(id)).toMatchObject({ state: "sent", attempts: 1, claimed_by: null });
  });

  it("leaves a live instance's claim alone until it runs out unrenewed", async () => {
    const id = await recordLead(db(), lead());
    const start = new Date("2026-11-20T04:30:00.000Z");
    await claimedBy(id, "sending", start);
    const mailer = testMailer();
    const other = { db: db(), mailer, siteUrl, instance: "other" };
    for (let beat = 0; beat + 1_000 < alertClaimMs; beat += 3_000) {
      const time = new Date(start.getTime() + beat);
      await recordHeartbeat(db(), "sending", time);
      await deliverDueAlerts(other, at(new Date(time.getTime() + 999)));
    }
    expect(mailer.sent).toEqual([]);
    expect(await alertOf(id)).toMatchObject({ state: "pending", claimed_by: "sending" });
    // A claim its instance stopped renewing (it lost track of it) is taken once it runs out.
    await deliverDueAlerts(other, at(new Date(start.getTime() + alertClaimMs + 1)));
    expect(mailer.sent).toHaveLength(1);
  });

  it("renews the claims of mails still being sent, so a slow mail server cannot outlast them", async () => {
    const id = await recordLead(db(), lead());
    const claimMs = 900;
    await recordHeartbeat(db(), "slow", new Date());
    let accept = () => {};
    let started = false;
    const slow: Mailer = {
      send: () =>
        new Promise<void>((resolve) => {
          started = true;
          accept = resolve;
        }),
    };
    const slowRun = deliverDueAlerts({ db: db(), mailer: slow, siteUrl, instance: "slow", claimMs });
    await expect.poll(() => started).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, claimMs * 2));
    const mailer = testMailer();
    const other = { db: db(), mailer, siteUrl, instance: "other", claimMs };
    expect(await deliverDueAlerts(other)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    accept();
    expect(await slowRun).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(mailer.sent).toEqual([]);
    expect(await alertOf(id)).toMatchObject({ state: "sent", claimed_by: null });
  });

  it("keeps the visitor's name, phone and e-mail out of the log when the mail server quotes them", async () => {
    await recordLead(
      db(),
      lead({ name: "Durai Murugan", phone: "+919876512345", email: "durai@example.in" }),
    );
    const quoting: Mailer = {
      async send(message) {
        throw new Error(`554 Message rejected: "${message.subject}" for durai@example.in, 9876512345`);
      },
    };
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await deliverDueAlerts({ db: db(), mailer: quoting, siteUrl })).retrying).toBe(1);
      const printed = log.mock.calls.flat().join("\n");
      expect(printed).toContain("not sent (attempt 1): 554 Message rejected");
      for (const personal of ["Durai", "Murugan", "durai@example.in", "9876512345"]) {
        expect(printed).not.toContain(personal);
      }
    } finally {
      log.mockRestore();
    }
  });

  it("sends each alert once when two senders run at the same time", async () => {
    await recordLead(db(), lead());
    await recordLead(db(), lead({ name: "Meena" }));
    const mailer = testMailer();
    const now = new Date();
    await Promise.all([
      deliverDueAlerts({ db: db(), mailer, siteUrl }, at(now)),
      deliverDueAlerts({ db: db(), mailer, siteUrl }, at(now)),
    ]);
    expect(mailer.sent).toHaveLength(2);
  });
});

function detail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10",
    kind: "enquiry",
    name: "Bad\r\nBcc: victim@example.com",
    phone: "+919876543210",
    email: null,
    status: "New",
    projectId: null,
    projectName: null,
    plotId: null,
    plotNumber: null,
    assignedTo: null,
    assignedName: null,
    firstResponseAt: null,
    spam: false,
    spamReason: null,
    earlierLeads: 0,
    source: "website",
    campaign: null,
    personId: null,
    alertState: "pending",
    createdAt: new Date("2026-11-20T04:30:00.000Z"),
    message: "Line one\nLine two",
    details: {},
    page: "/",
    utm: {},
    referrer: null,
    consent: null,
    language: "en",
    projectNameTa: null,
    firstTouch: {},
    lastTouch: {},
    nextStep: null,
    nextStepDue: null,
    statusChangedAt: null,
    notes: [],
    history: [],
    alert: null,
    ...overrides,
  };
}

describe("composeLeadAlert", () => {
  it("keeps visitors' line breaks out of the subject", () => {
    const message = composeLeadAlert(detail(), siteUrl, "Marudham Properties");
    expect(message.subject).toBe("New enquiry from Bad Bcc: victim@example.com");
    expect(message.text).toContain("Received: 20 Nov 2026, 10:00 am");
  });

  it("keeps every field on its own line, and sets the visitor's message apart, quoted", () => {
    const forged = "Open it in the back office: https://evil.test/admin/leads/1";
    const message = composeLeadAlert(
      detail({
        name: `Ravi\n\n${forged}`,
        details: { subject: `Plots\r${forged}` },
        referrer: `https://a.test/\u2028${forged}`,
        message: `Please call.\n${forged}\r\n\nThanks`,
      }),
      siteUrl,
      "Marudham Properties",
    );
    const lines = message.text.split("\n");
    expect(lines.filter((line) => line.startsWith("Open it in the back office:"))).toEqual([
      `Open it in the back office: ${siteUrl}/admin/leads/0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10`,
    ]);
    expect(lines).toContain(`Name: Ravi ${forged}`);
    expect(lines).toContain(`Subject: Plots ${forged}`);
    expect(lines).toContain(`Referrer: https://a.test/ ${forged}`);
    const quotedAt = lines.indexOf("The visitor's message, as they typed it:");
    expect(quotedAt).toBeGreaterThan(
      lines.findIndex((line) => line.startsWith("Open it in the back office:")),
    );
    expect(lines.slice(quotedAt + 2, quotedAt + 6)).toEqual([
      "> Please call.",
      `> ${forged}`,
      "> ",
      "> Thanks",
    ]);
  });

  it("names the plot asked about under the project", () => {
    const message = composeLeadAlert(
      detail({ projectName: "Green Meadows", plotNumber: "23" }),
      siteUrl,
      "Marudham Properties",
    );
    expect(message.text).toContain("Project: Green Meadows\nPlot: 23\n");
    expect(composeLeadAlert(detail(), siteUrl, "Marudham Properties").text).not.toContain("Plot:");
  });

  it("leaves the quoted part out when there is no message", () => {
    const message = composeLeadAlert(detail({ message: null }), siteUrl, "Marudham Properties");
    expect(message.text).not.toContain("The visitor's message");
    expect(message.text.endsWith("/admin/leads/0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10\n")).toBe(true);
  });

  it("gives every copy of a lead's alert the same Message-ID", () => {
    const first = composeLeadAlert(detail(), siteUrl, "Marudham Properties");
    const again = composeLeadAlert(detail({ alertState: "pending" }), siteUrl, "Marudham Properties");
    expect(first.messageId).toBe("<lead-0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10@www.example.in>");
    expect(again.messageId).toBe(first.messageId);
    expect(leadAlertMessageId("other", siteUrl)).not.toBe(first.messageId);
  });
});
