import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { receivePersonMessage } from "#server/conversations/conversation.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { storeDocument } from "#server/storage/documents.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { sweepOrphanedDocuments } from "#server/storage/orphan-sweep.ts";
import { createS3Storage } from "#server/storage/s3-storage.ts";
import { buckets, type Bucket, type Storage } from "#server/storage/storage.ts";
import { samplePdf, samplePng, uploadedFile } from "../helpers/files.ts";
import { startS3Server, type TestS3Server } from "../helpers/s3-server.ts";
import {
  storeSampleApplication,
  storeSampleVerification,
} from "../helpers/sample-submissions.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const HOUR = 3_600_000;
let serial = 0;

/** One submission of each kind with files: every key they store is named by a row. */
async function submitEach(storage: Storage) {
  const services = { ...env.services, storage };
  const n = ++serial;
  const verification = await storeSampleVerification(services, n);
  await storeSampleApplication(services, n);
  const claim = await submitClaim(
    services,
    {
      claimType: "home",
      policyNumber: `HL-${1000000 + n}`,
      incidentDate: "2026-01-15",
      description: `A tree fell on the garage roof (${n}).`,
      claimantName: "Dorothy Vaughan",
      claimantEmail: `dorothy${n}@example.com`,
      claimantPhone: undefined,
      agreement: true,
    },
    [
      uploadedFile("documents", "roof.png", samplePng(), "image/png"),
      uploadedFile("documents", "estimate.pdf", samplePdf(), "application/pdf"),
    ],
  );
  // A document the claimant sent in the claim's conversation.
  const { id } = await env.database.db
    .selectFrom("claims")
    .select("id")
    .where("reference", "=", claim.reference)
    .executeTakeFirstOrThrow();
  const answer = await receivePersonMessage(services, {
    subject: { kind: "claim", id },
    body: "",
    channel: "web",
    documents: [
      {
        file: uploadedFile(
          "document",
          "report.pdf",
          samplePdf(),
          "application/pdf",
        ),
      },
    ],
  });
  expect(answer.ok).toBe(true);
  return verification.reference;
}

/** Documents stored with no row, as a process killed before its row was written leaves them. */
async function storeOrphans(storage: Storage) {
  const services = { ...env.services, storage };
  const orphans: Array<{ bucket: Bucket; key: string }> = [];
  for (const bucket of buckets)
    orphans.push({
      bucket,
      key: await storeDocument(services, bucket, samplePdf()),
    });
  return orphans;
}

/** Every key a row names, per bucket. */
async function namedKeys(): Promise<Record<Bucket, Set<string>>> {
  const db = env.database.db;
  const verifications = await db
    .selectFrom("onboarding_responses")
    .select(["drivers_license_front_url", "drivers_license_back_url"])
    .execute();
  const resumes = await db
    .selectFrom("job_applications")
    .select("resume")
    .execute();
  const claims = await db
    .selectFrom("claim_files")
    .select("storage_key")
    .execute();
  return {
    "home-verification-docs": new Set(
      verifications.flatMap((row) => [
        row.drivers_license_front_url,
        row.drivers_license_back_url,
      ]),
    ),
    resumes: new Set(resumes.map((row) => row.resume)),
    claims: new Set(claims.map((row) => row.storage_key)),
    conversations: new Set(
      (
        await db
          .selectFrom("conversation_files")
          .select("storage_key")
          .execute()
      ).map((row) => row.storage_key),
    ),
  };
}

async function listed(storage: Storage, bucket: Bucket): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const object of storage.list(bucket)) keys.add(object.key);
  return keys;
}

/**
 * What each bucket holds. The backends share one database, so a row may
 * name a key stored in the other backend: compare what was listed.
 */
async function listedAll(storage: Storage) {
  const all = {} as Record<Bucket, Set<string>>;
  for (const bucket of buckets) all[bucket] = await listed(storage, bucket);
  return all;
}

/** What a sweep must leave of `before`: the keys a row names. */
function keptOf(
  before: Record<Bucket, Set<string>>,
  named: Record<Bucket, Set<string>>,
) {
  const kept = {} as Record<Bucket, Set<string>>;
  for (const bucket of buckets)
    kept[bucket] = new Set(
      [...before[bucket]].filter((key) => named[bucket].has(key)),
    );
  return kept;
}

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: string[] = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    }),
  );
  return { logger, lines };
}

const backends = [
  {
    name: "local storage",
    make: () => createLocalStorage(env.database.dataDir),
  },
  {
    name: "S3 (s3rver), listed two keys a page",
    make: () => createS3Storage(s3.config, { listPageSize: 2 }),
  },
];

describe.each(backends)("the orphan sweep on $name", ({ make }) => {
  it("lists what is stored with its modification time", async () => {
    const storage = make();
    const before = Date.now() - 60_000;
    const key = await storeDocument(
      { ...env.services, storage },
      "claims",
      samplePdf(),
    );
    const found: Array<{ key: string; modified: Date }> = [];
    for await (const object of storage.list("claims")) found.push(object);
    const object = found.find((entry) => entry.key === key);
    expect(object?.modified.getTime()).toBeGreaterThan(before);
    expect(object?.modified.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    await storage.delete("claims", key);
  });

  it("deletes old documents no row names and keeps every named one and every recent one", async () => {
    const storage = make();
    await submitEach(storage);
    await submitEach(storage);
    const orphans = await storeOrphans(storage);
    const { logger, lines } = capturingLogger();

    // Just stored: inside the grace period, so nothing is touched.
    const early = await sweepOrphanedDocuments(
      { db: env.database.db, storage, logger },
      { trigger: "test" },
    );
    for (const bucket of buckets) expect(early[bucket].deleted).toBe(0);
    for (const { bucket, key } of orphans)
      expect((await listed(storage, bucket)).has(key)).toBe(true);

    const before = await listedAll(storage);
    // Two hours on, with the default grace of an hour: the orphans go.
    const report = await sweepOrphanedDocuments(
      { db: env.database.db, storage, logger },
      { trigger: "test", now: new Date(Date.now() + 2 * HOUR), batchSize: 3 },
    );
    const named = await namedKeys();
    for (const bucket of buckets) {
      expect(report[bucket].failed).toBe(0);
      expect(named[bucket].size, bucket).toBeGreaterThan(0);
    }
    // Exactly what no row names is gone; everything named stays.
    expect(await listedAll(storage)).toEqual(keptOf(before, named));
    for (const { bucket, key } of orphans)
      expect(await storage.get(bucket, key)).toBeNull();
    expect(
      buckets.reduce((sum, bucket) => sum + report[bucket].deleted, 0),
    ).toBeGreaterThanOrEqual(orphans.length);

    // Counts in the log, never a key.
    const log = lines.join("");
    expect(log).toContain('"event":"storage.orphans_swept"');
    for (const { key } of orphans) expect(log).not.toContain(key);
    for (const keys of Object.values(named))
      for (const key of keys) expect(log).not.toContain(key);
  });

  it("is safe when several processes sweep at once", async () => {
    const storage = make();
    await submitEach(storage);
    const orphans = await storeOrphans(storage);
    const later = new Date(Date.now() + 2 * HOUR);
    const sweep = () =>
      sweepOrphanedDocuments(
        { db: env.database.db, storage, logger: pino({ level: "silent" }) },
        { trigger: "test", now: later },
      );
    const before = await listedAll(storage);
    const reports = await Promise.all([sweep(), sweep(), sweep()]);
    for (const report of reports)
      for (const bucket of buckets) expect(report[bucket].failed).toBe(0);
    for (const { bucket, key } of orphans)
      expect(await storage.get(bucket, key)).toBeNull();
    expect(await listedAll(storage)).toEqual(keptOf(before, await namedKeys()));
  });
});

describe("the orphan sweep on local storage, beside its files", () => {
  it("removes a write killed half-way once it is old, and leaves files that are not ours", async () => {
    const storage = createLocalStorage(env.database.dataDir);
    const dir = path.join(
      env.database.dataDir,
      "storage",
      "claims",
      "2026",
      "01",
    );
    mkdirSync(dir, { recursive: true });
    const partial = path.join(dir, `.${crypto.randomUUID()}.tmp`);
    const fresh = path.join(dir, `.${crypto.randomUUID()}.tmp`);
    const foreign = path.join(dir, "README.txt");
    for (const file of [partial, fresh, foreign]) writeFileSync(file, "x");
    const old = new Date(Date.now() - 3 * HOUR);
    utimesSync(partial, old, old);
    utimesSync(foreign, old, old);

    const report = await sweepOrphanedDocuments(
      { db: env.database.db, storage, logger: pino({ level: "silent" }) },
      { trigger: "test" },
    );
    expect(report.claims.partial).toBe(1);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(foreign)).toBe(true);
    expect([...(await listed(storage, "claims"))]).not.toContain(
      "2026/01/README.txt",
    );
  });

  it("copes with buckets nothing was ever stored in", async () => {
    const storage = createLocalStorage(
      path.join(env.database.dataDir, "empty"),
    );
    const report = await sweepOrphanedDocuments(
      { db: env.database.db, storage, logger: pino({ level: "silent" }) },
      { trigger: "test", graceMs: 0 },
    );
    for (const bucket of buckets)
      expect(report[bucket]).toEqual({
        listed: 0,
        orphans: 0,
        deleted: 0,
        failed: 0,
        partial: 0,
      });
  });
});
