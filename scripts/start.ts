import "#server/node-env.ts";

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import { serverBuildFile, startServer } from "#server/main.ts";

const root = join(import.meta.dirname, "..");
const sources = ["app", "server/app.ts", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestSourceTime(): number {
  let newest = 0;
  for (const source of sources) {
    const path = join(root, source);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: "utf8" }).map((f) => join(path, f))
      : [path];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** `npm start` builds first when there is no build, or when the sources changed since it was made. */
function buildIfNeeded(): void {
  if (existsSync(serverBuildFile) && statSync(serverBuildFile).mtimeMs >= newestSourceTime()) return;
  console.log("Building the site (first start or changed sources)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}

buildIfNeeded();
await startServer({ development: false });
