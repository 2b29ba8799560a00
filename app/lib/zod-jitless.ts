import { z } from "zod/v4";

/**
 * zod, configured before any schema exists. vite.config.ts resolves every `import … from "zod"` of
 * the app to this module, so this runs first wherever zod does. Without JIT, zod never probes
 * `new Function`, which the pages' Content-Security-Policy (no 'unsafe-eval') reports as a violation.
 */
z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
