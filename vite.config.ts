import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: "./server/app.ts" },
      },
      // Bundled, so the server keeps the few icons the site draws, not all 1,700 of the package.
      resolve: { noExternal: ["lucide-react"] },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
  // The layout plan's standalone script is bundled as its own hashed asset (a `?worker&url`
  // import, see app/components/project-detail/plot-plan-section.tsx) and loaded as a module.
  worker: { format: "es" },
  resolve: {
    tsconfigPaths: true,
    // zod without JIT, whose `new Function` probe the CSP reports (see app/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("./app/lib/zod-jitless.ts", import.meta.url)) },
    ],
  },
});
