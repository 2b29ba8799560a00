import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for Meta's Graph API on loopback, for the lead ads tests: it answers
 * `GET /{leadgen_id}?fields=…&access_token=…` as Meta documents ("Retrieving Leads"): the lead's
 * id, created_time ("2026-11-30T10:15:00+0000"), ad and form ids and `field_data`, a list of
 * `{ name, values }`. Its mode makes it fail the ways the real one does: resetting connections
 * (down), answering after the caller gave up (slow), a transient error (500, code 2) or a refused
 * token (400, code 190, OAuthException). It records each request, token included.
 */
export type GraphMode = "ok" | "down" | "slow" | "error" | "refuse";

export interface FakeGraphLead {
  createdTime?: string;
  campaignName?: string;
  fields: Record<string, string>;
}

export interface FakeGraphApi {
  url: string;
  mode: GraphMode;
  leads: Map<string, FakeGraphLead>;
  requests: { leadgenId: string; token: string | null; fields: string | null }[];
  close(): Promise<void>;
}

const graphError = (code: number, message: string, type: string) => ({
  error: { message, type, code, fbtrace_id: "AbCdEf123" },
});

export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const api: Omit<FakeGraphApi, "url" | "close"> = { mode: "ok", leads: new Map(), requests: [] };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://graph.test");
    const leadgenId = decodeURIComponent(url.pathname.replace(/^\/v[\d.]+\//, "").replace(/^\/+/, ""));
    api.requests.push({
      leadgenId,
      token: url.searchParams.get("access_token"),
      fields: url.searchParams.get("fields"),
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    switch (api.mode) {
      case "down":
        req.socket.destroy();
        return;
      case "slow":
        setTimeout(() => send(200, {}), 3_000).unref();
        return;
      case "error":
        send(
          500,
          graphError(
            2,
            "An unexpected error has occurred. Please retry your request later.",
            "OAuthException",
          ),
        );
        return;
      case "refuse":
        send(
          400,
          graphError(190, "Invalid OAuth access token - Cannot parse access token", "OAuthException"),
        );
        return;
    }
    const lead = api.leads.get(leadgenId);
    if (!lead) {
      send(
        400,
        graphError(
          100,
          `Unsupported get request. Object with ID '${leadgenId}' does not exist`,
          "GraphMethodException",
        ),
      );
      return;
    }
    send(200, {
      created_time: lead.createdTime ?? "2026-11-30T10:15:00+0000",
      id: leadgenId,
      ad_id: "120210000000000001",
      form_id: "120210000000000002",
      ...(lead.campaignName ? { campaign_name: lead.campaignName, campaign_id: "120210000000000003" } : {}),
      field_data: Object.entries(lead.fields).map(([name, value]) => ({ name, values: [value] })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(api, {
    url: `http://127.0.0.1:${port}/v26.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
