import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { scriptModules } from "#scripts/script-modules.ts";

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
  // scriptModules: `import src from "./x-script.ts?script"`, a page's behaviour module bundled on
  // its own (docs/architecture.md, "Public pages without the framework runtime").
  plugins: [tailwindcss(), reactRouter(), scriptModules()],
  // A font stays a file of its own, however small (the ₹ faces are under 1 KB): the CSP allows
  // fonts from this site only, not from data: addresses.
  build: { assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined) },
  resolve: {
    // zod without JIT, whose `new Function` probe the CSP reports (see app/lib/zod-jitless.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("./app/lib/zod-jitless.ts", import.meta.url)) },
    ],
  },
});
