import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { z } from "zod";

import type { DatabaseTarget } from "../app/db/database.server.ts";
import { privateFileMode, privateFolderMode } from "../app/lib/file-modes.ts";
import type { FormPolicy } from "../app/domain/leads/lead-submission.server.ts";
import { logLevels, type LogLevel } from "./logger.ts";

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
    .trim()
    .default("")
    .transform((v) => v === "true" || v === "1"),
});

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
  trustProxy: boolean;
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
  /** Scheduled backups into DATA_DIR/backups: every `intervalMs` (null: off), the newest `keep` kept. */
  backups: { intervalMs: number | null; keep: number };
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

/** Reads and checks the environment once; a bad value names the variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
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
    backups: {
      intervalMs: e.BACKUP_INTERVAL_HOURS > 0 ? e.BACKUP_INTERVAL_HOURS * 3_600_000 : null,
      keep: e.BACKUP_KEEP,
    },
  };
}
