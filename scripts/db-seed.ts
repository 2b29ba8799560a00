import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { fillAtScale, fullScale, storedPictures } from "#app/sample-content/scale.server.ts";
import { seedSampleContent } from "#app/sample-content/seed.server.ts";
import { loadConfig } from "#server/config.ts";
import { createFileStores } from "#server/services.ts";

/**
 * `npm run db:seed`: adds the 4 sample projects and 5 sample blogs; safe to run twice.
 * `npm run db:seed -- --scale` then tops the database up to 1,000 projects, 10,000 posts and
 * 100,000 leads that share the sample pictures (for the scale bench).
 */
const config = loadConfig();
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  const { storage, brochures } = createFileStores(config);
  const added = await seedSampleContent({ db, storage, brochures }, { projects: true, blogs: true });
  console.log(`Sample content: ${added.projects} projects and ${added.blogs} blogs added.`);
  if (process.argv.includes("--scale")) {
    const started = Date.now();
    const scaled = await fillAtScale(db, fullScale, await storedPictures(db));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `At scale: ${scaled.projects} projects, ${scaled.blogs} posts and ${scaled.leads} leads added in ${seconds} s.`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
