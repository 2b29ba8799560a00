import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { freshDataDir, node, root, startServer, type Running } from "./process.ts";

const password = "Laterite-Plots-2026";

/** Runs `npm run admin:create` the way npm does, with `stdin` as its standard input. */
function adminCreate(
  dataDir: string,
  args: string[],
  stdin = "",
): Promise<{ code: number | null; output: string }> {
  const child = spawn(node, ["--import", "./scripts/require-node.js", "scripts/admin-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

async function signIn(base: string, email: string, secret: string): Promise<Response> {
  return fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ intent: "sign-in", email, password: secret }),
    redirect: "manual",
  });
}

async function stop(running: Running): Promise<void> {
  running.child.kill("SIGTERM");
  await running.exit;
}

test("npm run admin:create makes an owner, or the --role asked, who can then sign in to the server", async () => {
  // Six runs of the script and a server start.
  test.setTimeout(120_000);
  const dataDir = freshDataDir();
  const created = await adminCreate(
    dataDir,
    ["--name", "Meena Raman", "--email", "Meena@Example.in"],
    `${password}\n`,
  );
  expect(created.output).toContain("Created the owner Meena Raman <meena@example.in>.");
  expect(created.code).toBe(0);

  const again = await adminCreate(
    dataDir,
    ["--name", "Meena", "--email", "meena@example.in"],
    `${password}\n`,
  );
  expect(again.code).toBe(1);
  expect(again.output).toContain("An account with this email address already exists.");

  const weak = await adminCreate(dataDir, ["--name", "Arun", "--email", "arun@example.in"], "password123\n");
  expect(weak.code).toBe(1);
  expect(weak.output).toContain("The password was refused: This password is too common.");

  const unknownRole = await adminCreate(
    dataDir,
    ["--name", "Arun", "--email", "arun@example.in", "--role", "manager"],
    `${password}\n`,
  );
  expect(unknownRole.code).toBe(1);
  expect(unknownRole.output).toContain(
    "--role must be one of owner, sales-manager, sales-executive, content-editor.",
  );

  const missing = await adminCreate(dataDir, ["--email", "arun@example.in"], `${password}\n`);
  expect(missing.code).toBe(1);
  expect(missing.output).toContain("Both --name and --email are needed.");

  // The password can also come from a file: its first line.
  const file = join(dataDir, "arun-password.txt");
  writeFileSync(file, "Red-earth-plots-42\nignored second line\n");
  const fromFile = await adminCreate(dataDir, [
    "--name",
    "Arun",
    "--email",
    "arun@example.in",
    "--role",
    "sales-executive",
    "--password-file",
    file,
  ]);
  expect(fromFile.output).toContain("Created the sales executive Arun <arun@example.in>.");
  expect(fromFile.code).toBe(0);

  const server = await startServer({ DATA_DIR: dataDir });
  try {
    expect(server.output()).not.toContain("/admin/setup?token=");
    const response = await signIn(server.base, "meena@example.in", password);
    expect(response.status).toBe(302);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const dashboard = await fetch(`${server.base}/admin`, { headers: { cookie } });
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Welcome back, Meena Raman.");
    expect(html).toContain("Account created on the server for Meena Raman (meena@example.in)");
    expect(html).not.toContain("npm run admin:create");
    const arun = await signIn(server.base, "arun@example.in", "Red-earth-plots-42");
    expect(arun.status).toBe(302);
    // A sales executive: the leads yes, the settings no.
    const arunCookie = arun.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await fetch(`${server.base}/admin/leads`, { headers: { cookie: arunCookie } })).status).toBe(200);
    expect((await fetch(`${server.base}/admin/settings`, { headers: { cookie: arunCookie } })).status).toBe(
      403,
    );
    expect((await signIn(server.base, "meena@example.in", "Wrong-password-123")).status).toBe(401);
  } finally {
    await stop(server);
  }
});

test("a fresh install prints a one-time setup link that creates the first administrator", async () => {
  const dataDir = freshDataDir();
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const token = /\/admin\/setup\?token=([\w-]+)/.exec(server.output())?.[1];
    expect(token, "the setup link in the server log").toBeTruthy();
    const link = `${server.base}/admin/setup?token=${token}`;
    expect(await (await fetch(link)).text()).toContain("Create the first administrator");

    const fields = {
      token: token!,
      name: "Kavya Subramanian",
      email: "kavya@example.in",
      password,
      confirm: password,
    };
    const weak = await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ ...fields, password: "short", confirm: "short" }),
      redirect: "manual",
    });
    expect(weak.status).toBe(400);

    const created = await fetch(link, {
      method: "POST",
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin");

    const reused = await fetch(link, {
      method: "POST",
      body: new URLSearchParams({ ...fields, email: "someone-else@example.in" }),
      redirect: "manual",
    });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain("This setup link is invalid, expired or already used.");
    expect(await (await fetch(link)).text()).toContain("Setup link not valid");

    expect((await signIn(server.base, "kavya@example.in", password)).status).toBe(302);
    expect((await signIn(server.base, "someone-else@example.in", password)).status).toBe(401);
  } finally {
    await stop(server);
  }
});
