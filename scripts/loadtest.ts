import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import autocannon from "autocannon";

import { openDatabase } from "#app/db/database.server.ts";
import { listAllBlogs } from "#app/domain/blogs/blogs.server.ts";
import { listProjects } from "#app/domain/projects/projects.server.ts";
import type { Project } from "#app/domain/projects/project.ts";
import { anyFailed, formatTable, judgeLoad } from "#scripts/bench/budgets.ts";
import { asBrowser, rssMb } from "#scripts/bench/site.ts";
import { startBuiltServer } from "./built-server.ts";
import { seedSampleSite, staffSessionCookie } from "./sample-site.ts";

/**
 * `npm run loadtest` (after `npm run build`): the built site on a fresh, seeded data folder on
 * loopback, 200 visitors asking as browsers do (Accept-Encoding with brotli). Two runs of
 * LOADTEST_SECONDS (60) each: first they browse the public pages with the page cache warm, held
 * to the budgets of issue 28 (p99 under 300 ms, peak RSS at most 400 MB, no errors); then they
 * browse while a staff member saves a project every 2 s, which moves every page to a new version
 * (figures for the record, and how long each edit took to show on the public project page).
 * Prints a table like `npm run bench` and exits 1 when a budget is missed. Run it a few times in
 * a row to see whether memory stays flat. LOADTEST_CONNECTIONS changes the load.
 */
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 200);
const seconds = Number(process.env.LOADTEST_SECONDS ?? 60);
const port = Number(process.env.LOADTEST_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const staff = { name: "Load Test", email: "loadtest@example.in", password: "Load-test-plots-2026" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepare(dataDir: string) {
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  try {
    await seedSampleSite(db, { engine: "sqlite", dataDir, siteUrl: base, staff });
    const blogs = (await listAllBlogs(db)).filter((blog) => blog.status === "Published");
    return { project: (await listProjects(db))[0]!, blogSlug: blogs[0]!.slug };
  } finally {
    await db.destroy();
  }
}

/** Saves the project with a new description, then waits until its public page shows it. */
async function editAndWatch(project: Project, cookie: string, n: number): Promise<number> {
  const marker = `Load test edit ${n} at ${Date.now()}`;
  const form = new URLSearchParams({
    intent: "save",
    id: project.id,
    name: project.name,
    location: project.location,
    priceRange: project.priceRange,
    plotSizes: project.plotSizes,
    totalPlots: String(project.totalPlots),
    soldPlots: String(project.soldPlots),
    status: project.status,
    description: `${marker}. ${project.description}`,
    bannerImage: project.bannerImage,
  });
  for (const image of project.images) form.append("images", image);
  for (const text of project.highlights) form.append("highlights", text);
  for (const text of project.amenities) form.append("amenities", text);
  const saved = Date.now();
  const response = await fetch(`${base}/admin/projects`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  if (response.status !== 302) throw new Error(`Saving the project failed (${response.status})`);
  for (let i = 0; i < 200; i++) {
    const page = await fetch(`${base}/project/${project.id}`).then(
      (r) => r.text(),
      () => "",
    );
    if (page.includes(marker)) return Date.now() - saved;
    await sleep(50);
  }
  return Number.NaN;
}

const percentile = (values: number[], p: number) =>
  values.length === 0
    ? Number.NaN
    : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

const dataDir = mkdtempSync(join(tmpdir(), "plotsite-loadtest-"));
const { project, blogSlug } = await prepare(dataDir);
const server = await startBuiltServer({
  port,
  env: { DATA_DIR: dataDir, SITE_URL: base },
  ownStorage: true,
  output: "stderr",
});
const serverRssMb = () => Math.round(rssMb(server.child.pid!));
try {
  const cookie = await staffSessionCookie(base, staff);
  const paths = [
    "/",
    "/projects",
    `/project/${project.id}`,
    "/blogs",
    `/blog/${blogSlug}`,
    "/about",
    "/contact",
  ];
  for (const path of paths) await fetch(`${base}${path}`, { headers: asBrowser });

  /** One run: autocannon over the pages while the RSS is sampled every 0.5 s. */
  const browse = async (run: string) => {
    let peakRssMb = serverRssMb();
    const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, serverRssMb())), 500);
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      headers: asBrowser,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    });
    clearInterval(sampler);
    return {
      run,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      peakRssMb,
    };
  };
  const rssBefore = serverRssMb();
  console.log(`${connections} browsers for ${seconds} s over ${paths.join(", ")}; RSS ${rssBefore} MB.`);
  const warm = await browse(`${connections} browsers, cache warm`);

  let editing = true;
  const editDelays: number[] = [];
  const editor = (async () => {
    for (let n = 1; editing; n++) {
      const started = Date.now();
      editDelays.push(await editAndWatch(project, cookie, n));
      await sleep(Math.max(0, 2_000 - (Date.now() - started)));
    }
  })();
  const edited = await browse(`${connections} browsers, a save every 2 s`);
  editing = false;
  await editor;
  await sleep(5_000);
  const rssAfter = serverRssMb();

  const shown = editDelays.filter((ms) => Number.isFinite(ms));
  const verdicts = [...judgeLoad(warm, true), ...judgeLoad(edited, false)];
  console.log(`\n${formatTable(verdicts)}\n`);
  console.log(
    `Edit shown:   ${shown.length} of ${editDelays.length} saves; after p50 ${percentile(shown, 0.5)} ms, max ${Math.max(...shown)} ms`,
  );
  console.log(`Server RSS:   ${rssBefore} MB before, ${rssAfter} MB 5 s after the runs`);
  console.log(anyFailed(verdicts) ? "Over budget." : "All within budget.");
  process.exitCode = anyFailed(verdicts) ? 1 : 0;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
