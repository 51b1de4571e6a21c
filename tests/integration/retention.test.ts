import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

import { pino } from "pino";
import { describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import {
  receivePersonMessage,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import {
  findToken,
  mintToken,
  type ConversationSubject,
} from "#server/conversations/tokens.ts";
import { auditActions } from "#server/staff/audit.ts";
import { parseMail } from "../helpers/smtp-server.ts";
import {
  createRetentionJob,
  purgeExpiredData,
  type RetentionServices,
} from "#server/staff/retention.ts";
import { addNote, changeStatus } from "#server/staff/workflow.ts";
import type { Bucket, Storage } from "#server/storage/storage.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { samplePng, uploadedDocument, uploadedFile } from "../helpers/files.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { capturedLogger } from "../helpers/logs.ts";
import {
  storeSampleApplication,
  storeSampleVerification,
} from "../helpers/sample-submissions.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

const DAY = 86_400_000;
const staff = { id: "staff-retention", clientIp: "198.51.100.10" };
let serial = 0;

/** A verification with its two licence images, made `ageDays` ago. */
async function verification(ageDays: number) {
  const n = ++serial;
  const { reference } = await storeSampleVerification(env.services, n);
  const row = await env.database.db
    .updateTable("onboarding_responses")
    .set({ created_at: new Date(Date.now() - ageDays * DAY).toISOString() })
    .where("reference", "=", reference)
    .returning(["id", "drivers_license_front_url", "drivers_license_back_url"])
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    files: [
      row.drivers_license_front_url,
      row.drivers_license_back_url,
    ] as const,
  };
}

/** A job application with its resume, made `ageDays` ago. */
async function application(ageDays: number) {
  const n = ++serial;
  const { reference } = await storeSampleApplication(env.services, n);
  const row = await env.database.db
    .updateTable("job_applications")
    .set({ created_at: new Date(Date.now() - ageDays * DAY).toISOString() })
    .where("reference", "=", reference)
    .returning(["id", "resume"])
    .executeTakeFirstOrThrow();
  return { id: row.id, resume: row.resume };
}

/**
 * A conversation on a record: a staff message asking for a document (its
 * link and reply tokens minted), and the person's answer with the document,
 * stored in the conversations bucket. Resolves to the file's storage key.
 */
async function conversation(subject: ConversationSubject, body: string) {
  const sent = await sendStaffMessage(env.services, {
    subject,
    message: StaffMessageSchema.parse({ body, requests: ["Pay stub"] }),
    actor: staff,
  });
  expect(sent.ok).toBe(true);
  const request = await env.database.db
    .selectFrom("document_requests")
    .select("id")
    .where("subject_id", "=", subject.id)
    .executeTakeFirstOrThrow();
  const answer = await receivePersonMessage(env.services, {
    subject,
    body: "Here is my pay stub.",
    channel: "web",
    documents: [
      {
        file: uploadedDocument("stub.pdf"),
        requestId: request.id,
      },
    ],
  });
  expect(answer.ok).toBe(true);
  const file = await env.database.db
    .selectFrom("conversation_files")
    .select("storage_key")
    .where("subject_id", "=", subject.id)
    .executeTakeFirstOrThrow();
  return file.storage_key;
}

/** How many rows of each conversation table the record has. */
async function conversationRows(subject: ConversationSubject) {
  const counts: Record<string, number> = {};
  for (const table of [
    "conversation_messages",
    "conversation_links",
    "document_requests",
    "conversation_files",
  ] as const) {
    const rows = await env.database.db
      .selectFrom(table)
      .select("subject_id")
      .where("subject_type", "=", subject.kind)
      .where("subject_id", "=", subject.id)
      .execute();
    counts[table] = rows.length;
  }
  return counts;
}

const stored = (bucket: Bucket, key: string) =>
  env.services.storage.get(bucket, key).then((bytes) => bytes !== null);

const exists = async (
  table: "onboarding_responses" | "job_applications",
  id: string,
) =>
  (await env.database.db
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .executeTakeFirst()) !== undefined;

const workflowRows = async (id: string) => {
  const changes = await env.database.db
    .selectFrom("status_changes")
    .select("id")
    .where("subject_id", "=", id)
    .execute();
  const notes = await env.database.db
    .selectFrom("submission_notes")
    .select("id")
    .where("subject_id", "=", id)
    .execute();
  return changes.length + notes.length;
};

const purgeAudits = async () => {
  const rows = await env.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", auditActions.dataPurged)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    actor: row.actor,
    subject: `${row.subject_type}/${row.subject_id}`,
    details: JSON.parse(row.details ?? "null") as Record<string, unknown>,
    clientHash: row.client_hash,
  }));
};

const services = (
  overrides: Partial<RetentionServices> = {},
): RetentionServices => ({
  db: env.database.db,
  dialect: env.database.dialect,
  storage: env.services.storage,
  logger: pino({ level: "silent" }),
  authSecret: env.services.secrets.authSecret,
  ...overrides,
});

const policy = {
  verificationDays: 180,
  applicationDays: 365,
  quoteRequestDays: 180,
  claimDays: 2557,
  contactDays: 731,
  complaintDays: 731,
  trigger: "test",
};

/** Everything purge-able made so far goes, so each test starts from its own rows. */
async function purgeEverything() {
  await purgeExpiredData(services(), {
    verificationDays: 1,
    applicationDays: 1,
    quoteRequestDays: 1,
    claimDays: 1,
    contactDays: 1,
    complaintDays: 1,
    now: new Date(Date.now() + 10 * DAY),
    trigger: "test set-up",
  });
  await env.database.db.deleteFrom("audit_log").execute();
}

describe("retention", () => {
  it("deletes an old verification with its two licence images and an old application with its resume, keeps recent ones, and audits counts only", async () => {
    await purgeEverything();
    const oldVerification = await verification(181);
    const recentVerification = await verification(179);
    const oldApplication = await application(366);
    const recentApplication = await application(300);
    // Staff had moved the old verification on and written a note on it.
    expect(
      await changeStatus(env.services, {
        kind: "verification",
        id: oldVerification.id,
        to: "in_review",
        actor: staff,
      }),
    ).toMatchObject({ ok: true });
    await addNote(env.services, {
      kind: "verification",
      id: oldVerification.id,
      body: "Called Mary about the licence photo.",
      actor: staff,
    });
    await addNote(env.services, {
      kind: "application",
      id: oldApplication.id,
      body: "Strong candidate.",
      actor: staff,
    });
    for (const key of oldVerification.files)
      expect(await stored("home-verification-docs", key)).toBe(true);

    const { logger, lines } = capturedLogger();
    const report = await purgeExpiredData(services({ logger }), policy);

    expect(report).toEqual({
      verifications: { days: 180, rows: 1, files: 2, kept: 0 },
      applications: { days: 365, rows: 1, files: 1, kept: 0 },
      quoteRequests: { days: 180, rows: 0, files: 0, kept: 0 },
      claims: { days: 2557, rows: 0, files: 0, kept: 0 },
      contacts: { days: 731, rows: 0, files: 0, kept: 0 },
      complaints: { days: 731, rows: 0, files: 0, kept: 0 },
      savedEstimates: 0,
      savedFilters: 0,
      unconfirmedAccounts: 0,
      receipts: 0,
      tokens: 0,
    });
    expect(await exists("onboarding_responses", oldVerification.id)).toBe(
      false,
    );
    for (const key of oldVerification.files)
      expect(await stored("home-verification-docs", key)).toBe(false);
    expect(await workflowRows(oldVerification.id)).toBe(0);
    expect(await exists("job_applications", oldApplication.id)).toBe(false);
    expect(await stored("resumes", oldApplication.resume)).toBe(false);
    expect(await workflowRows(oldApplication.id)).toBe(0);

    expect(await exists("onboarding_responses", recentVerification.id)).toBe(
      true,
    );
    for (const key of recentVerification.files)
      expect(await stored("home-verification-docs", key)).toBe(true);
    expect(await exists("job_applications", recentApplication.id)).toBe(true);
    expect(await stored("resumes", recentApplication.resume)).toBe(true);

    const audits = await purgeAudits();
    expect(audits.filter((a) => a.subject.startsWith("retention/"))).toEqual([
      {
        actor: "system",
        subject: "retention/verification",
        details: {
          verifications: 1,
          files: 2,
          retentionDays: 180,
          trigger: "test",
        },
        clientHash: null,
      },
      {
        actor: "system",
        subject: "retention/application",
        details: {
          applications: 1,
          files: 1,
          retentionDays: 365,
          trigger: "test",
        },
        clientHash: null,
      },
    ]);

    // One line with the counts, and nothing about anyone.
    const logged = lines.map(
      (line) => JSON.parse(line) as Record<string, unknown>,
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      event: "retention.purged",
      verifications: { rows: 1, files: 2 },
      applications: { rows: 1, files: 1 },
    });
    expect(lines.join("")).not.toMatch(/Mary|Katherine|@example|licence photo/);
  });

  it("is harmless when run again, and when two runs meet: nothing fails, nothing is counted twice", async () => {
    await purgeEverything();
    const old = [await verification(200), await verification(250)];
    const [first, second] = await Promise.all([
      purgeExpiredData(services(), policy),
      purgeExpiredData(services(), policy),
    ]);
    expect(first.verifications.rows + second.verifications.rows).toBe(2);
    expect(first.verifications.files + second.verifications.files).toBe(4);
    for (const { id, files } of old) {
      expect(await exists("onboarding_responses", id)).toBe(false);
      for (const key of files)
        expect(await stored("home-verification-docs", key)).toBe(false);
    }
    const audited = (await purgeAudits()).reduce(
      (sum, audit) => sum + Number(audit.details.verifications ?? 0),
      0,
    );
    expect(audited).toBe(2);

    const again = await purgeExpiredData(services(), policy);
    expect(again).toEqual({
      verifications: { days: 180, rows: 0, files: 0, kept: 0 },
      applications: { days: 365, rows: 0, files: 0, kept: 0 },
      quoteRequests: { days: 180, rows: 0, files: 0, kept: 0 },
      claims: { days: 2557, rows: 0, files: 0, kept: 0 },
      contacts: { days: 731, rows: 0, files: 0, kept: 0 },
      complaints: { days: 731, rows: 0, files: 0, kept: 0 },
      savedEstimates: 0,
      savedFilters: 0,
      unconfirmedAccounts: 0,
      receipts: 0,
      tokens: 0,
    });
    // A run that deleted nothing writes no audit row.
    expect(
      (await purgeAudits()).reduce(
        (sum, audit) => sum + Number(audit.details.verifications ?? 0),
        0,
      ),
    ).toBe(2);
  });

  it("keeps a row whose document would not go, says so without personal data, and finishes at the next run", async () => {
    await purgeEverything();
    const old = await verification(400);
    const { logger, lines } = capturedLogger();
    const failing: Storage["delete"] = async (bucket, key) => {
      if (key === old.files[1]) throw new Error("the store is away");
      await env.services.storage.delete(bucket, key);
    };
    const first = await purgeExpiredData(
      services({ logger, storage: { delete: failing } }),
      policy,
    );
    expect(first.verifications).toMatchObject({ rows: 0, files: 0, kept: 1 });
    expect(await exists("onboarding_responses", old.id)).toBe(true);
    const warning = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.level === 40);
    expect(warning).toMatchObject({
      kind: "verification",
      id: old.id,
      bucket: "home-verification-docs",
    });
    expect(lines.join("")).not.toMatch(/Mary|Jackson|@example/);
    expect(await purgeAudits()).toEqual([]);

    const second = await purgeExpiredData(services(), policy);
    expect(second.verifications).toMatchObject({ rows: 1, files: 2, kept: 0 });
    expect(await exists("onboarding_responses", old.id)).toBe(false);
    for (const key of old.files)
      expect(await stored("home-verification-docs", key)).toBe(false);
  });

  it("deletes a purged record's conversation with it: messages, link and reply tokens, document requests, the files the person sent", async () => {
    await purgeEverything();
    const old = await verification(200);
    const oldSubject = { kind: "verification" as const, id: old.id };
    const oldFile = await conversation(oldSubject, "Please send a pay stub.");
    const oldApplication = await application(400);
    const applicationSubject = {
      kind: "application" as const,
      id: oldApplication.id,
    };
    await sendStaffMessage(env.services, {
      subject: applicationSubject,
      message: StaffMessageSchema.parse({ body: "Thank you for applying." }),
      actor: staff,
    });
    const recent = await verification(10);
    const recentSubject = { kind: "verification" as const, id: recent.id };
    const recentFile = await conversation(recentSubject, "Please send one.");
    // The tokens the old record's emails carry.
    await env.services.outbox.drain();
    // Links are read from the decoded parts (in the raw message a soft line
    // break may split one); reply addresses from the headers.
    const tokens = [
      ...new Set(
        env.smtp.received.flatMap((mail) => {
          const { text, html } = parseMail(mail.raw);
          return [
            ...`${text}\n${html ?? ""}`.matchAll(/messages\/([a-z2-7]{52})/g),
            ...mail.raw.matchAll(/reply\+([a-z2-7]{52})/g),
          ].map((match) => match[1]!);
        }),
      ),
    ];
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    const before = await Promise.all(
      tokens.map(
        async (token) =>
          (await findToken(env.database.db, token, "read")).ok ||
          (await findToken(env.database.db, token, "reply")).ok,
      ),
    );
    expect(before.every(Boolean)).toBe(true);
    expect(await conversationRows(oldSubject)).toEqual({
      conversation_messages: 2,
      conversation_links: 2,
      document_requests: 1,
      conversation_files: 1,
    });

    const report = await purgeExpiredData(services(), policy);

    // Two licence images and the pay stub; the resume.
    expect(report.verifications).toEqual({
      days: 180,
      rows: 1,
      files: 3,
      kept: 0,
    });
    expect(report.applications).toMatchObject({ rows: 1, files: 1 });
    expect(await stored("conversations", oldFile)).toBe(false);
    const none = {
      conversation_messages: 0,
      conversation_links: 0,
      document_requests: 0,
      conversation_files: 0,
    };
    expect(await conversationRows(oldSubject)).toEqual(none);
    expect(await conversationRows(applicationSubject)).toEqual(none);
    // No email still in a mailbox opens a purged conversation.
    const recentLinks = await env.database.db
      .selectFrom("conversation_links")
      .select("token_hash")
      .where("subject_id", "=", recent.id)
      .execute();
    expect(recentLinks).toHaveLength(2);
    let open = 0;
    for (const token of tokens)
      for (const purpose of ["read", "reply"] as const)
        if ((await findToken(env.database.db, token, purpose)).ok) open += 1;
    expect(open).toBe(recentLinks.length);
    // The recent record keeps everything.
    expect(await conversationRows(recentSubject)).toEqual({
      conversation_messages: 2,
      conversation_links: 2,
      document_requests: 1,
      conversation_files: 1,
    });
    expect(await stored("conversations", recentFile)).toBe(true);
  });

  it("keeps a record whose conversation file would not go, with its whole conversation, and finishes at the next run", async () => {
    await purgeEverything();
    const old = await verification(300);
    const subject = { kind: "verification" as const, id: old.id };
    const file = await conversation(subject, "Please send a pay stub.");
    const failing: Storage["delete"] = async (bucket, key) => {
      if (bucket === "conversations") throw new Error("the store is away");
      await env.services.storage.delete(bucket, key);
    };
    const first = await purgeExpiredData(
      services({ storage: { delete: failing } }),
      policy,
    );
    expect(first.verifications).toMatchObject({ rows: 0, files: 0, kept: 1 });
    expect(await exists("onboarding_responses", old.id)).toBe(true);
    expect(await conversationRows(subject)).toMatchObject({
      conversation_messages: 2,
      conversation_files: 1,
    });
    expect(await stored("conversations", file)).toBe(true);

    const second = await purgeExpiredData(services(), policy);
    expect(second.verifications).toMatchObject({ rows: 1, files: 3, kept: 0 });
    expect(await exists("onboarding_responses", old.id)).toBe(false);
    expect(await stored("conversations", file)).toBe(false);
    expect(await conversationRows(subject)).toMatchObject({
      conversation_messages: 0,
      conversation_files: 0,
    });
  });

  it("deletes an account nobody confirmed a week after its sign-up, with its password; confirmed and recent ones stay", async () => {
    await purgeEverything();
    const db = env.database.db;
    const account = async (
      email: string,
      confirmed: boolean,
      daysAgo: number,
    ) => {
      const at = new Date(Date.now() - daysAgo * DAY).toISOString();
      const id = `retention-${email}`;
      await db
        .insertInto("user")
        .values({
          id,
          name: "Someone",
          email,
          emailVerified: confirmed,
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await db
        .insertInto("account")
        .values({
          id: `${id}-credential`,
          accountId: id,
          providerId: "credential",
          userId: id,
          password: "$argon2id$stand-in",
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      return id;
    };
    const stale = await account("stale-unconfirmed@example.com", false, 8);
    const recent = await account("recent-unconfirmed@example.com", false, 6);
    const old = await account("old-confirmed@example.com", true, 400);

    const report = await purgeExpiredData(services(), policy);
    expect(report.unconfirmedAccounts).toBe(1);
    const left = await db.selectFrom("user").select("id").execute();
    expect(left.map((row) => row.id)).toEqual(
      expect.arrayContaining([recent, old]),
    );
    expect(left.map((row) => row.id)).not.toContain(stale);
    const credentials = await db
      .selectFrom("account")
      .select("userId")
      .where("userId", "=", stale)
      .execute();
    expect(credentials).toEqual([]);
    await db.deleteFrom("user").where("id", "in", [recent, old]).execute();
  });

  it("deletes conversation tokens past their expiry and counts them; live ones stay", async () => {
    await purgeEverything();
    const { id } = await verification(5);
    const subject = { kind: "verification" as const, id };
    const longAgo = new Date(Date.now() - 100 * DAY);
    const expired = [
      await mintToken(env.database.db, subject, "read", longAgo),
      await mintToken(env.database.db, subject, "reply", longAgo),
    ];
    const live = await mintToken(env.database.db, subject, "read");
    expect(await findToken(env.database.db, expired[0]!, "read")).toEqual({
      ok: false,
      reason: "expired",
    });

    const { logger, lines } = capturedLogger();
    const report = await purgeExpiredData(services({ logger }), policy);

    expect(report.tokens).toBe(2);
    expect(await findToken(env.database.db, expired[0]!, "read")).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect(await findToken(env.database.db, expired[1]!, "reply")).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect(await findToken(env.database.db, live, "read")).toEqual({
      ok: true,
      subject,
    });
    expect(JSON.parse(lines[0]!)).toMatchObject({
      event: "retention.purged",
      tokens: 2,
    });
    for (const token of [...expired, live])
      expect(lines.join("")).not.toContain(token);
  });

  it.skipIf(process.env.TEST_DATABASE === "postgres")(
    "leaves nothing of a purged record in SQLite's file or its write-ahead log, which it empties",
    async () => {
      await purgeEverything();
      const street = "4821 Forgotten Lane";
      const { reference } = await storeSampleVerification(
        env.services,
        ++serial,
        { streetAddress: street },
      );
      const row = await env.database.db
        .updateTable("onboarding_responses")
        .set({ created_at: new Date(Date.now() - 200 * DAY).toISOString() })
        .where("reference", "=", reference)
        .returning(["id", "ssn"])
        .executeTakeFirstOrThrow();
      await conversation(
        { kind: "verification", id: row.id },
        "Please send a pay stub.",
      );
      const message = await env.database.db
        .selectFrom("conversation_messages")
        .select("body")
        .where("subject_id", "=", row.id)
        .executeTakeFirstOrThrow();
      const file = path.join(env.database.dataDir, "app.db");
      const stored = () =>
        [file, `${file}-wal`].map((name) => readFileSync(name));
      // What the record leaves in the files: its plain address, its sealed
      // SSN and message.
      const traces = [street, row.ssn, message.body].map((text) =>
        Buffer.from(text),
      );
      expect(
        traces.every((trace) =>
          stored().some((bytes) => bytes.includes(trace)),
        ),
      ).toBe(true);

      const { logger, lines } = capturedLogger();
      await purgeExpiredData(services({ logger }), policy);

      expect(JSON.parse(lines[0]!)).toMatchObject({ logEmptied: true });
      expect(statSync(`${file}-wal`).size).toBe(0);
      for (const bytes of stored())
        for (const trace of traces) expect(bytes.includes(trace)).toBe(false);
    },
  );

  it("deletes a claim seven years after it was resolved, with its files, and a contact message two years after it was closed; open ones stay however old", async () => {
    await purgeEverything();
    const claimInput = {
      claimType: "home" as const,
      policyNumber: "HL-1234567",
      incidentDate: "2018-01-15",
      description: "A tree fell on the garage roof.",
      claimantName: "Dorothy Vaughan",
      claimantEmail: "dorothy@example.com",
      claimantPhone: undefined,
      agreement: true as const,
    };
    /** A claim with one file, filed ten years ago, resolved `closedDays` ago (null: still open). */
    const claim = async (closedDays: number | null) => {
      // Each one different: the same content twice is one claim (receipts).
      const { reference } = await submitClaim(
        env.services,
        { ...claimInput, description: `${claimInput.description} ${++serial}` },
        [uploadedFile("documents", "roof.png", samplePng(), "image/png")],
      );
      const row = await env.database.db
        .selectFrom("claims")
        .select("id")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      if (closedDays !== null)
        expect(
          await changeStatus(env.services, {
            kind: "claim",
            id: row.id,
            to: "resolved",
            actor: staff,
            outcome: { outcome: "withdrawn" },
          }),
        ).toMatchObject({ ok: true, changed: true });
      await env.database.db
        .updateTable("claims")
        .set({
          created_at: new Date(Date.now() - 3650 * DAY).toISOString(),
          ...(closedDays === null
            ? {}
            : {
                closed_at: new Date(
                  Date.now() - closedDays * DAY,
                ).toISOString(),
              }),
        })
        .where("id", "=", row.id)
        .execute();
      const file = await env.database.db
        .selectFrom("claim_files")
        .select("storage_key")
        .where("claim_id", "=", row.id)
        .executeTakeFirstOrThrow();
      return { id: row.id, file: file.storage_key };
    };
    /** A contact message sent five years ago, closed `closedDays` ago (null: still open). */
    const contact = async (closedDays: number | null) => {
      const { id } = await insertContact(env.database.db, {
        created_at: new Date(Date.now() - 1825 * DAY).toISOString(),
      });
      if (closedDays !== null) {
        await changeStatus(env.services, {
          kind: "contact",
          id,
          to: "closed",
          actor: staff,
        });
        await env.database.db
          .updateTable("contact_submissions")
          .set({
            closed_at: new Date(Date.now() - closedDays * DAY).toISOString(),
          })
          .where("id", "=", id)
          .execute();
      }
      return id;
    };
    const oldClaim = await claim(2558);
    const recentClaim = await claim(2556);
    const openClaim = await claim(null);
    const oldContact = await contact(732);
    const recentContact = await contact(730);
    const openContact = await contact(null);
    await env.database.db.deleteFrom("audit_log").execute();

    const report = await purgeExpiredData(services(), policy);
    expect(report.claims).toEqual({ days: 2557, rows: 1, files: 1, kept: 0 });
    expect(report.contacts).toEqual({ days: 731, rows: 1, files: 0, kept: 0 });

    const present = async (
      table: "claims" | "contact_submissions",
      id: string,
    ) =>
      (await env.database.db
        .selectFrom(table)
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst()) !== undefined;
    expect(await present("claims", oldClaim.id)).toBe(false);
    expect(await stored("claims", oldClaim.file)).toBe(false);
    expect(await workflowRows(oldClaim.id)).toBe(0);
    const files = await env.database.db
      .selectFrom("claim_files")
      .select("id")
      .where("claim_id", "=", oldClaim.id)
      .execute();
    expect(files).toEqual([]);
    for (const kept of [recentClaim, openClaim]) {
      expect(await present("claims", kept.id)).toBe(true);
      expect(await stored("claims", kept.file)).toBe(true);
    }
    expect(await present("contact_submissions", oldContact)).toBe(false);
    expect(await workflowRows(oldContact)).toBe(0);
    expect(await present("contact_submissions", recentContact)).toBe(true);
    expect(await present("contact_submissions", openContact)).toBe(true);

    expect(
      (await purgeAudits()).map((audit) => [audit.subject, audit.details]),
    ).toEqual([
      [
        "retention/claim",
        { claims: 1, files: 1, retentionDays: 2557, trigger: "test" },
      ],
      [
        "retention/contact",
        { contacts: 1, files: 0, retentionDays: 731, trigger: "test" },
      ],
    ]);
  });

  it("starts a claim's clock at its resolution and stops it when the claim is reopened", async () => {
    const { id } = await insertClaim(env.database.db, { status: "assessment" });
    const closedAt = async () =>
      (
        await env.database.db
          .selectFrom("claims")
          .select("closed_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).closed_at;
    expect(await closedAt()).toBeNull();
    await changeStatus(env.services, {
      kind: "claim",
      id,
      to: "resolved",
      actor: staff,
      outcome: { outcome: "withdrawn" },
    });
    expect(Date.now() - Date.parse((await closedAt())!)).toBeLessThan(60_000);
    await changeStatus(env.services, {
      kind: "claim",
      id,
      to: "assessment",
      actor: staff,
    });
    expect(await closedAt()).toBeNull();
  });

  it("runs as a daily job: shortly after start, then again; stop waits for a run under way and ends the schedule", async () => {
    let runs = 0;
    let release: () => void = () => {};
    let signal: AbortSignal | undefined;
    const job = createRetentionJob({
      logger: pino({ level: "silent" }),
      firstRunDelayMs: 5,
      intervalMs: 20,
      run: async (given) => {
        runs += 1;
        signal = given;
        if (runs === 2) await new Promise<void>((r) => (release = r));
      },
    });
    job.start();
    await expect.poll(() => runs).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    expect(signal?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await new Promise((r) => setTimeout(r, 60));
    expect(runs).toBe(2);
  });

  it("npm run data:purge deletes against the server's DATA_DIR and DATABASE_URL and prints the counts", async () => {
    await purgeEverything();
    const old = await verification(40);
    const kept = await verification(20);
    const oldApplication = await application(50);
    // The kept verification's receipt, two days old: the command deletes it.
    const { reference: keptReference } = await env.database.db
      .selectFrom("onboarding_responses")
      .select("reference")
      .where("id", "=", kept.id)
      .executeTakeFirstOrThrow();
    await env.database.db
      .updateTable("submission_receipts")
      .set({ created_at: new Date(Date.now() - 2 * DAY).toISOString() })
      .where("reference", "=", keptReference)
      .execute();
    const result = await runScript({
      DATA_DIR: env.database.dataDir,
      ...(env.database.databaseUrl
        ? { DATABASE_URL: env.database.databaseUrl }
        : {}),
      VERIFICATION_RETENTION_DAYS: "30",
      APPLICATION_RETENTION_DAYS: "45",
    });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "verifications older than 30 days: 1 deleted, 2 files deleted",
    );
    expect(result.stdout).toContain(
      "job applications older than 45 days: 1 deleted, 1 files deleted",
    );
    expect(result.stdout).toContain(
      "submission receipts older than a day: 1 deleted",
    );
    expect(result.stdout).toContain("expired conversation links: 0 deleted");
    expect(await exists("onboarding_responses", old.id)).toBe(false);
    for (const key of old.files)
      expect(await stored("home-verification-docs", key)).toBe(false);
    expect(await exists("onboarding_responses", kept.id)).toBe(true);
    expect(await exists("job_applications", oldApplication.id)).toBe(false);
    expect(await stored("resumes", oldApplication.resume)).toBe(false);
    expect((await purgeAudits()).map((audit) => audit.details)).toEqual([
      { verifications: 1, files: 2, retentionDays: 30, trigger: "command" },
      { applications: 1, files: 1, retentionDays: 45, trigger: "command" },
    ]);

    const again = await runScript({
      DATA_DIR: env.database.dataDir,
      ...(env.database.databaseUrl
        ? { DATABASE_URL: env.database.databaseUrl }
        : {}),
      VERIFICATION_RETENTION_DAYS: "30",
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      "verifications older than 30 days: 0 deleted, 0 files deleted",
    );
  });

  it("npm run data:purge refuses a retention period that is not a whole number of days", async () => {
    const result = await runScript({
      DATA_DIR: env.database.dataDir,
      VERIFICATION_RETENTION_DAYS: "six months",
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: VERIFICATION_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "six months")',
    );
  });
});

function runScript(
  vars: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // The server's own environment, less what would point it elsewhere.
  const {
    DATA_ENCRYPTION_KEY: _key,
    DATA_ENCRYPTION_KEYS: _keys,
    APP_URL: _appUrl,
    DATABASE_URL: _databaseUrl,
    ...inherited
  } = process.env;
  const scriptEnv = { ...inherited, LOG_LEVEL: "silent", ...vars };
  const child = spawn(process.execPath, ["scripts/purge-data.ts"], {
    env: scriptEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
}
