import { pino } from "pino";
import { describe, expect, it } from "vitest";

import { receivePersonMessage } from "#server/conversations/conversation.ts";
import {
  PURGE_BATCH_SIZE,
  purgeExpiredData,
  type RetentionServices,
} from "#server/staff/retention.ts";
import { addNote } from "#server/staff/workflow.ts";
import type { Storage } from "#server/storage/storage.ts";
import { uploadedDocument } from "../helpers/files.ts";
import { storeSampleApplication } from "../helpers/sample-submissions.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * Retention in batches (decision 0080): rows are deleted many to a
 * transaction, and a batch must delete exactly what one row at a time did:
 * each row with its notes, receipts, conversation and files; a row whose
 * document would not go kept whole; rows of other batches, and recent rows,
 * untouched. Batches of 3 over 8 expired rows: three batches, the last short.
 */
const env = useSubmissionEnvironment();

const DAY = 86_400_000;
const staff = { id: "staff-batches", clientIp: "198.51.100.11" };
let serial = 0;

async function application(ageDays: number) {
  const { reference } = await storeSampleApplication(env.services, ++serial);
  const row = await env.database.db
    .updateTable("job_applications")
    .set({ created_at: new Date(Date.now() - ageDays * DAY).toISOString() })
    .where("reference", "=", reference)
    .returning(["id", "resume", "reference"])
    .executeTakeFirstOrThrow();
  await addNote(env.services, {
    kind: "application",
    id: row.id,
    body: "Called back.",
    actor: staff,
  });
  return row;
}

const services = (storage: Pick<Storage, "delete">): RetentionServices => ({
  db: env.database.db,
  dialect: env.database.dialect,
  storage,
  logger: pino({ level: "silent" }),
  authSecret: env.services.secrets.authSecret,
});

const countOf = async (
  table: "job_applications" | "submission_notes" | "conversation_messages",
  ids: readonly string[],
) =>
  (
    await env.database.db
      .selectFrom(table)
      .select("id")
      .where(table === "job_applications" ? "id" : "subject_id", "in", ids)
      .execute()
  ).length;

describe("retention in batches", () => {
  it("deletes 100 rows per transaction by default", () => {
    expect(PURGE_BATCH_SIZE).toBe(100);
  });

  it("deletes every expired row of every batch with its notes, receipts and conversation, keeps a row whose document would not go and every recent row", async () => {
    const expired = [];
    for (let n = 0; n < 8; n++) expired.push(await application(400));
    const recent = await application(10);
    // Two of the expired have a conversation with a file the person sent.
    const files: string[] = [];
    for (const row of [expired[1]!, expired[6]!]) {
      const answer = await receivePersonMessage(env.services, {
        subject: { kind: "application", id: row.id },
        body: "My references, as asked.",
        channel: "web",
        documents: [{ file: uploadedDocument("references.pdf") }],
      });
      expect(answer.ok).toBe(true);
      const file = await env.database.db
        .selectFrom("conversation_files")
        .select("storage_key")
        .where("subject_id", "=", row.id)
        .executeTakeFirstOrThrow();
      files.push(file.storage_key);
    }
    // The resume of the fifth will not go: that row stays, whole.
    const stuck = expired[4]!;
    const deleted: string[] = [];
    const storage: Pick<Storage, "delete"> = {
      async delete(bucket, key) {
        if (key === stuck.resume) throw new Error("the store is away");
        deleted.push(key);
        await env.services.storage.delete(bucket, key);
      },
    };

    const report = await purgeExpiredData(services(storage), {
      verificationDays: 180,
      applicationDays: 365,
      quoteRequestDays: 180,
      claimDays: 2557,
      contactDays: 731,
      complaintDays: 731,
      batchSize: 3,
      trigger: "test",
    });

    const gone = expired.filter((row) => row.id !== stuck.id);
    expect(report.applications).toEqual({
      days: 365,
      rows: 7,
      files: 7 + 2,
      kept: 1,
    });
    expect(
      await countOf(
        "job_applications",
        gone.map((row) => row.id),
      ),
    ).toBe(0);
    expect(
      await countOf(
        "submission_notes",
        gone.map((row) => row.id),
      ),
    ).toBe(0);
    expect(
      await countOf("conversation_messages", [expired[1]!.id, expired[6]!.id]),
    ).toBe(0);
    expect(deleted).toEqual(
      expect.arrayContaining([...gone.map((row) => row.resume), ...files]),
    );
    // Each form post left a receipt naming its reference (decision 0048).
    const receipts = await env.database.db
      .selectFrom("submission_receipts")
      .select("reference")
      .where("form", "=", "job-application")
      .where(
        "reference",
        "in",
        [...expired, recent].map((row) => row.reference),
      )
      .execute();
    expect(receipts.map((row) => row.reference).sort()).toEqual(
      [stuck.reference, recent.reference].sort(),
    );
    // Kept: the stuck row with its note, and the recent one.
    expect(await countOf("job_applications", [stuck.id, recent.id])).toBe(2);
    expect(await countOf("submission_notes", [stuck.id, recent.id])).toBe(2);
  });
});
