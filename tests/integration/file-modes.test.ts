import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { pino } from "pino";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
} from "vitest";

import { parseConfig } from "#server/config.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { startServices } from "#server/services.ts";
import { storeDocument } from "#server/storage/documents.ts";
import { writeImageWithoutMetadata } from "#server/uploads/image-metadata.ts";
import { TempFiles, uploadTempDir } from "#server/uploads/temp-files.ts";
import { samplePdf, samplePng } from "../helpers/files.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

const mode = (file: string) => statSync(file).mode & 0o777;

/** Every directory and file under `root`, with its mode. */
function modes(root: string) {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries.map((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return { file, directory: entry.isDirectory(), mode: mode(file) };
  });
}

describe("DATA_DIR", () => {
  let database: TestDatabase;
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), "harborline-modes-"));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  // A database of its own for each test (each DATA_DIR has its own generated
  // key): PostgreSQL when that project runs; SQLite makes its app.db in the
  // DATA_DIR under test.
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.destroy());

  const start = (dataDir: string) =>
    startServices(
      parseConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: database.databaseUrl,
        LOG_LEVEL: "silent",
      }),
      pino({ level: "silent" }),
    );

  it("is made 0700 with every file in it 0600: database, secrets, documents; mail goes beside it, as private", async () => {
    const dataDir = path.join(parent, "fresh", "data");
    const services = await start(dataDir);
    try {
      await storeDocument(services, "resumes", samplePdf());
      await enqueueMail(
        services.database.db,
        services.secrets.dataEncryptionKey,
        {
          kind: "test.notice",
          to: "someone@example.com",
          subject: "Hello",
          text: "A message written to MAIL_DIR (SMTP_URL is not set).",
        },
      );
      expect(await services.outbox.drain()).toBeGreaterThanOrEqual(1);
    } finally {
      await services.stop();
    }
    expect(mode(dataDir)).toBe(0o700);
    const found = modes(dataDir);
    const files = found.filter((entry) => !entry.directory);
    const names = files.map((entry) => path.relative(dataDir, entry.file));
    expect(names).toEqual(
      expect.arrayContaining([
        "secrets/auth-secret",
        "secrets/data-encryption-key",
        expect.stringMatching(/^storage\/resumes\/\d{4}\/\d{2}\//),
        ...(database.databaseUrl ? [] : ["app.db"]),
      ]),
    );
    // Delivered mail holds live links: never in DATA_DIR (decision 0057).
    expect(names.filter((name) => name.endsWith(".eml"))).toEqual([]);
    for (const entry of found)
      expect(entry.mode, entry.file).toBe(entry.directory ? 0o700 : 0o600);
    const mailDir = `${dataDir}-mail`;
    expect(mode(mailDir)).toBe(0o700);
    const mail = modes(mailDir);
    expect(mail).toEqual([
      {
        file: expect.stringMatching(/\.eml$/),
        directory: false,
        mode: 0o600,
      },
    ]);
  });

  it.skipIf(process.env.TEST_DATABASE === "postgres")(
    "keeps the SQLite database and its WAL files 0600 while the server runs",
    async () => {
      const dataDir = path.join(parent, "running");
      const services = await start(dataDir);
      try {
        const file = path.join(dataDir, "app.db");
        for (const name of [file, `${file}-wal`, `${file}-shm`]) {
          expect(existsSync(name), name).toBe(true);
          expect(mode(name), name).toBe(0o600);
        }
      } finally {
        await services.stop();
      }
    },
  );

  it("tightens a DATA_DIR an earlier release left readable to others, and moves its mail out", async () => {
    const dataDir = path.join(parent, "earlier");
    mkdirSync(path.join(dataDir, "secrets"), { recursive: true, mode: 0o755 });
    mkdirSync(path.join(dataDir, "storage"), { mode: 0o755 });
    mkdirSync(path.join(dataDir, "mail"), { mode: 0o755 });
    const earlierMail = path.join(
      dataDir,
      "mail",
      "2026-01-01T00-00-00-000Z-a.eml",
    );
    writeFileSync(earlierMail, "Confirm: https://example.com/#token=abc", {
      mode: 0o644,
    });
    chmodSync(earlierMail, 0o644);
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, "secrets"), 0o755);
    const key = path.join(dataDir, "secrets", "data-encryption-key");
    writeFileSync(key, `${Buffer.alloc(32, 9).toString("base64")}\n`, {
      mode: 0o644,
    });
    chmodSync(key, 0o644);
    if (!database.databaseUrl)
      writeFileSync(path.join(dataDir, "app.db"), "", { mode: 0o644 });

    const services = await start(dataDir);
    await services.stop();
    const expected: Array<[string, number]> = [
      [dataDir, 0o700],
      [path.join(dataDir, "secrets"), 0o700],
      [key, 0o600],
      [path.join(dataDir, "storage"), 0o700],
      ...(database.databaseUrl
        ? []
        : ([[path.join(dataDir, "app.db"), 0o600]] as Array<[string, number]>)),
    ];
    for (const [file, wanted] of expected)
      expect(mode(file), file).toBe(wanted);
    // Its development mail moved out of DATA_DIR, private.
    expect(existsSync(path.join(dataDir, "mail"))).toBe(false);
    const moved = path.join(`${dataDir}-mail`, path.basename(earlierMail));
    expect(mode(`${dataDir}-mail`)).toBe(0o700);
    expect(mode(moved)).toBe(0o600);
  });

  it("keeps uploads being handled 0600 in a 0700 tmp/, and removes stale ones at start", async () => {
    const dataDir = path.join(parent, "uploads");
    const tmp = uploadTempDir(dataDir);
    mkdirSync(tmp, { recursive: true, mode: 0o755 });
    const stale = path.join(tmp, `${crypto.randomUUID()}.upload`);
    writeFileSync(stale, "left by a process killed mid-request");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);

    const services = await start(dataDir);
    try {
      expect(existsSync(stale)).toBe(false);
      const temp = new TempFiles(tmp);
      await temp.ready();
      expect(mode(tmp)).toBe(0o700);
      const photo = temp.newPath();
      writeFileSync(photo, samplePng(), { mode: 0o600 });
      // sharp would create its output 0644; the cleaned copy is ours, 0600.
      const cleaned = temp.newPath();
      await writeImageWithoutMetadata(photo, cleaned, "png");
      expect(mode(cleaned)).toBe(0o600);
      await temp.removeAll();
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      await services.stop();
    }
  });
});
