import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { loadConfig } from "#server/config.ts";

/** `npm run db:migrate`: applies pending migrations (the server also does this at start). */
const config = loadConfig();
const db = openDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length > 0 ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
