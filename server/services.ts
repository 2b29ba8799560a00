import { join } from "node:path";

import type { AppServices } from "#app/context.ts";
import type { DB } from "#app/db/database.server.ts";
import { backupJob } from "#app/domain/backup/backup-schedule.server.ts";
import { postShowsImage } from "#app/domain/blogs/index.server.ts";
import { holdExpiryJob } from "#app/domain/plots/plot-holds.server.ts";
import { publishingJob } from "#app/domain/publishing/index.server.ts";
import { leadAlertJob, leadAlertJobName, leadRetentionJob } from "#app/domain/leads/lead-alerts.server.ts";
import { followUpDigestJob } from "#app/domain/leads/follow-up-digest.server.ts";
import { metaLeadJob, metaLeadJobName } from "#app/domain/leads/meta-leads.server.ts";
import { visitMailJob, visitMailJobName } from "#app/domain/leads/visit-mails.server.ts";
import { whatsAppJob, whatsAppJobName } from "#app/domain/whatsapp/index.server.ts";
import { startJobRunner, type Job, type JobRunner } from "#app/jobs/jobs.server.ts";
import { BrochureStore, type Brochures } from "#app/domain/media/brochures.server.ts";
import type { ImageUse } from "#app/domain/media/index.server.ts";
import { Bucket, S3BrochureStore, S3Storage } from "#app/domain/media/s3-storage.server.ts";
import { LocalDiskStorage, type Storage } from "#app/domain/media/storage.server.ts";
import { projectShowsImage } from "#app/domain/projects/index.server.ts";
import { revisionPruningJob } from "#app/domain/revisions/index.server.ts";
import { createAuth } from "#app/domain/staff/auth.server.ts";
import { createMailer, type Mailer } from "#app/mail/mailer.server.ts";
import type { Config } from "./config.ts";
import { watchFileWrites, type DiskSpace } from "./disk-space.ts";
import type { AppMetrics } from "#app/lib/metrics.ts";

/** The services that run nothing in the background, for the server and for one-off commands alike. */
export type CoreServices = Pick<
  AppServices,
  "db" | "storage" | "brochures" | "imageUses" | "auth" | "mailer"
>;

/** Every domain whose records show uploaded images: one more that keeps uploads adds its check here. */
export const imageUses: readonly ImageUse[] = [projectShowsImage, postShowsImage];

/** The image and brochure stores the configuration names: folders in DATA_DIR, or one bucket. */
export function createFileStores(config: Config): { storage: Storage; brochures: Brochures } {
  if (config.storage.kind === "disk") {
    return {
      storage: new LocalDiskStorage(join(config.dataDir, "uploads")),
      brochures: new BrochureStore(join(config.dataDir, "brochures")),
    };
  }
  const bucket = new Bucket(config.storage);
  return { storage: new S3Storage(bucket), brochures: new S3BrochureStore(bucket) };
}

/**
 * Mail, staff accounts and file stores on `db`, wired from the configuration. Given `disk`, the
 * stores report each write to it, so a full disk turns /readyz to 503.
 */
export function createServices(config: Config, db: DB, disk?: DiskSpace): CoreServices {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, "outbox"),
  });
  const { storage, brochures } = createFileStores(config);
  return {
    db,
    storage: disk ? watchFileWrites(storage, disk, "An image") : storage,
    brochures: disk ? watchFileWrites(brochures, disk, "A brochure") : brochures,
    imageUses,
    auth: createAuth({
      db,
      engine: config.database.kind,
      siteUrl: config.siteUrl,
      secret: config.authSecret,
      mailer,
      invitationLinkHours: config.invitationLinkHours,
    }),
    mailer,
  };
}

/** The background jobs this site runs (app/jobs): each runs once per period across every instance. */
function backgroundJobs(
  config: Config,
  db: DB,
  {
    mailer,
    metrics,
    log,
    kickAlerts,
  }: { mailer: Mailer; metrics: AppMetrics; log: JobLog; kickAlerts(): void },
): Job[] {
  const { intervalMs, keep } = config.backups;
  const meta = config.adLeads.meta;
  return [
    ...(meta ? [metaLeadJob({ db, settings: meta, stored: kickAlerts, log })] : []),
    leadAlertJob({ db, mailer, siteUrl: config.siteUrl, metrics }, config.leadAlertIntervalMs),
    leadRetentionJob(db),
    followUpDigestJob({ db, mailer, siteUrl: config.siteUrl }),
    visitMailJob({ db, mailer, siteUrl: config.siteUrl, signingSecret: config.authSecret }),
    holdExpiryJob(db),
    publishingJob(db, log),
    revisionPruningJob(db),
    ...(config.whatsApp
      ? [
          whatsAppJob({
            db,
            config: config.whatsApp,
            siteUrl: config.siteUrl,
            signingSecret: config.authSecret,
            log,
          }),
        ]
      : []),
    ...(intervalMs
      ? [backupJob({ database: config.database, dataDir: config.dataDir, intervalMs, keep, log })]
      : []),
  ];
}

type JobLog = { info(message: string): void; error(message: string): void };

/** How often each instance looks for due jobs: a kicked job that another instance held waits at most this. */
const jobTickMs = 5_000;

/**
 * What the server hands every loader and action, and the background job runner it starts (stop it
 * at shutdown). A new lead kicks the alert job, so its e-mail leaves without waiting for a tick.
 */
export function startServices(
  config: Config,
  db: DB,
  disk: DiskSpace,
  metrics: AppMetrics,
  log: JobLog,
): { services: AppServices; jobs: JobRunner } {
  const core = createServices(config, db, disk);
  // A new lead's alert leaves at once, and so does a booked visit's confirmation (by mail and WhatsApp).
  const kickWhatsApp = () => {
    if (config.whatsApp) void jobs.kick(whatsAppJobName);
  };
  const kickAlerts = () => {
    void jobs.kick(leadAlertJobName);
    void jobs.kick(visitMailJobName);
    kickWhatsApp();
  };
  const jobs: JobRunner = startJobRunner({
    db,
    jobs: backgroundJobs(config, db, { mailer: core.mailer, metrics, log, kickAlerts }),
    metrics,
    log,
    tickMs: Math.min(jobTickMs, config.leadAlertIntervalMs),
  });
  const services: AppServices = {
    ...core,
    siteUrl: config.siteUrl,
    signingSecret: config.authSecret,
    forms: config.forms,
    leadAlerts: { kick: kickAlerts },
    adLeads: { ...config.adLeads, kickMeta: () => void jobs.kick(metaLeadJobName) },
    whatsApp: { config: config.whatsApp, kick: kickWhatsApp },
    metrics,
    mediaPublicUrl: config.mediaPublicUrl,
  };
  return { services, jobs };
}
