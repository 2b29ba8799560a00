// The import rules `npm run lint` checks with dependency-cruiser (docs/architecture.md, "Domains";
// ADR 019). Tests are left out: nothing imports a test, so it can close no circle, and a test (or
// tests/support) may build its data with any domain.

/** A domain's entry modules: what other domains may import from it. */
const entries = String.raw`^app/domain/[^/]+/index(\.server)?\.ts$`;

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circle",
      severity: "error",
      comment: "No module may import itself through others.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-domain-circle",
      severity: "error",
      comment:
        "The domain folders depend on each other in layers (docs/architecture.md, Domains): one that uses another is never used by it, directly or through others.",
      scope: "folder",
      from: { path: "^app/domain/[^/]+" },
      to: { path: "^app/domain/[^/]+", circular: true },
    },
    {
      name: "domain-entry",
      severity: "error",
      comment:
        "A domain uses another through its entry module, index.ts (safe for the browser) or index.server.ts, never its other modules.",
      from: { path: "^app/domain/([^/]+)/" },
      to: { path: "^app/domain/", pathNot: ["^app/domain/$1/", entries] },
    },
    {
      name: "browser-entry",
      severity: "error",
      comment: "index.ts reaches the browser bundle: server-only exports belong in index.server.ts.",
      from: { path: String.raw`^app/domain/[^/]+/index\.ts$` },
      to: { path: String.raw`\.server\.tsx?$` },
    },
  ],
  options: {
    exclude: { path: String.raw`\.test\.tsx?$` },
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a circle of types is still one the reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
