/**
 * How the scripts start the built server: with the V8 setting `npm start` and
 * deploy/plotsite.service use (docs/architecture.md, Performance), so their memory figures are the
 * deployed server's.
 */
export const serverNodeArgs = [
  "--max-semi-space-size=4",
  "--v8-pool-size=0",
  "--import",
  "./scripts/require-node.js",
  "server/main.ts",
];
