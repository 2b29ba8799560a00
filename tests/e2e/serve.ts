import { join } from "node:path";

import { createAuth } from "../../app/domain/staff/auth.server.ts";
import { createStaffAccount } from "../../app/domain/staff/staff.server.ts";
import { migrateToLatest, openDatabase } from "../../app/db/database.server.ts";
import { createMailer } from "../../app/mail/mailer.server.ts";
import { LocalDiskStorage } from "../../app/domain/media/storage.server.ts";
import { seedSampleContent } from "../../app/sample-content/seed.server.ts";
import { loadConfig } from "../../server/config.ts";
import { startServer } from "../../server/main.ts";
import { startSmtpSink } from "./smtp-sink.ts";
import { testStaff } from "./staff.ts";

/**
 * The browser tests' servers: the built site on a fresh data folder with one staff account, an
 * SMTP server of their own for outgoing mail, and the sample content (E2E_CONTENT=sample) or
 * nothing else (E2E_CONTENT=empty).
 */
process.env.SMTP_URL = (await startSmtpSink(join(process.env.DATA_DIR ?? "", "smtp-received"))).url;
const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: join(config.dataDir, "outbox"),
});
const auth = createAuth({ db, engine: "sqlite", siteUrl: config.siteUrl, secret: config.authSecret, mailer });
await createStaffAccount(auth, testStaff);
if (process.env.E2E_CONTENT !== "empty") {
  const storage = new LocalDiskStorage(join(config.dataDir, "uploads"));
  await seedSampleContent({ db, storage }, { projects: true, blogs: true });
}
await db.destroy();
await startServer({ development: false });
