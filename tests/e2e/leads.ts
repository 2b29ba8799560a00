import { request as httpRequest } from "node:http";

import { openDatabase, type DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { e2ePort } from "./servers.ts";

/** Opens the sample site's database (the e2e server's data folder) for the duration of `work`. */
export async function withSiteDatabase<T>(work: (db: DB) => Promise<T>): Promise<T> {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error("E2E_DATA_DIR is not set: run the browser tests through Playwright.");
  const db = openDatabase({ kind: "sqlite", file: `${folder}/site.db` });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** The stored leads sent under this name (names carry a per-test marker). */
export function leadsNamed(name: string) {
  return withSiteDatabase((db) => db.selectFrom("leads").selectAll().where("name", "=", name).execute());
}

export function projectIdNamed(name: string): Promise<string> {
  return withSiteDatabase(async (db) => {
    const row = await db
      .selectFrom("projects")
      .select("id")
      .where("name", "=", name)
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A sample project's plot numbers of a status (or all of them), in number order. */
export function plotsOf(projectName: string, status?: string): Promise<string[]> {
  return withSiteDatabase(async (db) => {
    const rows = await db
      .selectFrom("plots")
      .innerJoin("projects", "projects.id", "plots.project_id")
      .select("plots.number")
      .where("projects.name", "=", projectName)
      .$if(status !== undefined, (query) => query.where("plots.status", "=", status!))
      .execute();
    return rows.map((row) => row.number).sort((a, b) => Number(a) - Number(b));
  });
}

/** A name no other test uses, so a test finds exactly its own leads. */
export function uniqueName(first: string): string {
  return `${first} ${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Every browser test posts from 127.0.0.1, so the tests never exhaust a form's limit (the e2e
 * server raises it with FORM_RATE_LIMIT). The refusal is tested from a second loopback address
 * whose counter is filled up first; the server, not trusting X-Forwarded-For, counts it apart.
 */
export const limitedClientAddress = "127.0.0.2";

export async function exhaustRateLimit(form: "enquiry" | "contact"): Promise<void> {
  await withSiteDatabase(async (db) => {
    const key = `${form}:${limitedClientAddress}`;
    const values = { window_start: timestamp(), count: 1_000_000 };
    await db
      .insertInto("rate_limits")
      .values({ key, ...values })
      .onConflict((oc) => oc.column("key").doUpdateSet(values))
      .execute();
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request to the sample site sent from `limitedClientAddress`. */
export function requestFromLimitedClient(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: e2ePort,
        localAddress: limitedClientAddress,
        path,
        method: options.method ?? "POST",
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

export function postFormFromLimitedClient(path: string, form: Record<string, string>): Promise<RawResponse> {
  return requestFromLimitedClient(path, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}
