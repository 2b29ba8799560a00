const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Record ids are chosen by the server: random UUIDs, so they reveal neither count nor order. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A malformed id can never match a row, so callers answer "not found" without asking. Form schemas
 * that run in the browser use it too, hence Web Crypto above rather than node:crypto.
 */
export function isId(value: unknown): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}
