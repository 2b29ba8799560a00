import { join } from "node:path";

import { createStaffAccount } from "#app/domain/staff/staff.server.ts";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { seedSampleContent } from "#app/sample-content/seed.server.ts";
import { loadConfig } from "#server/config.ts";
import { startServer } from "#server/main.ts";
import { createServices } from "#server/services.ts";
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
const services = createServices(config, db);
await createStaffAccount(services.auth, testStaff);
if (process.env.E2E_CONTENT !== "empty") {
  // Without their generated brochures: the brochure tests attach one to a sample themselves and
  // check the others show no download.
  await seedSampleContent({ db: services.db, storage: services.storage }, { projects: true, blogs: true });
}
await db.destroy();
await startServer({ development: false });
