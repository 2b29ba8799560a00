import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { z } from "zod";

import type { DatabaseTarget } from "#app/db/database.server.ts";
import { privateFileMode, privateFolderMode } from "#app/lib/file-modes.ts";
import type { FormPolicy } from "#app/domain/leads/lead-submission.server.ts";
import type { AdLeadSettings, MetaSettings } from "#app/domain/leads/ad-lead-settings.ts";
import type { WhatsAppConfig } from "#app/domain/whatsapp/index.ts";
import { logLevels, type LogLevel } from "./logger.ts";
import { parseProxyTrust, type ProxyTrust } from "./proxy-trust.ts";

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional()
    .refine(
      (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
      `must be a URL starting with ${protocols.join(" or ")} (for example ${example})`,
    );

/** A secret that may be left unset (or empty), else at least `length` characters. */
const optionalSecret = (length: number) =>
  z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .optional()
    .refine((v) => v === undefined || v.length >= length, `must be at least ${length} characters long`);

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const flag = z
  .string()
  .trim()
  .default("")
  .transform((v) => v === "true" || v === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"], "postgres://user:pass@localhost/plotsite"),
  SITE_URL: optionalUrl(["http:", "https:"], "https://www.example.in"),
  AUTH_SECRET: optionalSecret(32),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"], "smtp://user:pass@mail.example.in:587"),
  MAIL_FROM: z.string().trim().min(3).default("Plot Site <no-reply@localhost>"),
  FORM_RATE_LIMIT: z.coerce
    .number()
    .int("must be a positive whole number")
    .min(1, "must be a positive whole number")
    .default(5),
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0, "must be 0 or more seconds").max(60).default(3),
  LEAD_ALERT_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  INVITATION_LINK_HOURS: z.coerce
    .number()
    .int("must be a whole number of hours")
    .min(1, "must be 1 to 720 hours")
    .max(720, "must be 1 to 720 hours")
    .default(72),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0, "must be 0 or more seconds").max(300).default(5),
  PAGE_CACHE_MB: z.coerce
    .number()
    .min(0, "must be 0 (off) or a number of megabytes up to 4096")
    .max(4096, "must be 0 (off) or a number of megabytes up to 4096")
    .default(32),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0, "must be 0 (off) or a number of hours up to 720")
    .max(720, "must be 0 (off) or a number of hours up to 720")
    .default(0),
  BACKUP_KEEP: z.coerce
    .number()
    .int("must be a whole number of archives")
    .min(1, "must keep 1 to 1000 archives")
    .max(1000, "must keep 1 to 1000 archives")
    .default(7),
  LOG_LEVEL: z.enum(logLevels).default("info"),
  METRICS_TOKEN: optionalSecret(16),
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const trust = parseProxyTrust(value);
      if (typeof trust !== "string") return trust;
      ctx.addIssue({ code: "custom", message: trust });
      return z.NEVER;
    }),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl(["http:", "https:"], "https://s3.ap-south-1.amazonaws.com"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  MEDIA_PUBLIC_URL: optionalUrl(["http:", "https:"], "https://media.example.in"),
  GOOGLE_LEADS_KEY: optionalSecret(8),
  META_APP_SECRET: optionalSecret(16),
  META_VERIFY_TOKEN: optionalSecret(8),
  META_PAGE_TOKEN: optionalSecret(16),
  META_GRAPH_URL: optionalUrl(["http:", "https:"], "https://graph.facebook.com/v26.0"),
  WHATSAPP_TOKEN: optionalSecret(16),
  WHATSAPP_APP_SECRET: optionalSecret(16),
  WHATSAPP_VERIFY_TOKEN: optionalSecret(8),
  WHATSAPP_PHONE_NUMBER_ID: optionalText.refine(
    (v) => v === undefined || /^\d{5,20}$/.test(v),
    "must be the number's id: digits only (WhatsApp Manager, API setup)",
  ),
  WHATSAPP_API_URL: optionalUrl(["http:", "https:"], "https://graph.facebook.com/v26.0"),
});

/** Meta's Graph API, the version the lead reads were written against. */
export const defaultMetaGraphUrl = "https://graph.facebook.com/v26.0";

/** Where uploaded images and brochures live: folders in DATA_DIR, or an S3-compatible bucket. */
export type StorageTarget =
  | { kind: "disk" }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** Unset: AWS itself. */
      endpoint: string | undefined;
      /** Unset: the SDK's own chain (instance role, AWS_* variables, ~/.aws). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  siteUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Which connections may name the client (X-Forwarded-For): server/proxy-trust.ts. */
  trustProxy: ProxyTrust;
  /** The structured log's level (request lines are "info"). */
  logLevel: LogLevel;
  /** The bearer token /metrics asks for; unset, /metrics answers 404. */
  metricsToken: string | undefined;
  /** The public forms' spam rules (see app/domain/leads/lead-submission.server.ts). */
  forms: FormPolicy;
  /** How long the link in a new staff account's invitation works. */
  invitationLinkHours: number;
  /** How often queued lead alerts are retried. */
  leadAlertIntervalMs: number;
  /** After SIGTERM, how long the server answers as not ready but still serves (see server/main.ts). */
  shutdownDrainMs: number;
  /** The rendered-page cache's bound in bytes; 0 turns it off (server/page-cache.ts). */
  pageCacheBytes: number;
  /** Scheduled backups into DATA_DIR/backups: every `intervalMs` (null: off), the newest `keep` kept. */
  backups: { intervalMs: number | null; keep: number };
  storage: StorageTarget;
  /** Where pages link image variants (a CDN); unset, the app serves them at /media. No trailing slash. */
  mediaPublicUrl: string | undefined;
  /** The ad platforms' lead forms (issue "One inbox"); Meta's is off unless all three secrets are set. */
  adLeads: AdLeadSettings;
  /** The WhatsApp Cloud API (issue "WhatsApp channel"); off unless all four WHATSAPP_* settings are given. */
  whatsApp: WhatsAppConfig | undefined;
}

export class ConfigError extends Error {}

/** The auth secret, from the environment or from DATA_DIR, generated there on first start. */
function authSecret(given: string | undefined, dataDir: string): string {
  if (given) return given;
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: privateFolderMode });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: privateFileMode, flag: "wx" });
  return secret;
}

type Settings = z.infer<typeof schema>;

/** The bucket settings, or the reason they cannot work (a half-configured bucket stops the start). */
function storageTarget(e: Settings): StorageTarget | string {
  const given = [
    ...(["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter(
      (name) => e[name] !== undefined,
    ),
    ...(e.S3_FORCE_PATH_STYLE ? ["S3_FORCE_PATH_STYLE"] : []),
  ];
  if (!e.S3_BUCKET) {
    if (given.length === 0) return { kind: "disk" };
    return `S3_BUCKET must be set along with ${given.join(", ")} (or unset those to keep files in DATA_DIR)`;
  }
  if (!e.S3_REGION)
    return "S3_REGION must be set with S3_BUCKET (for example ap-south-1; us-east-1 suits most S3-compatible servers)";
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    return "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both unset to use the machine's AWS credentials)";
  }
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Meta's three secrets come together or not at all: a half set-up would refuse every lead. */
function metaSettings(e: Settings): MetaSettings | undefined | string {
  const given = (["META_APP_SECRET", "META_VERIFY_TOKEN", "META_PAGE_TOKEN"] as const).filter(
    (name) => e[name],
  );
  if (given.length === 0) return undefined;
  if (given.length < 3) return "META_APP_SECRET, META_VERIFY_TOKEN and META_PAGE_TOKEN must be set together";
  return {
    appSecret: e.META_APP_SECRET!,
    verifyToken: e.META_VERIFY_TOKEN!,
    pageToken: e.META_PAGE_TOKEN!,
    graphUrl: (e.META_GRAPH_URL ?? defaultMetaGraphUrl).replace(/\/+$/, ""),
  };
}

const whatsAppNames = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
] as const;

/** WhatsApp's four settings come together or not at all, like Meta's. */
function whatsAppConfig(e: Settings): WhatsAppConfig | undefined | string {
  const given = whatsAppNames.filter((name) => e[name]);
  if (given.length === 0) return undefined;
  if (given.length < whatsAppNames.length) return `${whatsAppNames.join(", ")} must be set together`;
  return {
    token: e.WHATSAPP_TOKEN!,
    appSecret: e.WHATSAPP_APP_SECRET!,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
    apiUrl: (e.WHATSAPP_API_URL ?? defaultMetaGraphUrl).replace(/\/+$/, ""),
  };
}

/** Reads and checks the environment once; a bad value names the variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const storage = storageTarget(e);
  if (typeof storage === "string") throw new ConfigError(`Invalid configuration: ${storage}`);
  const meta = metaSettings(e);
  if (typeof meta === "string") throw new ConfigError(`Invalid configuration: ${meta}`);
  const whatsApp = whatsAppConfig(e);
  if (typeof whatsApp === "string") throw new ConfigError(`Invalid configuration: ${whatsApp}`);
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "sqlite", file: join(dataDir, "site.db") },
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    authSecret: authSecret(e.AUTH_SECRET, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    forms: {
      rateLimit: { limit: e.FORM_RATE_LIMIT, windowMs: 10 * 60 * 1000 },
      minFillMs: e.FORM_MIN_FILL_SECONDS * 1000,
    },
    invitationLinkHours: e.INVITATION_LINK_HOURS,
    leadAlertIntervalMs: e.LEAD_ALERT_INTERVAL_SECONDS * 1000,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * 1024 * 1024),
    backups: {
      intervalMs: e.BACKUP_INTERVAL_HOURS > 0 ? e.BACKUP_INTERVAL_HOURS * 3_600_000 : null,
      keep: e.BACKUP_KEEP,
    },
    storage,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ""),
    adLeads: { googleKey: e.GOOGLE_LEADS_KEY, meta },
    whatsApp,
  };
}
