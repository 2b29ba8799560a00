import autocannon from "autocannon";

import type { MemoryFigures } from "./budgets.ts";
import { asBrowser, rssMb, startSite } from "./site.ts";
import { connections } from "./throughput.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long the server is left idle after a run before its RSS counts as "after". */
const settleMs = 5_000;

/**
 * A fresh site's resident memory: once it answers and has served its first page, then over
 * `runs` consecutive load runs of `seconds` each (autocannon, every connection cycling through the
 * pages), each run's peak (sampled every 0.5 s) and its RSS once settled.
 */
export async function measureMemory(options: {
  seedDir: string;
  pages: readonly string[];
  port: number;
  seconds: number;
  runs: number;
}): Promise<MemoryFigures> {
  const { seedDir, pages, port, seconds, runs } = options;
  const site = await startSite(seedDir, port);
  try {
    const first = await fetch(`${site.base}/`);
    await first.arrayBuffer();
    if (!first.ok) throw new Error(`The home page answered ${first.status}`);
    const afterStartMb = rssMb(site.pid);
    const results: { peakMb: number; afterMb: number }[] = [];
    for (let run = 0; run < runs; run++) {
      let peakMb = rssMb(site.pid);
      const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(site.pid))), 500);
      try {
        const result = await autocannon({
          url: site.base,
          connections,
          duration: seconds,
          headers: asBrowser,
          requests: pages.map((path) => ({ method: "GET" as const, path })),
        });
        if (result.errors + result.timeouts + result.non2xx > 0) {
          console.error(
            `memory run ${run + 1}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
          );
        }
      } finally {
        clearInterval(sampler);
      }
      await sleep(settleMs);
      const afterMb = rssMb(site.pid);
      console.error(`memory run ${run + 1}: peak ${peakMb.toFixed(0)} MB, after ${afterMb.toFixed(0)} MB`);
      results.push({ peakMb: Math.max(peakMb, afterMb), afterMb });
    }
    return { afterStartMb, runs: results };
  } finally {
    await site.stop();
  }
}
