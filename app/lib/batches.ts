import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Long work on the server in small steps: a request that walks thousands of rows (a plot import)
 * must not hold the event loop, or every other request, /healthz included, waits for it to end.
 */

/** Lets the requests waiting behind this one run before it goes on. */
export const letOthersRun = (): Promise<void> => nextTurn();

/**
 * A pacer for long work: awaited between two small steps, it lets other requests run once
 * `everyMs` have passed since they last could, so the work holds the event loop for about that
 * long at most (plus one step), however busy the machine is.
 */
export function pacer(everyMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < everyMs) return;
    await letOthersRun();
    since = performance.now();
  };
}

/** Runs `work` on `items` `size` at a time (a statement each, say), pacing between two slices. */
export async function inSlices<T>(
  items: readonly T[],
  size: number,
  work: (slice: T[]) => Promise<void> | void,
  pace: () => Promise<void> = pacer(),
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await pace();
    await work(items.slice(start, start + size));
  }
}
