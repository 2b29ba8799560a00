/** A report of one run of the alert sender, as deliverDueAlerts returns it. */
export interface AlertRunReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * What the app reports to the server's metrics (`/metrics`, server/metrics.ts): the app calls
 * these, the server counts them with prom-client. Tests and scripts use `noMetrics`.
 */
export interface AppMetrics {
  leadReceived(kind: string, spam: boolean): void;
  /** `job` is a background job's name (app/jobs). */
  jobRun(job: string, outcome: "ok" | "failed"): void;
  alertsDelivered(report: AlertRunReport): void;
  /**
   * An anonymous read of a public page: answered from the page cache (`hit`), by a render another
   * request had under way (`shared`), or rendered for it (`rendered`).
   */
  pageCache(result: PageCacheResult): void;
}

export type PageCacheResult = "hit" | "shared" | "rendered";

export const noMetrics: AppMetrics = {
  leadReceived() {},
  jobRun() {},
  alertsDelivered() {},
  pageCache() {},
};
