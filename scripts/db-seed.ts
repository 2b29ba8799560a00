import { migrateToLatest, openDatabase } from "../app/db/database.server.ts";
import { LocalDiskStorage } from "../app/domain/media/storage.server.ts";
import { seedSampleContent } from "../app/sample-content/seed.server.ts";
import { loadConfig } from "../server/config.ts";

/** `npm run db:seed`: adds the 4 sample projects and 5 sample blogs; safe to run twice. */
const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  const storage = new LocalDiskStorage(`${config.dataDir}/uploads`);
  const added = await seedSampleContent({ db, storage }, { projects: true, blogs: true });
  console.log(`Sample content: ${added.projects} projects and ${added.blogs} blogs added.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
