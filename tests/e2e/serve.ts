import { migrateToLatest, openDatabase } from "../../app/db/database.server.ts";
import { LocalDiskStorage } from "../../app/media/storage.server.ts";
import { seedSampleContent } from "../../app/seed/seed.server.ts";
import { loadConfig } from "../../server/config.ts";
import { startServer } from "../../server/main.ts";

/** The browser tests' server: a fresh data folder with the sample content, then the built site. */
const config = loadConfig();
const db = openDatabase(config.database);
await migrateToLatest(db);
await seedSampleContent(
  { db, storage: new LocalDiskStorage(`${config.dataDir}/uploads`) },
  { projects: true, blogs: true },
);
await db.destroy();
await startServer({ development: false });
