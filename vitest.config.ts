import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

import { scriptModules } from "#scripts/script-modules.ts";

// Unit and integration tests run without the React Router plugin: they import modules directly
// (the project's own through package.json `imports`, as Node and Vite resolve them).
export default defineConfig({
  // A component's behaviour module is its address, as in the site (the module is not run).
  plugins: [scriptModules()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // Vitest's default is one file fewer than the cores at a time: one on CI's two, which left the
    // other core idle once the type check, the build and the sample site beside it (npm test) end.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // As the browser tests do (playwright.config.ts): on CI's shared machines a test that fails once
    // runs once more, and `npm test` names it as flaky when it then passes (scripts/test-report.ts).
    retry: process.env.CI ? 1 : 0,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
