import { join } from "node:path";

import type { AppServices } from "../app/context.ts";
import type { DB } from "../app/db/database.server.ts";
import { startLeadAlerts } from "../app/domain/leads/lead-alerts.server.ts";
import { BrochureStore, type Brochures } from "../app/domain/media/brochures.server.ts";
import { Bucket, S3BrochureStore, S3Storage } from "../app/domain/media/s3-storage.server.ts";
import { LocalDiskStorage, type Storage } from "../app/domain/media/storage.server.ts";
import { createAuth } from "../app/domain/staff/auth.server.ts";
import { createMailer } from "../app/mail/mailer.server.ts";
import type { Config } from "./config.ts";
import { watchFileWrites, type DiskSpace } from "./disk-space.ts";
import type { AppMetrics } from "../app/lib/metrics.ts";

/** The services that run nothing in the background, for the server and for one-off commands alike. */
export type CoreServices = Pick<AppServices, "db" | "storage" | "brochures" | "auth" | "mailer">;

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

/** What the server hands every loader and action; starts the lead alert sender (stop it at shutdown). */
export function startServices(config: Config, db: DB, disk: DiskSpace, metrics: AppMetrics): AppServices {
  const core = createServices(config, db, disk);
  return {
    ...core,
    siteUrl: config.siteUrl,
    signingSecret: config.authSecret,
    forms: config.forms,
    leadAlerts: startLeadAlerts(
      { db, mailer: core.mailer, siteUrl: config.siteUrl, metrics },
      config.leadAlertIntervalMs,
    ),
    metrics,
    mediaPublicUrl: config.mediaPublicUrl,
  };
}
