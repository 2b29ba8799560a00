/**
 * Hands items to `write` in groups: the items handed in during one turn of the event loop, or
 * while the previous write is under way, are written together by the next write, which starts at
 * the end of that turn. A burst then costs one write per write's duration instead of one per item
 * (SQLite commits one write at a time, each with its own fsync, and blocks while it does), and a
 * lone item waits for nothing but the end of the turn. Each item's promise settles with its
 * group's write.
 */
export function groupWrites<T>(write: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let gathering: { items: T[]; written: Promise<void> } | null = null;
  let previous: Promise<unknown> = Promise.resolve();
  return (item) => {
    if (!gathering) {
      const items: T[] = [];
      const written = previous
        .then(() => new Promise((resolve) => setImmediate(resolve)))
        .then(() => {
          gathering = null;
          return write(items);
        });
      gathering = { items, written };
      previous = written.catch(() => undefined);
    }
    gathering.items.push(item);
    return gathering.written;
  };
}
