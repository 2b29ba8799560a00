import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { ConfigError, loadConfig } from "./config.ts";

const tempDir = () => mkdtempSync(join(tmpdir(), "plotsite-config-"));

describe("loadConfig", () => {
  it("uses the documented defaults and the SQLite file in DATA_DIR", () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: dir,
      database: { kind: "sqlite", file: join(dir, "site.db") },
      siteUrl: "http://localhost:3000",
      smtpUrl: undefined,
      trustProxy: { kind: "none" },
      invitationLinkHours: 72,
      logLevel: "info",
      metricsToken: undefined,
    });
    expect(loadConfig({ DATA_DIR: dir, INVITATION_LINK_HOURS: "24" }).invitationLinkHours).toBe(24);
  });

  it("sets up Meta's lead ads only with its three secrets, on Meta's Graph API unless told otherwise", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).adLeads).toEqual({ googleKey: undefined, meta: undefined });
    const secrets = {
      META_APP_SECRET: "meta-app-secret-0123456789",
      META_VERIFY_TOKEN: "verify-me-please",
      META_PAGE_TOKEN: "page-token-0123456789",
    };
    expect(loadConfig({ DATA_DIR: dir, ...secrets, GOOGLE_LEADS_KEY: "scripted-key" }).adLeads).toEqual({
      googleKey: "scripted-key",
      meta: {
        appSecret: secrets.META_APP_SECRET,
        verifyToken: secrets.META_VERIFY_TOKEN,
        pageToken: secrets.META_PAGE_TOKEN,
        graphUrl: "https://graph.facebook.com/v26.0",
      },
    });
    expect(() => loadConfig({ DATA_DIR: dir, META_APP_SECRET: secrets.META_APP_SECRET })).toThrow(
      "META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_TOKEN must be set together",
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...secrets, META_GRAPH_URL: "ftp://x" })).toThrow(
      /META_GRAPH_URL/,
    );
  });

  it("turns WhatsApp on only with its four settings together, and checks them", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).whatsApp).toBeUndefined();
    const settings = {
      WHATSAPP_TOKEN: "whatsapp-token-0123456789",
      WHATSAPP_APP_SECRET: "whatsapp-app-secret-0123",
      WHATSAPP_VERIFY_TOKEN: "verify-whatsapp",
      WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    };
    expect(loadConfig({ DATA_DIR: dir, ...settings }).whatsApp).toEqual({
      token: settings.WHATSAPP_TOKEN,
      appSecret: settings.WHATSAPP_APP_SECRET,
      verifyToken: settings.WHATSAPP_VERIFY_TOKEN,
      phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID,
      apiUrl: "https://graph.facebook.com/v26.0",
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...settings, WHATSAPP_API_URL: "http://127.0.0.1:9999/v26.0/" }).whatsApp
        ?.apiUrl,
    ).toBe("http://127.0.0.1:9999/v26.0");
    expect(() => loadConfig({ DATA_DIR: dir, WHATSAPP_TOKEN: settings.WHATSAPP_TOKEN })).toThrow(
      "WHATSAPP_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_PHONE_NUMBER_ID must be set together",
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...settings, WHATSAPP_PHONE_NUMBER_ID: "+91 98765" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID must be the number's id/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, ...settings, WHATSAPP_APP_SECRET: "short" })).toThrow(
      /WHATSAPP_APP_SECRET must be at least 16 characters long/,
    );
  });

  it("trusts the proxy on this machine with TRUST_PROXY=true, or the proxies listed", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "true" }).trustProxy).toEqual({ kind: "local" });
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "10.0.0.5,10.0.1.0/24" }).trustProxy).toEqual({
      kind: "listed",
      proxies: ["10.0.0.5", "10.0.1.0/24"],
    });
  });

  it("schedules no backups unless BACKUP_INTERVAL_HOURS is set, and keeps 7 by default", () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).backups).toEqual({ intervalMs: null, keep: 7 });
    expect(loadConfig({ DATA_DIR: tempDir(), BACKUP_INTERVAL_HOURS: "0" }).backups.intervalMs).toBeNull();
    expect(
      loadConfig({ DATA_DIR: tempDir(), BACKUP_INTERVAL_HOURS: "24", BACKUP_KEEP: "14" }).backups,
    ).toEqual({
      intervalMs: 24 * 3_600_000,
      keep: 14,
    });
    // Backups read the bucket's files when there is one, so scheduling them with a bucket is fine.
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        BACKUP_INTERVAL_HOURS: "24",
        S3_BUCKET: "plots",
        S3_REGION: "ap-south-1",
      }).backups.intervalMs,
    ).toBe(24 * 3_600_000);
  });

  it("switches to PostgreSQL when DATABASE_URL is a postgres URL", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: "postgres://u:p@db.internal/site" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@db.internal/site" });
  });

  it("generates the auth secret on first start, keeps it private and reuses it", () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "auth-secret")).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: "x".repeat(40) }).authSecret).toBe("x".repeat(40));
  });

  it("keeps files in DATA_DIR unless a bucket is configured, then reads every bucket setting", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ kind: "disk" });
    expect(loadConfig({ DATA_DIR: dir }).mediaPublicUrl).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dir,
      S3_BUCKET: "plots",
      S3_REGION: "ap-south-1",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      MEDIA_PUBLIC_URL: "https://media.example.in/",
    });
    expect(config.storage).toEqual({
      kind: "s3",
      bucket: "plots",
      region: "ap-south-1",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(config.mediaPublicUrl).toBe("https://media.example.in");
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: "plots", S3_REGION: "ap-south-1" }).storage).toEqual({
      kind: "s3",
      bucket: "plots",
      region: "ap-south-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_REGION: "ap-south-1" }, /S3_BUCKET must be set along with S3_REGION/],
    [
      { S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" },
      /S3_BUCKET must be set along with S3_ACCESS_KEY_ID/,
    ],
    [{ S3_BUCKET: "plots" }, /S3_REGION must be set with S3_BUCKET/],
    [{ S3_BUCKET: "plots", S3_REGION: "x", S3_ACCESS_KEY_ID: "k" }, /must be set together/],
    [{ S3_BUCKET: "plots", S3_REGION: "x", S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT must be a URL/],
    [{ MEDIA_PUBLIC_URL: "media.example.in" }, /MEDIA_PUBLIC_URL must be a URL/],
  ])("stops on half-configured object storage (%o) with a message naming it", (settings, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...settings })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...settings })).toThrow(message);
  });

  it.each([
    ["PORT", "eighty", /PORT/],
    ["PORT", "70000", /PORT/],
    ["DATABASE_URL", "mysql://localhost/site", /DATABASE_URL must be a URL starting with postgres:/],
    ["SITE_URL", "example.in", /SITE_URL/],
    ["SMTP_URL", "http://mail", /SMTP_URL/],
    ["AUTH_SECRET", "short", /AUTH_SECRET must be at least 32 characters/],
    ["LOG_LEVEL", "verbose", /LOG_LEVEL/],
    ["METRICS_TOKEN", "short", /METRICS_TOKEN must be at least 16 characters/],
    ["INVITATION_LINK_HOURS", "0", /INVITATION_LINK_HOURS must be 1 to 720 hours/],
    ["INVITATION_LINK_HOURS", "1.5", /INVITATION_LINK_HOURS must be a whole number of hours/],
    ["BACKUP_INTERVAL_HOURS", "-1", /BACKUP_INTERVAL_HOURS must be 0 \(off\) or a number of hours up to 720/],
    ["BACKUP_INTERVAL_HOURS", "daily", /BACKUP_INTERVAL_HOURS/],
    ["BACKUP_KEEP", "0", /BACKUP_KEEP must keep 1 to 1000 archives/],
    ["BACKUP_KEEP", "2.5", /BACKUP_KEEP must be a whole number of archives/],
    ["TRUST_PROXY", "yes", /TRUST_PROXY must be true, false or a comma-separated list .*"yes" is not/],
    ["TRUST_PROXY", "10.0.0.5,10.0.0.300", /TRUST_PROXY must be true, false .*"10.0.0.300" is not/],
  ])("stops on a bad %s with a message naming it", (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(message);
  });
});
