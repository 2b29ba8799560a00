import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import {
  certifiedSite,
  newFolder,
  nginxBinary,
  send,
  shippedNginxConf,
  startNginx,
  testNginxConf,
  type Proxy,
} from "./nginx.ts";
import { freePort, freshDataDir, root, startServer, type Running } from "./process.ts";

const caddyBinary = "/usr/bin/caddy";
const shippedCaddyfile = join(root, "deploy", "Caddyfile");
const metricsToken = "a-metrics-token-for-the-test";

/** Two loopback addresses of the same machine: two visitors, as the app would tell them apart. */
const visitorA = "127.0.0.2";
const visitorB = "127.0.0.3";

/** One public enquiry as the page's script posts it; 429 once the sender's address is over the limit. */
function enquire(proxy: Proxy, from: string, headers: Record<string, string> = {}) {
  return send(`${proxy.base}/enquiry`, {
    method: "POST",
    from,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ js: "1", name: "Proxy Visitor", phone: "9876543210" }).toString(),
  });
}

/** The built app behind the shipped nginx.conf, on loopback; both stopped after `work`. */
async function behindNginx(env: Record<string, string>, work: (proxy: Proxy, app: Running) => Promise<void>) {
  const app = await startServer({
    DATA_DIR: freshDataDir(),
    FORM_RATE_LIMIT: "1",
    FORM_MIN_FILL_SECONDS: "0",
    METRICS_TOKEN: metricsToken,
    LOG_LEVEL: "warn",
    ...env,
  });
  let proxy: Proxy | undefined;
  try {
    proxy = await startNginx(new URL(app.base).host);
    await work(proxy, app);
  } finally {
    await proxy?.stop();
    app.child.kill("SIGTERM");
    await app.exit;
  }
}

test.describe("deploy/nginx.conf", () => {
  test.skip(!existsSync(nginxBinary), `${nginxBinary} is missing (apt-get install nginx; .ci/run does)`);
  // Each test starts an app (migrations, a first page render) and nginx: slow on a busy machine.
  test.setTimeout(120_000);

  test("passes nginx -t with a certificate in place", () => {
    const folder = newFolder();
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=plots.example.in"].concat(
        ["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
      ),
      { encoding: "utf8" },
    );
    test.skip(made.status !== 0, `openssl could not make a self-signed pair: ${made.error ?? made.stderr}`);
    const pair = { cert: join(folder, "cert.pem"), key: join(folder, "key.pem") };
    const result = testNginxConf(folder, certifiedSite(readFileSync(shippedNginxConf, "utf8"), folder, pair));
    expect(result.output).toContain("test is successful");
    expect(result.status).toBe(0);
  });

  test("serves the site through the proxy with the app's caching, limits and the client's address", async () => {
    await behindNginx({ TRUST_PROXY: "true" }, async (proxy, app) => {
      const page = await send(`${proxy.base}/about`, { headers: { host: "plots.example.in" } });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toContain("s-maxage=60");
      // The proxy's request id reaches the app, which keeps it (TRUST_PROXY) and sends it back.
      expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);

      // Public pages are kept for their minute; a signed-in staff member always gets a fresh one.
      expect((await send(`${proxy.base}/about`)).headers["x-cache-status"]).toBe("HIT");
      for (const cookie of [
        "better-auth.session_token=anything",
        "a=1; __Secure-better-auth.session_token=x",
      ]) {
        const staff = await send(`${proxy.base}/about`, { headers: { cookie } });
        expect(staff.headers["x-cache-status"], cookie).toBe("BYPASS");
      }
      // A cookie whose name merely contains the session cookie's is no session: still the cache.
      for (const cookie of [
        "xbetter-auth.session_token=1",
        "better-auth.session_token_x=1; xsession_token=2",
      ]) {
        const visitor = await send(`${proxy.base}/about`, { headers: { cookie } });
        expect(visitor.headers["x-cache-status"], cookie).toBe("HIT");
      }
      await send(`${proxy.base}/admin/login`);
      const login = await send(`${proxy.base}/admin/login`);
      expect(login.status).toBe(200);
      expect(login.headers["cache-control"]).toContain("no-store");
      expect(login.headers["x-cache-status"]).toBeUndefined();
      await send(`${proxy.base}/Admin/Login`);
      expect((await send(`${proxy.base}/Admin/Login`)).headers["x-cache-status"]).toBeUndefined();

      const script = /\/assets\/[\w.-]+\.js/.exec(page.body)?.[0];
      expect(script).toBeDefined();
      const asset = await send(`${proxy.base}${script}`, { headers: { "accept-encoding": "br" } });
      expect(asset.status).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.headers["content-encoding"]).toBe("br");

      // Plain HTTP moves to HTTPS, keeping the address, at the site's own name whatever Host says.
      for (const host of ["plots.example.in", "evil.example", "plots.example.in.evil.example"]) {
        const plain = await send(`${proxy.redirectBase}/about?x=1`, { headers: { host } });
        expect(plain.status, host).toBe(301);
        expect(plain.headers.location, host).toBe("https://plots.example.in/about?x=1");
      }

      // The app counts each visitor's address, from X-Forwarded-For, and a visitor cannot pick it.
      expect((await enquire(proxy, visitorA)).status).toBe(200);
      expect((await enquire(proxy, visitorA)).status).toBe(429);
      expect((await enquire(proxy, visitorA, { "x-forwarded-for": "198.51.100.7" })).status).toBe(429);
      expect((await enquire(proxy, visitorB)).status).toBe(200);

      // Bodies over the app's ceilings stop at nginx: 1 MB for forms, 24 MB for an image upload.
      const form = await send(`${proxy.base}/contact`, { method: "POST", declaredLength: 2 * 1024 * 1024 });
      expect(form.status).toBe(413);
      expect(form.body).toContain("<center>nginx</center>");
      const upload = await send(`${proxy.base}/admin/uploads`, {
        method: "POST",
        declaredLength: 25 * 1024 * 1024,
      });
      expect(upload.status).toBe(413);
      expect(upload.body).toContain("<center>nginx</center>");
      // An upload under its ceiling passes nginx and reaches the app, which wants a staff session:
      // it answers 401 before reading the body and closes the connection, so nginx, still sending
      // the body, may answer 502 instead. The app's own count shows the request got there.
      const allowed = await send(`${proxy.base}/admin/uploads`, {
        method: "POST",
        headers: { "content-type": "application/octet-stream" },
        body: Buffer.alloc(2 * 1024 * 1024),
      });
      expect(allowed.status).not.toBe(413);
      expect([401, 502]).toContain(allowed.status);
      const bearer = { authorization: `Bearer ${metricsToken}` };
      expect((await send(`${app.base}/metrics`, { headers: bearer })).body).toMatch(
        /plotsite_http_request_duration_seconds_count\{method="POST",route="\/admin\/uploads",status="401"\} 1/,
      );

      // Metrics answer on the app's own port only.
      expect((await send(`${app.base}/metrics`, { headers: bearer })).status).toBe(200);
      for (const path of ["/metrics", "/METRICS", "/metrics/", "/%6detrics", "//metrics"]) {
        const answer = await send(`${proxy.base}${path}`, { headers: bearer });
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).not.toContain("http_request");
      }
    });
  });

  test("without TRUST_PROXY the app sees every visitor as the proxy", async () => {
    await behindNginx({}, async (proxy) => {
      expect((await enquire(proxy, visitorA)).status).toBe(200);
      expect((await enquire(proxy, visitorB)).status).toBe(429);
    });
  });
});

test("deploy/Caddyfile is a valid Caddy configuration", () => {
  test.skip(!existsSync(caddyBinary), `${caddyBinary} is missing: the Caddyfile is not checked`);
  const home = newFolder();
  const result = spawnSync(
    caddyBinary,
    ["validate", "--config", shippedCaddyfile, "--adapter", "caddyfile"],
    { encoding: "utf8", env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home } },
  );
  expect(result.stdout + result.stderr).toContain("Valid configuration");
  expect(result.status).toBe(0);
});

test("deploy/Caddyfile sends plain HTTP to the site's own name, whatever Host says", async () => {
  test.skip(!existsSync(caddyBinary), `${caddyBinary} is missing: the Caddyfile is not run`);
  const home = newFolder();
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const shipped = readFileSync(shippedCaddyfile, "utf8");
  if (!/^\{$/m.test(shipped))
    throw new Error("deploy/Caddyfile no longer opens with global options: update the test");
  // The shipped file on ports of the test's own, its certificates from Caddy's local authority.
  const options = [
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
    "local_certs",
    "skip_install_trust",
    "admin off",
    `storage file_system ${join(home, "storage")}`,
  ];
  const config = join(home, "Caddyfile");
  writeFileSync(config, shipped.replace(/^\{$/m, ["{", ...options.map((line) => `\t${line}`)].join("\n")));
  const child = spawn(caddyBinary, ["run", "--config", config, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exit = new Promise((resolve) => child.on("exit", resolve));
  try {
    const redirect = (host: string) => send(`http://127.0.0.1:${httpPort}/about?x=1`, { headers: { host } });
    for (let i = 0; i < 100 && child.exitCode === null; i++) {
      if (
        await redirect("plots.example.in").then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const host of ["plots.example.in", "evil.example", `127.0.0.1:${httpPort}`]) {
      const answer = await redirect(host);
      expect(answer.status, `${host}\n${output}`).toBe(308);
      expect(answer.headers.location, host).toBe("https://plots.example.in/about?x=1");
    }
  } finally {
    child.kill("SIGTERM");
    await exit;
  }
});
