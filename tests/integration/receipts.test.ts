import { createHash, createHmac, hkdfSync } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "kysely";
import { pino } from "pino";
import { describe, expect, it } from "vitest";

import { submitContact } from "#server/forms/contact.ts";
import { submitVerification } from "#server/forms/verification.ts";
import { purgeExpiredData } from "#server/staff/retention.ts";
import {
  sampleLicenceImages,
  sampleVerificationInput,
} from "../helpers/sample-submissions.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let serial = 0;

/**
 * Verification `n` as a page without JavaScript posts it: no one-time token,
 * so the content is what makes it the same submission again.
 */
function postVerification(n: number) {
  const input = sampleVerificationInput(n);
  const documents = sampleLicenceImages();
  const content = [
    input.firstName,
    input.lastName,
    input.email,
    input.ssn,
    documents.front.sha256,
    documents.back.sha256,
  ];
  return {
    input,
    content,
    submit: () => submitVerification(env.services, input, documents),
  };
}

/** The key the code before decision 0048 stored: a bare SHA-256 of the content. */
function bareHash(content: string[]): string {
  const hash = createHash("sha256");
  for (const part of content) hash.update(part).update("\u0000");
  return hash.digest("base64url");
}

/** HMAC-SHA256 of the content under AUTH_SECRET's receipt key (HKDF, its own label). */
function macOf(content: string[]): string {
  const key = Buffer.from(
    hkdfSync(
      "sha256",
      env.services.secrets.authSecret,
      "",
      "harborline submission receipt",
      32,
    ),
  );
  const mac = createHmac("sha256", key);
  for (const part of ["content", ...content])
    mac.update(`${Buffer.byteLength(part)}:${part}`);
  return mac.digest("base64url");
}

const receiptsOf = (reference: string) =>
  env.database.db
    .selectFrom("submission_receipts")
    .selectAll()
    .where("reference", "=", reference)
    .execute();

const rowsFor = (email: string) =>
  env.database.db
    .selectFrom("onboarding_responses")
    .select("reference")
    .where("email", "=", email)
    .execute();

/**
 * Everything the database holds, as text: on SQLite the bytes of its file
 * and write-ahead log, on PostgreSQL every row of every table.
 */
async function everythingStored(): Promise<string> {
  if (!env.database.databaseUrl) {
    const file = path.join(env.database.dataDir, "app.db");
    return [file, `${file}-wal`]
      .map((name) => readFileSync(name).toString("latin1"))
      .join("\n");
  }
  const texts: string[] = [];
  for (const table of await env.database.tables()) {
    const { rows } = await sql<{
      row: string;
    }>`select t::text as row from ${sql.table(table.name)} t`.execute(
      env.database.db,
    );
    texts.push(...rows.map((row) => row.row));
  }
  return texts.join("\n");
}

const backdateReceipt = (reference: string, ageMs: number) =>
  env.database.db
    .updateTable("submission_receipts")
    .set({ created_at: new Date(Date.now() - ageMs).toISOString() })
    .where("reference", "=", reference)
    .execute();

describe("submission receipts", () => {
  it("store a verification posted twice without JavaScript once, keyed by a MAC, with no bare hash of its content anywhere", async () => {
    const post = postVerification(++serial);
    const first = await post.submit();
    const second = await post.submit();
    expect(second.reference).toBe(first.reference);
    expect(await rowsFor(post.input.email)).toHaveLength(1);

    const receipts = await receiptsOf(first.reference);
    expect(receipts).toEqual([
      expect.objectContaining({
        form: "verification",
        token: macOf(post.content),
      }),
    ]);
    const oldKey = bareHash(post.content);
    const stored = await everythingStored();
    expect(stored).toContain(macOf(post.content));
    expect(stored).not.toContain(oldKey);
  });

  it("answer for a day: the same content a day later is stored again", async () => {
    const post = postVerification(++serial);
    const first = await post.submit();

    await backdateReceipt(first.reference, 23 * HOUR);
    expect((await post.submit()).reference).toBe(first.reference);
    expect(await rowsFor(post.input.email)).toHaveLength(1);

    await backdateReceipt(first.reference, DAY + HOUR);
    const later = await post.submit();
    expect(later.reference).not.toBe(first.reference);
    expect(
      (await rowsFor(post.input.email)).map((row) => row.reference).sort(),
    ).toEqual([first.reference, later.reference].sort());
    // The new submission took the old receipt's place.
    expect(await receiptsOf(first.reference)).toEqual([]);
    expect(await receiptsOf(later.reference)).toHaveLength(1);
    expect((await post.submit()).reference).toBe(later.reference);
  });

  it("go with their submission when retention deletes it, and all go a day old", async () => {
    const post = postVerification(++serial);
    const { reference } = await post.submit();
    await env.database.db
      .updateTable("onboarding_responses")
      .set({ created_at: new Date(Date.now() - 181 * DAY).toISOString() })
      .where("reference", "=", reference)
      .execute();
    const contact = (n: number) =>
      submitContact(env.services, {
        fullName: "Ada Lovelace",
        email: `ada${n}@example.com`,
        message: `Message ${n}`,
      });
    const stale = await contact(++serial);
    await backdateReceipt(stale.reference, DAY + HOUR);
    const fresh = await contact(++serial);
    await backdateReceipt(fresh.reference, 23 * HOUR);

    const report = await purgeExpiredData(
      {
        db: env.database.db,
        dialect: env.database.dialect,
        storage: env.services.storage,
        logger: pino({ level: "silent" }),
        authSecret: env.services.secrets.authSecret,
      },
      {
        verificationDays: 180,
        applicationDays: 365,
        quoteRequestDays: 180,
        claimDays: 2557,
        contactDays: 731,
        complaintDays: 731,
        trigger: "test",
      },
    );

    expect(report.verifications.rows).toBe(1);
    expect(await rowsFor(post.input.email)).toEqual([]);
    // Its receipt was made moments ago: it went with the row, not with age.
    expect(await receiptsOf(reference)).toEqual([]);
    expect(report.receipts).toBeGreaterThanOrEqual(1);
    expect(await receiptsOf(stale.reference)).toEqual([]);
    expect(await receiptsOf(fresh.reference)).toHaveLength(1);
    // The contact message itself is not retention's to delete.
    const messages = await env.database.db
      .selectFrom("contact_submissions")
      .select("id")
      .where("reference", "in", [stale.reference, fresh.reference])
      .execute();
    expect(messages).toHaveLength(2);
  });
});
