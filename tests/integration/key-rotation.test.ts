import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import {
  columnContext,
  decryptText,
  keyId,
  sealedWith,
  type KeyRing,
} from "#server/crypto.ts";
import {
  receivePersonMessage,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { submitJobApplication } from "#server/forms/job-application.ts";
import { submitVerification } from "#server/forms/verification.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { rotateDataKeys, type RotationReport } from "#server/keys/rotate.ts";
import { enqueueMail, openMailContent } from "#server/mail/outbox.ts";
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

/** A sealed column a rotation must carry over (mail still waiting is checked apart: it is sent between tests). */
type SealedColumn =
  | {
      table: "onboarding_responses";
      column: "ssn" | "bank_name_encrypted" | "credit_score_encrypted";
    }
  | { table: "conversation_messages"; column: "body" };

/** The plain values and documents a rotation must carry over, by where they live. */
interface Expected {
  columns: (SealedColumn & { id: string; plain: string })[];
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
      const table = "onboarding_responses";
      expected.columns.push(
        { table, id: row.id, column: "ssn", plain: input.ssn },
        {
          table,
          id: row.id,
          column: "bank_name_encrypted",
          plain: input.bankName,
        },
        {
          table,
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

    // The claim's conversation: a message to the claimant (its email waits
    // in the outbox, sealed), and the answer with a document.
    const { id: claimId } = await env.database.db
      .selectFrom("claims")
      .select("id")
      .executeTakeFirstOrThrow();
    const subject = { kind: "claim" as const, id: claimId };
    const asked = "Please send the repair estimate.";
    const answered = "Here it is.";
    await sendStaffMessage(services, {
      subject,
      message: StaffMessageSchema.parse({
        body: asked,
        requests: ["Repair estimate"],
      }),
      actor: { id: "staff-rotation", clientIp: "198.51.100.11" },
    });
    const sentEstimate = Buffer.concat([
      Buffer.from(samplePdf()),
      Buffer.from("sent in the conversation"),
    ]);
    await receivePersonMessage(services, {
      subject,
      body: answered,
      channel: "web",
      documents: [
        {
          file: uploadedFile(
            "document",
            "estimate.pdf",
            sentEstimate,
            "application/pdf",
          ),
        },
      ],
    });
    const messages = await env.database.db
      .selectFrom("conversation_messages")
      .select(["id", "author"])
      .execute();
    for (const message of messages)
      expected.columns.push({
        table: "conversation_messages",
        column: "body",
        id: message.id,
        plain: message.author === "staff" ? asked : answered,
      });
    const sent = await env.database.db
      .selectFrom("conversation_files")
      .select("storage_key")
      .executeTakeFirstOrThrow();
    expected.documents.push({
      bucket: "conversations",
      key: sent.storage_key,
      plain: sentEstimate,
    });
  }

  /** The content of every email still waiting, opened with `keys`. */
  async function waitingMail(keys: KeyRing) {
    const rows = await env.database.db
      .selectFrom("outbox")
      .select(["id", "content"])
      .where("content", "is not", null)
      .orderBy("id")
      .execute();
    return rows.map((row) => ({
      id: row.id,
      sealing: sealedWith(row.content!),
      content: openMailContent(row.content!, keys, row.id),
    }));
  }

  async function expectEverythingUnder(keys: KeyRing) {
    const current = keyId(keys[0]!);
    for (const { table, id, column, plain } of expected.columns) {
      const { sealed } = await env.database.db
        .selectFrom(table)
        .select(sql.ref<string>(column).as("sealed"))
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(sealedWith(sealed), `${table}.${column} ${id}`).toEqual({
        version: "v2",
        keyId: current,
      });
      expect(
        decryptText(sealed, [keys[0]!], columnContext(table, column, id)),
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
    expect(expected.columns).toHaveLength(6 + 2);
    expect(expected.documents).toHaveLength(8 + 1);
    const old = env.services.secrets.dataEncryptionKey;
    // The submissions' and the conversation's emails, not sent yet.
    const waiting = await waitingMail([old]);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const sealedColumns = expected.columns.length + waiting.length;

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
    expect(resumed.tallies["conversation_messages.body"]).toEqual({
      rewritten: 0,
      current: 2,
      failed: 0,
      missing: 0,
    });
    expect(resumed.tallies["outbox.content"]).toMatchObject({
      current: waiting.length,
      failed: 0,
    });
    expect(total(resumed, "rewritten")).toBe(6);
    expect(total(resumed, "current")).toBe(sealedColumns + 3);

    await expectEverythingUnder([newKey]);
    // Mail still waiting reads with the new key alone, as it was.
    const rotatedMail = await waitingMail([newKey]);
    expect(rotatedMail.map(({ id, content }) => ({ id, content }))).toEqual(
      waiting.map(({ id, content }) => ({ id, content })),
    );
    for (const mail of rotatedMail)
      expect(mail.sealing).toEqual({ version: "v2", keyId: keyId(newKey) });
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
    expect(total(again, "current")).toBe(sealedColumns + 9);
  });

  it("npm run keys:rotate does the same against the server's DATA_DIR and DATABASE_URL, printing counts", async () => {
    const newest = randomBytes(32);
    ring = [newest, newKey];
    const run = () => runScript(scriptEnv());
    // An email queued under the key the server runs with now; what was
    // waiting before has been tried since (and not sent: the test's worker
    // holds only the first key).
    await enqueueMail(env.database.db, newKey, {
      kind: "test.notice",
      to: "someone@example.com",
      subject: "Hello",
      text: "A message with a link: https://www.example.com/messages/abc",
    });
    const waiting = await waitingMail([newKey]);
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
    expect(first.stdout).toContain(
      "conversation_messages.body: 2 rewritten, 0 already current, 0 failed",
    );
    expect(first.stdout).toContain(
      `outbox.content: ${waiting.length} rewritten, 0 already current, 0 failed`,
    );
    expect(first.stdout).toContain(
      "conversations: 1 rewritten, 0 already current, 0 failed",
    );
    expect(first.stdout).toContain("key check: moved to the current key");
    await expectEverythingUnder([newest]);
    expect(
      (await waitingMail([newest])).map(({ id, content }) => ({ id, content })),
    ).toEqual(waiting.map(({ id, content }) => ({ id, content })));

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
