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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
