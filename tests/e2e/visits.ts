/** The sample project whose visiting slots the browser tests' sites remove (tests/e2e/serve.ts). */
export const byRequestProject = "Green Meadows Oragadam";
