import { defineConfig } from "vitest/config";

// Unit and integration tests run without the React Router plugin: they import modules directly
// (the project's own through package.json `imports`, as Node and Vite resolve them).
export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
