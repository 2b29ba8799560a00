import { createServer, request, type IncomingHttpHeaders } from "node:http";
import { connect, type AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { allowedMethods, refuseConnect, refuseNulInAddress, refuseOtherMethods } from "./request-guards.ts";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The guards in front of a handler that answers every request it is given with 200. */
async function listen() {
  const app = express();
  app.use(refuseOtherMethods());
  app.use(refuseNulInAddress());
  app.use((req, res) => {
    res.send(`reached ${req.method}`);
  });
  const server = createServer(app);
  refuseConnect(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the request guards", () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen();
  });
  afterAll(() => server.close());

  /** node:http, which sends the path as it is (fetch would refuse TRACE). */
  const send = (method: string, path = "/"): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port: server.port, method, path });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("lets GET, HEAD and POST through", async () => {
    for (const method of allowedMethods) expect((await send(method)).status, method).toBe(200);
  });

  it("answers any other method with 405 and the methods the site takes", async () => {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "PROPFIND", "MKCOL", "PURGE"]) {
      const answer = await send(method, "/admin/login");
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
      expect(answer.body, method).toBe("Method not allowed.");
    }
  });

  it("answers OPTIONS with the methods the site takes", async () => {
    const answer = await send("OPTIONS", "/contact");
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
  });

  it("answers CONNECT with 405 instead of closing the connection unanswered", async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, "127.0.0.1", () =>
        socket.write("CONNECT example.in:443 HTTP/1.1\r\nHost: example.in:443\r\n\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(reply).toContain("\r\nAllow: GET, HEAD, POST\r\n");
  });

  it("refuses a NUL in the path or the query with 400, and lets an escaped percent sign through", async () => {
    for (const path of ["/admin/leads?q=abc%00def", "/projects?city=%00", "/share/post/a%00b", "/blog/%00"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toBe("Bad request: the address holds a NUL character (%00).");
    }
    expect((await send("GET", "/admin/leads?q=100%2500")).status).toBe(200);
  });
});
