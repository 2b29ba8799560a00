/**
 * Imported first by the process entries (server/main.ts, scripts/start.ts), before React or
 * Express load: React picks its production build, React Router stops sending error details to the
 * browser and Express stops printing stack traces, each from process.env.NODE_ENV as it loads, so a
 * default applied later (in the config module) would come too late. Only `npm run dev` develops.
 */
export function processNodeEnv(argv: readonly string[]): "development" | "production" {
  return argv.includes("--dev") ? "development" : "production";
}

process.env.NODE_ENV = processNodeEnv(process.argv);
