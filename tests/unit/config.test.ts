import { describe, expect, it } from "vitest";

import { company } from "#app/content/company.ts";
import { ConfigError, parseConfig } from "#server/config.ts";

const key = (fill: number) => Buffer.alloc(32, fill).toString("base64");

describe("configuration", () => {
  it("serves one machine on the defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.appUrl.href).toBe("http://localhost:3000/");
    expect(config.dataDir).toBe("./data");
    expect(config.mailDir).toBe("./data-mail");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe(`no-reply@${company.domain}`);
    expect(config.staffNotifyEmail).toBe(company.email);
    expect(config.logLevel).toBe("info");
    expect(config.trustProxy).toBe(false);
    expect(config.scanCommand).toBeUndefined();
    expect(config.verificationRetentionDays).toBe(180);
    expect(config.applicationRetentionDays).toBe(365);
  });

  it("keeps development mail beside DATA_DIR unless MAIL_DIR says where", () => {
    expect(parseConfig({ DATA_DIR: "/var/lib/site/" }).mailDir).toBe(
      "/var/lib/site-mail",
    );
    expect(parseConfig({ DATA_DIR: "data//" }).mailDir).toBe("data-mail");
    expect(
      parseConfig({ DATA_DIR: "/var/lib/site", MAIL_DIR: "/tmp/mailbox" })
        .mailDir,
    ).toBe("/tmp/mailbox");
  });

  it("reads the retention periods in days", () => {
    const config = parseConfig({
      VERIFICATION_RETENTION_DAYS: "30",
      APPLICATION_RETENTION_DAYS: " 730 ",
    });
    expect(config.verificationRetentionDays).toBe(30);
    expect(config.applicationRetentionDays).toBe(730);
    expect(parseConfig({ APPLICATION_RETENTION_DAYS: "" })).toMatchObject({
      applicationRetentionDays: 365,
    });
  });

  it("derives APP_URL from PORT and reads every variable of the contract", () => {
    expect(parseConfig({ PORT: "8080" }).appUrl.origin).toBe(
      "http://localhost:8080",
    );
    const config = parseConfig({
      PORT: "4000",
      HOST: "127.0.0.1",
      APP_URL: "https://www.example.com",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      S3_BUCKET: "private-docs",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      SMTP_URL: "smtp://user:pass@mail:587",
      MAIL_FROM: "hello@example.com",
      STAFF_NOTIFY_EMAIL: "staff@example.com",
      AUTH_SECRET: "x".repeat(32),
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      LOG_LEVEL: "debug",
      TRUST_PROXY: "2",
    });
    expect(config).toMatchObject({
      port: 4000,
      host: "127.0.0.1",
      dataDir: "/var/lib/site",
      databaseUrl: "postgres://u:p@db:5432/site",
      s3: {
        bucket: "private-docs",
        endpoint: "http://127.0.0.1:9000",
        region: "eu-west-1",
      },
      smtpUrl: "smtp://user:pass@mail:587",
      mailFrom: "hello@example.com",
      staffNotifyEmail: "staff@example.com",
      logLevel: "debug",
      trustProxy: 2,
    });
    expect(config.appUrl.origin).toBe("https://www.example.com");
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses and ranges; unset or 0 trusts no proxy", () => {
    expect(parseConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(
      parseConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy,
    ).toEqual(["10.0.0.0/8", "127.0.0.1"]);
    expect(
      parseConfig({ TRUST_PROXY: "loopback,fd00::/8,2001:db8::1" }).trustProxy,
    ).toEqual(["loopback", "fd00::/8", "2001:db8::1"]);
  });

  it("reads SCAN_COMMAND as a program and its arguments, run without a shell; unset, no scan", () => {
    expect(parseConfig({}).scanCommand).toBeUndefined();
    expect(parseConfig({ SCAN_COMMAND: "  " }).scanCommand).toBeUndefined();
    expect(
      parseConfig({ SCAN_COMMAND: "clamdscan --no-summary --fdpass" })
        .scanCommand,
    ).toEqual({ program: "clamdscan", args: ["--no-summary", "--fdpass"] });
    expect(
      parseConfig({
        SCAN_COMMAND: `"/opt/My Scanner/scan" --profile 'strict mode'  -q`,
      }).scanCommand,
    ).toEqual({
      program: "/opt/My Scanner/scan",
      args: ["--profile", "strict mode", "-q"],
    });
  });

  it.each([
    "clamdscan --no-summary | grep FOUND",
    "clamdscan $FILE",
    "clamdscan > /tmp/log",
    "scan; rm -rf /",
    "scan /uploads/*",
  ])("refuses a shell command line as SCAN_COMMAND: %s", (value) => {
    expect(() => parseConfig({ SCAN_COMMAND: value })).toThrow(
      /^Invalid configuration: SCAN_COMMAND must be a program and its arguments, not a shell command line/,
    );
  });

  it("refuses a SCAN_COMMAND whose quotes are not closed", () => {
    expect(() =>
      parseConfig({ SCAN_COMMAND: '"/opt/My Scanner/scan --quiet' }),
    ).toThrow(
      /^Invalid configuration: SCAN_COMMAND must be a program and its arguments, such as clamdscan/,
    );
  });

  it.each([
    [
      { PORT: "eighty" },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "eighty")',
    ],
    [
      { PORT: "70000" },
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "70000")',
    ],
    [
      { APP_URL: "localhost:3000" },
      "Invalid configuration: APP_URL must be an absolute http(s) URL",
    ],
    [
      { APP_URL: "https://example.com/shop" },
      "Invalid configuration: APP_URL must be a URL without a path",
    ],
    [
      { DATABASE_URL: "mysql://x" },
      "Invalid configuration: DATABASE_URL must be a postgres:// connection URL",
    ],
    [
      { SMTP_URL: "http://mail" },
      "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL",
    ],
    [
      { MAIL_FROM: "nobody" },
      "Invalid configuration: MAIL_FROM must be an email address",
    ],
    [
      { AUTH_SECRET: "short" },
      "Invalid configuration: AUTH_SECRET must be at least 32 characters",
    ],
    [
      { DATA_ENCRYPTION_KEY: "c2hvcnQ=" },
      "Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes encoded as base64",
    ],
    ...[
      "true",
      "proxy",
      "10.0.0.0/33",
      "10.0.0.0/8,",
      "1.2.3",
      "fd00::/129",
    ].map((value): [Record<string, string>, string] => [
      { TRUST_PROXY: value },
      "Invalid configuration: TRUST_PROXY must be a hop count such as 1, or comma-separated addresses or CIDR ranges such as 10.0.0.0/8,127.0.0.1",
    ]),
    [
      { DATA_ENCRYPTION_KEYS: `${key(1)},c2hvcnQ=` },
      "Invalid configuration: DATA_ENCRYPTION_KEYS must be a comma-separated list of keys of 32 bytes encoded as base64, current first",
    ],
    [
      { DATA_ENCRYPTION_KEYS: `${key(1)},` },
      "Invalid configuration: DATA_ENCRYPTION_KEYS must be a comma-separated list",
    ],
    [
      { DATA_ENCRYPTION_KEYS: `${key(1)},${key(1)}` },
      "Invalid configuration: DATA_ENCRYPTION_KEYS must be a list without the same key twice",
    ],
    [
      { DATA_ENCRYPTION_KEY: key(1), DATA_ENCRYPTION_KEYS: key(2) },
      "Invalid configuration: DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEYS must not both be set",
    ],
    [
      { APP_URL: "https://www.example.com" },
      "Invalid configuration: DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEYS) must be set when APP_URL is https",
    ],
    ...["0", "-5", "1.5", "180d", "36501", "ninety"].flatMap(
      (value): Array<[Record<string, string>, string]> => [
        [
          { VERIFICATION_RETENTION_DAYS: value },
          `Invalid configuration: VERIFICATION_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${value}")`,
        ],
        [
          { APPLICATION_RETENTION_DAYS: value },
          `Invalid configuration: APPLICATION_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${value}")`,
        ],
      ],
    ),
    [
      { LOG_LEVEL: "loud" },
      "Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    ],
  ])("refuses %o with one line naming the variable", (env, message) => {
    let error: unknown;
    try {
      parseConfig(env);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.startsWith(message)).toBe(true);
    expect((error as Error).message).not.toContain("\n");
  });

  it("reads a data key ring, current key first, or one key, or none (generated)", () => {
    expect(
      parseConfig({ DATA_ENCRYPTION_KEYS: ` ${key(1)} , ${key(2)},${key(3)}` })
        .dataEncryptionKeys,
    ).toEqual([key(1), key(2), key(3)]);
    expect(
      parseConfig({ DATA_ENCRYPTION_KEY: key(4) }).dataEncryptionKeys,
    ).toEqual([key(4)]);
    expect(parseConfig({}).dataEncryptionKeys).toBeUndefined();
    expect(
      parseConfig({
        APP_URL: "https://www.example.com",
        DATA_ENCRYPTION_KEYS: key(5),
      }).dataEncryptionKeys,
    ).toEqual([key(5)]);
  });

  it("never echoes secret values in its message", () => {
    expect(() => parseConfig({ AUTH_SECRET: "hunter2" })).toThrow(
      /^(?!.*hunter2)/,
    );
  });
});
