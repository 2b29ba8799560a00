import { createHmac } from "node:crypto";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { openDatabase } from "#app/db/database.server.ts";
import { startFakeGraphApi } from "#tests/support/fake-graph-api.ts";
import { freshDataDir, startServer } from "./process.ts";

/**
 * Issue "One inbox": the ad platforms' webhooks over HTTP on the built server, Meta's Graph API a
 * fake on loopback that the server reaches through META_GRAPH_URL: what they take, what they
 * refuse with a 4xx (storing nothing), and that no buyer's data reaches the log.
 */
const appSecret = "meta-app-secret-0123456789";
const googleKey = "scripted-google-key";

test("the lead webhooks take Google's and Meta's leads, refuse the rest with a 4xx and log no buyer", async () => {
  test.setTimeout(60_000);
  const graph = await startFakeGraphApi();
  graph.leads.set("5555555555551", { fields: { full_name: "Arun Meta", phone_number: "+919000033333" } });
  const dataDir = freshDataDir();
  const server = await startServer({
    DATA_DIR: dataDir,
    GOOGLE_LEADS_KEY: googleKey,
    META_APP_SECRET: appSecret,
    META_VERIFY_TOKEN: "verify-me-please",
    META_PAGE_TOKEN: "page-token-0123456789",
    META_GRAPH_URL: graph.url,
  });
  const db = openDatabase({ kind: "sqlite", file: join(dataDir, "site.db") });
  const post = (path: string, body: string | Uint8Array, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      body: typeof body === "string" ? body : new Uint8Array(body),
      headers: { "content-type": "application/json", ...headers },
    });
  try {
    const google = JSON.stringify({
      lead_id: "server-test-lead-1",
      user_column_data: [
        { column_id: "FULL_NAME", string_value: "Priya Google" },
        { column_id: "PHONE_NUMBER", string_value: "+919000044444" },
      ],
      api_version: "1.0",
      form_id: 4242,
      campaign_id: 777,
      google_key: googleKey,
      is_test: false,
    });
    const stored = await post("/hooks/google-leads", google);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ stored: true });
    expect((await post("/hooks/google-leads", google)).status).toBe(200);
    const googleLeads = await db
      .selectFrom("leads")
      .select(["name", "source"])
      .where("source", "=", "google-ads")
      .execute();
    expect(googleLeads).toEqual([{ name: "Priya Google", source: "google-ads" }]);

    expect((await post("/hooks/google-leads", google.replace(googleKey, "wrong-key-123"))).status).toBe(403);
    expect((await post("/hooks/google-leads", "{ broken")).status).toBe(400);
    expect((await post("/hooks/google-leads", google, { "content-type": "text/plain" })).status).toBe(415);
    expect((await post("/hooks/google-leads", `{"lead_id":"${"x".repeat(65 * 1024)}"}`)).status).toBe(413);
    // Over a public form's 32 KB and under 64 KB, without a session: read whole, and answered on its content.
    const large = await post("/hooks/google-leads", `{"lead_id":"","note":"${"x".repeat(40 * 1024)}"}`);
    expect(await large.json()).toEqual({ error: "The lead has no lead_id or user_column_data." });
    const get = await fetch(`${server.base}/hooks/google-leads`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");

    const check = await fetch(
      `${server.base}/hooks/meta?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=987654`,
    );
    expect(await check.text()).toBe("987654");
    expect(
      (await fetch(`${server.base}/hooks/meta?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`))
        .status,
    ).toBe(403);
    const delivery = Buffer.from(
      JSON.stringify({
        object: "page",
        entry: [
          {
            id: "1",
            time: 1764497700,
            changes: [
              { field: "leadgen", value: { leadgen_id: "5555555555551", form_id: "2", page_id: "1" } },
            ],
          },
        ],
      }),
    );
    const signature = `sha256=${createHmac("sha256", appSecret).update(delivery).digest("hex")}`;
    expect(
      (await post("/hooks/meta", delivery, { "x-hub-signature-256": "sha256=" + "0".repeat(64) })).status,
    ).toBe(401);
    const accepted = await post("/hooks/meta", delivery, { "x-hub-signature-256": signature });
    expect(accepted.status).toBe(200);
    // The delivery kicked the job: the lead is fetched from the fake Graph API and stored.
    await expect
      .poll(() => db.selectFrom("leads").select("name").where("source", "=", "meta-ads").execute(), {
        timeout: 15_000,
      })
      .toEqual([{ name: "Arun Meta" }]);
    expect(graph.requests.map((request) => request.leadgenId)).toEqual(["5555555555551"]);

    const log = server.output();
    expect(log).toContain("Google Ads webhook refused (403): Wrong google_key.");
    for (const personal of [
      "Priya Google",
      "Arun Meta",
      "9000044444",
      "9000033333",
      "page-token-0123456789",
    ]) {
      expect(log).not.toContain(personal);
    }
  } finally {
    await db.destroy();
    server.child.kill("SIGTERM");
    await server.exit;
    await graph.close();
  }
});
