import { isIP } from "node:net";

import { company } from "#app/content/company.ts";
import { z } from "#app/lib/zod.ts";

/**
 * The configuration contract (ARCHITECTURE.md). Every variable is optional;
 * the defaults serve one machine. Parsed once at start-up.
 */
const optional = <Output>(schema: z.ZodMiniType<Output, string>) =>
  z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(schema),
  );

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
const decodeDataKey = (value: string) => Buffer.from(value, "base64");
/** 32 bytes in base64 (what `openssl rand -base64 32` prints) or base64url. */
const isDataKey = (value: string) =>
  BASE64.test(value) && decodeDataKey(value).length === 32;

const emailAddress = z.email("an email address such as team@example.com");

const daysMessage = "a whole number of days from 1 to 36500";
/** A retention period in days: a positive integer, at most a hundred years (a date must still be computable). */
const retentionDays = (fallback: number) =>
  z.pipe(
    z.transform((value: unknown) =>
      value === "" || value === undefined ? String(fallback) : value,
    ),
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^\d+$/, daysMessage)),
        z.transform(Number),
      ),
      z
        .int(daysMessage)
        .check(z.minimum(1, daysMessage), z.maximum(36_500, daysMessage)),
    ),
  );

/** Express's names for address ranges (proxy-addr), accepted in TRUST_PROXY. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One TRUST_PROXY entry: an address, an address/prefix range, or a named range. */
function isProxyRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For names the client: none (the default: the
 * address is the connection's), a hop count, or the proxies' addresses.
 * In Express's own terms (`app.set("trust proxy", ...)`).
 */
export type TrustProxy = false | number | string[];

const trustProxyMessage =
  "a hop count such as 1, or comma-separated addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1";

const TrustProxySchema = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string, ctx): TrustProxy => {
    if (/^\d{1,3}$/.test(value))
      return Number(value) === 0 ? false : Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isProxyRange)) return entries;
    ctx.issues.push({
      code: "custom",
      message: trustProxyMessage,
      input: value,
    });
    return z.NEVER;
  }),
);

/** SCAN_COMMAND, split: the program and the arguments that come before the file's path. */
export interface ScanCommand {
  program: string;
  args: readonly string[];
}

const SHELL_SYNTAX = "|&;<>()$`\\*?";

/**
 * SCAN_COMMAND split into program and arguments: words separated by spaces,
 * with single or double quotes around a word that holds spaces
 * (`"/opt/My Scanner/scan" --quiet`). It is run without a shell, so pipes,
 * redirections, variables and wildcards would mean nothing: a value that
 * uses them is refused at start rather than misread.
 */
const ScanCommandSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx): ScanCommand => {
    const words: string[] = [];
    let word: string | undefined;
    let quote: string | undefined;
    for (const char of value) {
      if (quote) {
        if (char === quote) quote = undefined;
        else word = (word ?? "") + char;
      } else if (char === '"' || char === "'") {
        quote = char;
        word ??= "";
      } else if (/\s/.test(char)) {
        if (word !== undefined) words.push(word);
        word = undefined;
      } else if (SHELL_SYNTAX.includes(char)) {
        ctx.issues.push({
          code: "custom",
          message:
            "a program and its arguments, not a shell command line (no pipes, redirections, variables or wildcards)",
          input: value,
        });
        return z.NEVER;
      } else word = (word ?? "") + char;
    }
    if (word !== undefined) words.push(word);
    const [program, ...args] = words;
    if (quote || !program) {
      ctx.issues.push({
        code: "custom",
        message:
          "a program and its arguments, such as clamdscan --no-summary --fdpass",
        input: value,
      });
      return z.NEVER;
    }
    return { program, args };
  }),
);

const portMessage = "an integer between 1 and 65535";

const EnvSchema = z.object({
  PORT: z.pipe(
    // What z.coerce.number does, written out: an unset PORT is 3000.
    z.transform((value: unknown) =>
      value === "" || value === undefined ? 3000 : Number(value),
    ),
    z
      .number(portMessage)
      .check(
        z.refine(Number.isInteger, portMessage),
        z.minimum(1, portMessage),
        z.maximum(65535, portMessage),
      ),
  ),
  HOST: optional(z.string().check(z.minLength(1))),
  APP_URL: optional(
    z
      .url({
        protocol: /^https?$/,
        error: "an absolute http(s) URL such as https://www.example.com",
      })
      .check(
        z.refine(
          (value) => new URL(value).pathname === "/",
          "a URL without a path, such as https://www.example.com",
        ),
      ),
  ),
  DATA_DIR: optional(z.string().check(z.minLength(1))),
  MAIL_DIR: optional(z.string().check(z.minLength(1))),
  DATABASE_URL: optional(
    z.url({
      protocol: /^postgres(ql)?$/,
      error: "a postgres:// connection URL",
    }),
  ),
  S3_BUCKET: optional(
    z.string().check(z.minLength(3, "a bucket name of at least 3 characters")),
  ),
  S3_ENDPOINT: optional(
    z.url({ protocol: /^https?$/, error: "an http(s) URL" }),
  ),
  S3_REGION: optional(z.string().check(z.minLength(1))),
  S3_ACCESS_KEY_ID: optional(z.string().check(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: optional(z.string().check(z.minLength(1))),
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, error: "an smtp:// or smtps:// URL" }),
  ),
  MAIL_FROM: optional(emailAddress),
  STAFF_NOTIFY_EMAIL: optional(emailAddress),
  INBOUND_EMAIL_SECRET: optional(
    z.string().check(z.minLength(24, "at least 24 characters")),
  ),
  INBOUND_EMAIL_DOMAIN: optional(
    z
      .string()
      .check(
        z.regex(
          /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
          "a domain name such as reply.example.com",
        ),
      ),
  ),
  AUTH_SECRET: optional(
    z.string().check(z.minLength(32, "at least 32 characters")),
  ),
  DATA_ENCRYPTION_KEY: optional(
    z.string().check(z.refine(isDataKey, "32 bytes encoded as base64")),
  ),
  DATA_ENCRYPTION_KEYS: optional(
    z.string().check(
      z.refine(
        (value) => value.split(",").every((key) => isDataKey(key.trim())),
        "a comma-separated list of keys of 32 bytes encoded as base64, current first",
      ),
      z.refine((value) => {
        const keys = value.split(",").map((key) => decodeDataKey(key.trim()));
        return (
          new Set(keys.map((key) => key.toString("hex"))).size === keys.length
        );
      }, "a list without the same key twice"),
    ),
  ),
  LOG_LEVEL: z._default(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "one of fatal, error, warn, info, debug, trace, silent",
    }),
    "info",
  ),
  TRUST_PROXY: optional(TrustProxySchema),
  VERIFICATION_RETENTION_DAYS: retentionDays(180),
  APPLICATION_RETENTION_DAYS: retentionDays(365),
  QUOTE_REQUEST_RETENTION_DAYS: retentionDays(180),
  // Seven and two years, leap days included, from closing (decision 0075).
  CLAIM_RETENTION_DAYS: retentionDays(2557),
  CONTACT_RETENTION_DAYS: retentionDays(731),
  COMPLAINT_RETENTION_DAYS: retentionDays(1826),
  SCAN_COMMAND: z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" && value.trim() === "" ? undefined : value,
    ),
    z.optional(ScanCommandSchema),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  appUrl: URL;
  dataDir: string;
  databaseUrl: string | undefined;
  s3: S3Config | undefined;
  smtpUrl: string | undefined;
  /**
   * Where mail goes as .eml files when SMTP_URL is unset: outside DATA_DIR,
   * since delivered mail holds live links (decision 0057).
   */
  mailDir: string;
  mailFrom: string;
  staffNotifyEmail: string;
  /** The shared secret of POST /api/inbound-email; unset, that endpoint answers 404. */
  inboundEmailSecret: string | undefined;
  /** The domain of the reply addresses `reply+<token>@…`; by default MAIL_FROM's. */
  inboundEmailDomain: string;
  /** Unset means "generate once into DATA_DIR" (server/secrets.ts). */
  authSecret: string | undefined;
  /**
   * The data key ring (base64), current first, from DATA_ENCRYPTION_KEYS or
   * DATA_ENCRYPTION_KEY. Unset means "generate one key once into DATA_DIR",
   * which an https APP_URL does not allow.
   */
  dataEncryptionKeys: readonly string[] | undefined;
  logLevel: Env["LOG_LEVEL"];
  /** Unset: no proxy is trusted, the client is the connection's address. */
  trustProxy: TrustProxy;
  /** Days after which a verification and its licence images are deleted (server/staff/retention.ts). */
  verificationRetentionDays: number;
  /** Days after which a job application and its resume are deleted. */
  applicationRetentionDays: number;
  /** Days after which a request for an agent is deleted (decision 0060). */
  quoteRequestRetentionDays: number;
  /** Days after a claim was resolved when it and its files are deleted (decision 0075). */
  claimRetentionDays: number;
  /** Days after a contact message was closed when it is deleted (decision 0075). */
  contactRetentionDays: number;
  /** Days after a complaint was closed when it is deleted (decision 0097: five years of register). */
  complaintRetentionDays: number;
  /** A malware scanner run on every upload before it is stored; unset, none. */
  scanCommand: ScanCommand | undefined;
  production: boolean;
}

/** A sibling of `directory`: `./data` gives `./data-mail`. */
const beside = (directory: string, suffix: string) =>
  `${directory.replace(/(.)\/+$/, "$1")}-${suffix}`;

/** The part of an address after its last "@". */
const domainOf = (address: string) =>
  address.slice(address.lastIndexOf("@") + 1);

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = env[name];
    const shown =
      name.includes("SECRET") || name.includes("KEY") || name.includes("URL")
        ? ""
        : ` (got "${got}")`;
    throw new ConfigError(
      `Invalid configuration: ${name} must be ${issue.message}${shown}`,
    );
  }
  const e = result.data;
  if (
    e.S3_BUCKET &&
    Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)
  ) {
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  if (e.DATA_ENCRYPTION_KEY && e.DATA_ENCRYPTION_KEYS) {
    throw new ConfigError(
      "Invalid configuration: DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEYS must not both be set (put every key in DATA_ENCRYPTION_KEYS, current first)",
    );
  }
  const appUrl = new URL(e.APP_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = e.DATA_DIR ?? "./data";
  // A generated key sits in DATA_DIR beside the data it protects, and goes
  // wherever a backup of DATA_DIR goes: fine for a laptop, not for a site.
  if (
    appUrl.protocol === "https:" &&
    !e.DATA_ENCRYPTION_KEY &&
    !e.DATA_ENCRYPTION_KEYS
  ) {
    throw new ConfigError(
      "Invalid configuration: DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEYS) must be set when APP_URL is https; a key generated into DATA_DIR would be kept beside the data it protects",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST ?? "0.0.0.0",
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailDir: e.MAIL_DIR ?? beside(dataDir, "mail"),
    mailFrom: e.MAIL_FROM ?? `no-reply@${company.domain}`,
    staffNotifyEmail: e.STAFF_NOTIFY_EMAIL ?? company.email,
    inboundEmailSecret: e.INBOUND_EMAIL_SECRET,
    inboundEmailDomain: (
      e.INBOUND_EMAIL_DOMAIN ??
      domainOf(e.MAIL_FROM ?? `no-reply@${company.domain}`)
    ).toLowerCase(),
    authSecret: e.AUTH_SECRET,
    dataEncryptionKeys: e.DATA_ENCRYPTION_KEYS
      ? e.DATA_ENCRYPTION_KEYS.split(",").map((key) => key.trim())
      : e.DATA_ENCRYPTION_KEY
        ? [e.DATA_ENCRYPTION_KEY]
        : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    verificationRetentionDays: e.VERIFICATION_RETENTION_DAYS,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    quoteRequestRetentionDays: e.QUOTE_REQUEST_RETENTION_DAYS,
    claimRetentionDays: e.CLAIM_RETENTION_DAYS,
    contactRetentionDays: e.CONTACT_RETENTION_DAYS,
    complaintRetentionDays: e.COMPLAINT_RETENTION_DAYS,
    scanCommand: e.SCAN_COMMAND,
    production: env.NODE_ENV !== "development",
  };
}
