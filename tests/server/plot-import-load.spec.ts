import { expect, test } from "@playwright/test";

import { testProject } from "#tests/support/lead-test-data.ts";
import { startPrivateSite, type PrivateSite } from "#tests/security/private-site.ts";

/**
 * Issue 28: importing a large plot inventory must not stop the site. While a 5,000-plot file is
 * previewed and imported, another client keeps asking /healthz; no answer may take a second (the
 * server used to hold every request for the whole import). A file over the row limit is refused
 * with the form's message before it is read to its end.
 */

test.describe.configure({ mode: "serial", timeout: 240_000 });

let site: PrivateSite;
let cookie: string;

test.beforeAll(async () => {
  site = await startPrivateSite();
  cookie = await site.staffCookie();
});

test.afterAll(() => site?.stop());

/** A file of `count` plots with every column, or (`bare`) with only the two required ones. */
function plotsCsv(count: number, { bare = false } = {}): string {
  const lines = [bare ? "number,area_sqft" : "number,block,area_sqft,facing,rate_per_sqft,status"];
  for (let i = 1; i <= count; i++) {
    const area = 1000 + (i % 900);
    lines.push(bare ? `${i},${area}` : `${i},${"ABCDE"[i % 5]},${area},${i % 2 ? "E" : "N"},2400,Available`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** A page's text as a reader sees it: React's markers between adjacent texts left out. */
const pageText = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

function postImport(projectId: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${site.base}/admin/projects/${projectId}/plots/import`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie },
    body,
  });
}

/** Runs `work` while /healthz is asked every 50 ms; answers its result and the slowest answer's time. */
async function whilePolling<T>(work: () => Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  let slowestMs = 0;
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${site.base}/healthz`);
      await response.arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return { result: await work(), slowestMs };
  } finally {
    done = true;
    await poller;
  }
}

test("a 5,000-plot preview and import leave /healthz answering within a second", async () => {
  const projectId = await site.withDatabase((db) => testProject(db, "Import load"));
  const csv = plotsCsv(5_000);
  const file = new File([csv], "plots.csv", { type: "text/csv" });

  const preview = await whilePolling(() => postImport(projectId, { intent: "preview", file }));
  expect(preview.result.status).toBe(200);
  expect(await pageText(preview.result)).toContain("Ready to import: 5000 new, 0 updated, 0 unchanged.");
  expect(preview.slowestMs).toBeLessThan(1_000);

  const saved = await whilePolling(() => postImport(projectId, { intent: "import", csv }));
  expect(saved.result.status).toBe(302);
  expect(saved.slowestMs).toBeLessThan(1_000);
  const stored = await site.withDatabase(async (db) => ({
    plots: Number(
      (
        await db
          .selectFrom("plots")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("project_id", "=", projectId)
          .executeTakeFirstOrThrow()
      ).n,
    ),
    project: await db
      .selectFrom("projects")
      .select(["total_plots", "sold_plots"])
      .where("id", "=", projectId)
      .executeTakeFirstOrThrow(),
  }));
  expect(stored).toEqual({ plots: 5_000, project: { total_plots: 5_000, sold_plots: 0 } });
});

test("a file of 60,000 plots is refused with the import form's message, and the site keeps answering", async () => {
  const projectId = await site.withDatabase((db) => testProject(db, "Import refused"));
  const csv = plotsCsv(60_000, { bare: true });
  expect(csv.length).toBeLessThan(1024 * 1024);
  const file = new File([csv], "plots.csv", { type: "text/csv" });
  const started = performance.now();
  const preview = await whilePolling(() => postImport(projectId, { intent: "preview", file }));
  expect(preview.result.status).toBe(400);
  expect(await pageText(preview.result)).toContain(
    "The file is too large: import at most 5,000 plots (1 MB) at a time.",
  );
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(preview.slowestMs).toBeLessThan(1_000);
});
