import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  columnContext,
  decryptText,
  keyId,
  sealedWith,
  type KeyRing,
} from "#server/crypto.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { submitJobApplication } from "#server/forms/job-application.ts";
import { submitVerification } from "#server/forms/verification.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { rotateDataKeys, type RotationReport } from "#server/keys/rotate.ts";
import { readDocument } from "#server/storage/documents.ts";
import type { Bucket, Storage } from "#server/storage/storage.ts";
import {
  sampleJpeg,
  samplePdf,
  samplePng,
  uploadedFile,
} from "../helpers/files.ts";
import { legacyBytes, legacyText } from "../helpers/legacy-crypto.ts";
import { sampleVerificationInput } from "../helpers/sample-submissions.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/** Each submission seals its own SSN, bank and score, so a mix-up would show. */
const verificationInput = (n: number) =>
  sampleVerificationInput(n, {
    bankName: `Great Lakes Credit Union ${n}`,
    creditScore: 700 + n,
    ssn: `123-45-678${n}`,
    ssnConfirm: `123-45-678${n}`,
  });

/** The plain values and documents a rotation must carry over, by where they live. */
interface Expected {
  columns: { id: string; column: string; plain: string }[];
  documents: { bucket: Bucket; key: string; plain: Buffer }[];
}

const total = (report: RotationReport, field: "rewritten" | "current") =>
  Object.values(report.tallies).reduce((n, tally) => n + tally[field], 0);

describe("key rotation", () => {
  const env = useSubmissionEnvironment();
  const newKey = randomBytes(32);
  /** The services once the new key is first in the ring and the old one follows. */
  const rotated = (storage?: Storage) => {
    const old = env.services.secrets.dataEncryptionKey;
    const keys: KeyRing = [newKey, old];
    return {
      db: env.database.db,
      storage: storage ?? env.services.storage,
      secrets: { dataEncryptionKey: newKey, dataEncryptionKeys: keys },
    };
  };
  const expected: Expected = { columns: [], documents: [] };
  /** The keys the server runs with, current first, as each test leaves them. */
  let ring: Buffer[] = [];
  const keysVariable = () =>
    ring.map((key) => key.toString("base64")).join(",");
  const scriptEnv = () => ({
    DATA_DIR: env.database.dataDir,
    ...(env.database.databaseUrl
      ? { DATABASE_URL: env.database.databaseUrl }
      : {}),
    DATA_ENCRYPTION_KEYS: keysVariable(),
  });

  async function storeUnderTheOldKey() {
    const { services } = env;
    const old = services.secrets.dataEncryptionKey;
    // The old key's first start wrote the key check value.
    await checkDataKeys(env.database.db, [old]);
    for (const n of [1, 2]) {
      const input = verificationInput(n);
      const front = samplePng();
      const back = sampleJpeg();
      const { reference } = await submitVerification(services, input, {
        front: uploadedFile("driversLicenseFront", "f.png", front, "image/png"),
        back: uploadedFile("driversLicenseBack", "b.jpg", back, "image/jpeg"),
      });
      const row = await env.database.db
        .selectFrom("onboarding_responses")
        .selectAll()
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      expected.columns.push(
        { id: row.id, column: "ssn", plain: input.ssn },
        { id: row.id, column: "bank_name_encrypted", plain: input.bankName },
        {
          id: row.id,
          column: "credit_score_encrypted",
          plain: String(input.creditScore),
        },
      );
      expected.documents.push(
        {
          bucket: "home-verification-docs",
          key: row.drivers_license_front_url,
          plain: Buffer.from(front),
        },
        {
          bucket: "home-verification-docs",
          key: row.drivers_license_back_url,
          plain: Buffer.from(back),
        },
      );
      if (n === 2) {
        // As an earlier release stored them: an SSN and a licence image
        // sealed without associated data (v1).
        await env.database.db
          .updateTable("onboarding_responses")
          .set({ ssn: legacyText(input.ssn, old) })
          .where("id", "=", row.id)
          .execute();
        await services.storage.put(
          "home-verification-docs",
          row.drivers_license_front_url,
          legacyBytes(front, old),
          { contentType: "application/octet-stream" },
        );
      }
    }
    for (const n of [1, 2]) {
      const resume = Buffer.concat([
        Buffer.from(samplePdf()),
        Buffer.from(`resume ${n}`),
      ]);
      const { reference } = await submitJobApplication(
        services,
        {
          fullName: "Katherine Johnson",
          email: `katherine${n}@example.com`,
          phone: "313-555-0101",
          address: "12 Orbit Lane, Detroit, MI",
          experience: "3-5 years",
          coverLetter: "",
          roleId: 3,
          roleTitle: "Customer Service Representative",
        },
        uploadedFile("resume", "cv.pdf", resume, "application/pdf"),
      );
      const row = await env.database.db
        .selectFrom("job_applications")
        .select("resume")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      expected.documents.push({
        bucket: "resumes",
        key: row.resume,
        plain: resume,
      });
      // As an earlier release stored resumes: plain.
      if (n === 2)
        await services.storage.put("resumes", row.resume, resume, {
          contentType: "application/pdf",
        });
    }
    const photo = samplePng();
    const estimate = samplePdf();
    await submitClaim(
      services,
      {
        claimType: "home",
        policyNumber: "HL-1234567",
        incidentDate: "2026-01-15",
        description: "A tree fell on the garage roof during the storm.",
        claimantName: "Dorothy Vaughan",
        claimantEmail: "dorothy@example.com",
        claimantPhone: undefined,
        agreement: true,
      },
      [
        uploadedFile("documents", "roof.png", photo, "image/png"),
        uploadedFile("documents", "estimate.pdf", estimate, "application/pdf"),
      ],
    );
    const files = await env.database.db
      .selectFrom("claim_files")
      .select(["storage_key", "file_name"])
      .execute();
    for (const file of files)
      expected.documents.push({
        bucket: "claims",
        key: file.storage_key,
        plain: Buffer.from(file.file_name === "roof.png" ? photo : estimate),
      });
  }

  async function expectEverythingUnder(keys: KeyRing) {
    const current = keyId(keys[0]!);
    const rows = await env.database.db
      .selectFrom("onboarding_responses")
      .selectAll()
      .execute();
    for (const { id, column, plain } of expected.columns) {
      const row = rows.find((candidate) => candidate.id === id)!;
      const sealed = row[column as "ssn"];
      expect(sealedWith(sealed), `${column} ${id}`).toEqual({
        version: "v2",
        keyId: current,
      });
      expect(
        decryptText(
          sealed,
          [keys[0]!],
          columnContext("onboarding_responses", column, id),
        ),
      ).toBe(plain);
    }
    const onlyCurrent = {
      storage: env.services.storage,
      secrets: { dataEncryptionKey: keys[0]!, dataEncryptionKeys: [keys[0]!] },
    };
    for (const { bucket, key, plain } of expected.documents) {
      const stored = (await env.services.storage.get(bucket, key))!;
      expect(sealedWith(stored), `${bucket}/${key}`).toEqual({
        version: "v2",
        keyId: current,
      });
      expect(
        (await readDocument(onlyCurrent, bucket, key))!.equals(plain),
        `${bucket}/${key}`,
      ).toBe(true);
    }
  }

  it("rewrites rows and files under the new key in batches, and picks up where a stopped run left off", async () => {
    await storeUnderTheOldKey();
    expect(expected.columns).toHaveLength(6);
    expect(expected.documents).toHaveLength(8);

    // The store goes away after three files: the run stops there.
    let puts = 0;
    const storage = env.services.storage;
    const failing: Storage = {
      ...storage,
      put: async (...args) => {
        if (++puts > 3) throw new Error("the store went away");
        return storage.put(...args);
      },
    };
    await expect(
      rotateDataKeys(rotated(failing), { batchSize: 1 }),
    ).rejects.toThrow("the store went away");
    // The key check stays under the old key until everything is moved.
    await expect(checkDataKeys(env.database.db, [newKey])).rejects.toThrow();

    const resumed = await rotateDataKeys(rotated(), { batchSize: 1 });
    expect(resumed.failures).toEqual([]);
    expect(resumed.keyCheckMoved).toBe(true);
    // Every column was done by the first run; three files were too.
    expect(resumed.tallies["onboarding_responses.ssn"]).toEqual({
      rewritten: 0,
      current: 2,
      failed: 0,
      missing: 0,
    });
    expect(total(resumed, "rewritten")).toBe(5);
    expect(total(resumed, "current")).toBe(6 + 3);

    await expectEverythingUnder([newKey]);
    // The old key may now leave the ring: the new one alone starts.
    await checkDataKeys(env.database.db, [newKey]);
    await expect(
      checkDataKeys(env.database.db, [env.services.secrets.dataEncryptionKey]),
    ).rejects.toThrow();

    ring = [newKey, env.services.secrets.dataEncryptionKey];
    const again = await rotateDataKeys(rotated(), { batchSize: 2 });
    expect(again.keyCheckMoved).toBe(false);
    for (const tally of Object.values(again.tallies))
      expect(tally.rewritten).toBe(0);
    expect(total(again, "current")).toBe(6 + 8);
  });

  it("npm run keys:rotate does the same against the server's DATA_DIR and DATABASE_URL, printing counts", async () => {
    const newest = randomBytes(32);
    ring = [newest, newKey];
    const run = () => runScript(scriptEnv());
    const first = await run();
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`rotating to key ${keyId(newest)}`);
    expect(first.stdout).toContain(
      "onboarding_responses.ssn: 2 rewritten, 0 already current, 0 failed",
    );
    expect(first.stdout).toContain(
      "home-verification-docs: 4 rewritten, 0 already current, 0 failed",
    );
    expect(first.stdout).toContain(
      "resumes: 2 rewritten, 0 already current, 0 failed",
    );
    expect(first.stdout).toContain(
      "claims: 2 rewritten, 0 already current, 0 failed",
    );
    expect(first.stdout).toContain("key check: moved to the current key");
    await expectEverythingUnder([newest]);

    const second = await run();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      "home-verification-docs: 0 rewritten, 4 already current, 0 failed",
    );
    expect(second.stdout).toContain("key check: already under the current key");
  });

  it("counts what does not decrypt where it is as failed, exits 1 and leaves the key check alone", async () => {
    const stranger = randomBytes(32);
    const id = crypto.randomUUID();
    // A row copied from another: its SSN sealed with a key not in the ring,
    // its bank name and score still bound to the row they were copied from.
    const template = await env.database.db
      .selectFrom("onboarding_responses")
      .selectAll()
      .where("id", "=", expected.columns[0]!.id)
      .executeTakeFirstOrThrow();
    await env.database.db
      .insertInto("onboarding_responses")
      .values({
        ...template,
        id,
        reference: "VER-999999",
        ssn: legacyText("123-45-6789", stranger),
      })
      .execute();
    const result = await runScript(scriptEnv());
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "onboarding_responses.ssn: 0 rewritten, 2 already current, 1 failed",
    );
    expect(result.stdout).toContain(
      "onboarding_responses.bank_name_encrypted: 0 rewritten, 2 already current, 1 failed",
    );
    expect(result.stdout).toContain(`failed: onboarding_responses.ssn ${id}`);
    expect(result.stdout).toContain(
      `failed: onboarding_responses.bank_name_encrypted ${id}`,
    );
    expect(result.stdout).toContain("key check: left under its key");
    // Nothing in the output is a value.
    expect(result.stdout).not.toMatch(/Great Lakes|123-45/);
  });
});

function runScript(
  vars: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    LOG_LEVEL: "silent",
    ...vars,
  };
  delete env.DATA_ENCRYPTION_KEY;
  delete env.APP_URL;
  const child = spawn(process.execPath, ["scripts/rotate-keys.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
}
