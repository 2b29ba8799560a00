import client from "prom-client";

import type { DB } from "#app/db/database.server.ts";
import type { AppMetrics } from "#app/lib/metrics.ts";

export interface ServerMetrics {
  /** The counters the app feeds (leads, background jobs, alert mails). */
  app: AppMetrics;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The text Prometheus scrapes, and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/**
 * Prometheus metrics of this instance (prom-client, a registry of its own): the process (CPU,
 * memory, event loop), request durations by route, leads received, background job runs and alert
 * mails; the alert queue's depth is read from the database at each scrape, so it is the same on
 * every instance.
 */
export function createMetrics(db: DB): ServerMetrics {
  const registers = [new client.Registry()];
  const [register] = registers as [client.Registry];
  client.collectDefaultMetrics({ register, prefix: "plotsite_" });

  const requests = new client.Histogram({
    name: "plotsite_http_request_duration_seconds",
    help: "Time to answer a request, by method, route and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const leads = new client.Counter({
    name: "plotsite_leads_received_total",
    help: "Leads stored from the public forms, by kind and whether they were kept as spam.",
    labelNames: ["kind", "spam"] as const,
    registers,
  });
  const jobs = new client.Counter({
    name: "plotsite_job_runs_total",
    help: "Background job runs, by job and outcome.",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const alerts = new client.Counter({
    name: "plotsite_lead_alert_attempts_total",
    help: "Lead alert e-mails tried, by outcome (sent, retrying later, failed for good).",
    labelNames: ["outcome"] as const,
    registers,
  });
  const pageCache = new client.Counter({
    name: "plotsite_page_cache_reads_total",
    help: "Anonymous reads of public pages, by how they were answered (hit, shared, rendered).",
    labelNames: ["result"] as const,
    registers,
  });
  const queueStates = ["pending", "failed"] as const;
  new client.Gauge({
    name: "plotsite_lead_alerts_queued",
    help: "Lead alert e-mails waiting to be sent (pending) or given up (failed), in the database.",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      const rows = await db
        .selectFrom("lead_alerts")
        .select(["state", (eb) => eb.fn.countAll<number | string>().as("n")])
        .where("state", "in", queueStates)
        .groupBy("state")
        .execute();
      for (const state of queueStates) {
        this.set({ state }, Number(rows.find((row) => row.state === state)?.n ?? 0));
      }
    },
  });

  return {
    app: {
      leadReceived: (kind, spam) => leads.inc({ kind, spam: String(spam) }),
      jobRun: (job, outcome) => jobs.inc({ job, outcome }),
      alertsDelivered(report) {
        for (const outcome of ["sent", "retrying", "failed"] as const) {
          if (report[outcome] > 0) alerts.inc({ outcome }, report[outcome]);
        }
      },
      pageCache: (result) => pageCache.inc({ result }),
    },
    observeRequest: (method, route, status, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    scrape: async () => ({ contentType: register.contentType, body: await register.metrics() }),
  };
}
