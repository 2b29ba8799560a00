import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { createStaffAccount } from "#app/domain/staff/staff.server.ts";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { writeVisitPlan } from "#app/domain/visits/index.server.ts";
import { seedSampleContent } from "#app/sample-content/seed.server.ts";
import { loadConfig } from "#server/config.ts";
import { startServer } from "#server/main.ts";
import { createServices } from "#server/services.ts";
import { startSmtpSink } from "./smtp-sink.ts";
import { roleOf, roleStaff, testStaff } from "./staff.ts";
import { byRequestProject } from "./visits.ts";

/**
 * The browser tests' servers: the built site on a fresh data folder with one staff account, an
 * SMTP server of their own for outgoing mail, and the sample content (E2E_CONTENT=sample) or
 * nothing else (E2E_CONTENT=empty).
 *
 * With `--prepare` it only fills the data folder and exits: `npm test` seeds the sample site while
 * Vitest runs, and the server started on that folder later finds it ready (a marker file says so).
 */
const dataDir = process.env.DATA_DIR ?? "";
const ready = join(dataDir, "e2e-ready");
const prepareOnly = process.argv.includes("--prepare");

if (!prepareOnly) process.env.SMTP_URL = (await startSmtpSink(join(dataDir, "smtp-received"))).url;
if (!existsSync(ready)) {
  const config = loadConfig();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const services = createServices(config, db);
  await createStaffAccount(services.auth, testStaff);
  for (const [key, account] of Object.entries(roleStaff)) {
    const role = roleOf[key as keyof typeof roleStaff];
    await createStaffAccount(services.auth, { ...account, password: testStaff.password, role });
  }
  if (process.env.E2E_CONTENT !== "empty") {
    // Without their generated brochures: the brochure tests attach one to a sample themselves and
    // check the others show no download.
    await seedSampleContent({ db: services.db, storage: services.storage }, { projects: true, blogs: true });
    // The tests meet both shapes of 'Schedule Site Visit': Green Meadows takes visits by request,
    // as a project staff added without slots does; the other samples book their weekend slots.
    const meadows = await services.db
      .selectFrom("projects")
      .select("id")
      .where("name", "=", byRequestProject)
      .executeTakeFirstOrThrow();
    await writeVisitPlan(services.db, meadows.id, { slots: [], pickupPoints: [] });
  }
  await db.destroy();
  writeFileSync(ready, "");
}
if (!prepareOnly) await startServer({ development: false });
