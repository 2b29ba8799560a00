import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";

import type { Logger } from "pino";

/** The request being answered, so a line printed while answering it carries its id. */
export const currentRequest = new AsyncLocalStorage<{ reqId: string }>();

const levels = [
  ["debug", "debug"],
  ["log", "info"],
  ["info", "info"],
  ["warn", "warn"],
  ["error", "error"],
] as const;

/**
 * Issue "Grow past one machine": what the app prints with `console` (a save that failed, an alert
 * not sent, the server's start and stop) becomes a JSON line of the server's log like the request
 * lines: the level, the id of the request it was printed for, and an error's type, message and
 * stack as fields instead of loose lines a log collector splits apart. Answers a function that puts
 * the console back.
 */
export function logConsoleAsJson(logger: Logger): () => void {
  const originals = levels.map(([method]) => [method, console[method]] as const);
  for (const [method, level] of levels) {
    console[method] = (...args: unknown[]) => {
      const err = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      const reqId = currentRequest.getStore()?.reqId;
      logger[level](
        { ...(reqId && { reqId }), ...(err && { err }) },
        rest.length > 0 ? format(...rest) : (err?.message ?? ""),
      );
    };
  }
  return () => {
    for (const [method, original] of originals) console[method] = original;
  };
}
