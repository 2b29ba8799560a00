/**
 * Issue 13: a public page whose route says so in its `handle` ships no framework runtime. The
 * server renders it with React as every page, then sends no React Router scripts (the root layout
 * leaves out <Scripts/> and <ScrollRestoration/>): its behaviours are small modules of their own,
 * loaded by the components that need them. With no inline script it needs no per-response CSP
 * nonce, so its HTML is the same for every visitor and the server may cache it (server/page-cache.ts).
 */
export interface ScriptlessHandle {
  scriptless: true;
}

export const scriptless: ScriptlessHandle = { scriptless: true };

export function isScriptless(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as Partial<ScriptlessHandle>).scriptless === true
  );
}
