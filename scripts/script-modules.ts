import { relative } from "node:path";

import { rolldown, type Plugin as RolldownPlugin } from "rolldown";
import type { Plugin, ResolvedConfig } from "vite";

/** The import suffix that asks for a behaviour module's address: `./x-script.ts?script`. */
const suffix = "?script";

/** A behaviour module bundled: its entry's file in the client build, and every file it brings. */
interface Bundled {
  entry: string;
  files: { fileName: string; source: string }[];
  watched: string[];
}

/**
 * Bundles one behaviour module alone, as the browser loads it: its imports inlined (nothing shared
 * with another module's file), a chunk of its own only for what it imports later with `import()`,
 * minified, every file named `assets/<name>-<hash>.js` like the rest of the client build. The
 * bundler is Vite's own (Rolldown), with the site's aliases and its browser target.
 */
async function bundle(config: ResolvedConfig, file: string): Promise<Bundled> {
  const { target } = config.build;
  const build = await rolldown({
    input: file,
    platform: "browser",
    plugins: [viteAliases(config)],
    transform: target === false ? {} : { target },
    preserveEntrySignatures: false,
  });
  try {
    const { output } = await build.generate({
      format: "es",
      minify: true,
      entryFileNames: `${config.build.assetsDir}/[name]-[hash].js`,
      chunkFileNames: `${config.build.assetsDir}/[name]-[hash].js`,
    });
    return {
      entry: output[0].fileName,
      files: output.map((item) => ({
        fileName: item.fileName,
        source: item.type === "chunk" ? item.code : String(item.source),
      })),
      watched: output.flatMap((item) => (item.type === "chunk" ? item.moduleIds : [])),
    };
  } finally {
    await build.close();
  }
}

/** Vite's aliases (zod without JIT), matched as Vite matches them, for Rolldown. */
function viteAliases(config: ResolvedConfig): RolldownPlugin {
  return {
    name: "plotsite:vite-aliases",
    resolveId(source, importer, options) {
      for (const { find, replacement } of config.resolve.alias) {
        const matches =
          typeof find === "string" ? source === find || source.startsWith(`${find}/`) : find.test(source);
        if (matches) return this.resolve(source.replace(find, replacement), importer, options);
      }
      return null;
    },
  };
}

/**
 * `import src from "./x-script.ts?script"` gives the address of a behaviour module of a page
 * without the framework runtime (docs/architecture.md), for `<script type="module" src async>`.
 * In a build the module is bundled on its own and written among the client's hashed assets (the
 * server build gets the same address and writes nothing); in development (and under Vitest) the
 * address is the source file's, which Vite serves as a module.
 */
export function scriptModules(): Plugin {
  let config: ResolvedConfig;
  // The client and the server build ask for the same modules: each is bundled once.
  const bundled = new Map<string, Promise<Bundled>>();
  return {
    name: "plotsite:script-modules",
    configResolved(resolved) {
      config = resolved;
    },
    watchChange() {
      bundled.clear();
    },
    load: {
      filter: { id: /\?script$/ },
      async handler(id) {
        const file = id.slice(0, -suffix.length);
        if (config.command === "serve") {
          return `export default ${JSON.stringify(`/${relative(config.root, file)}`)};`;
        }
        let module = bundled.get(file);
        if (!module) {
          module = bundle(config, file);
          bundled.set(file, module);
        }
        const { entry, files, watched } = await module;
        for (const source of watched) this.addWatchFile(source);
        if (this.environment.name === "client") {
          for (const output of files) this.emitFile({ type: "asset", ...output });
        }
        return `export default ${JSON.stringify(`${config.base}${entry}`)};`;
      },
    },
  };
}
