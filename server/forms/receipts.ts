import { createHmac, hkdfSync } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { DB } from "#server/db/schema.ts";

export type FormName =
  | "contact"
  | "job-application"
  | "verification"
  | "claim"
  | "quote-agent"
  | "complaint";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * How long a receipt answers for its submission: long enough for a double
 * click, a page sent again or a retry after a lost answer. After it the same
 * content is a new submission, stored again, and retention deletes the
 * receipt (forgetExpiredReceipts).
 */
export const RECEIPT_LIFETIME_MS = 86_400_000;

/**
 * What makes a submission the same one again: the random one-time token the
 * browser sends with each form or, without JavaScript, the content itself
 * (the same page posted twice). Never stored as it is: receiptKey turns it
 * into a keyed MAC.
 */
export type SubmissionToken =
  | { kind: "client"; token: string }
  | { kind: "content"; parts: ReadonlyArray<string | Uint8Array | undefined> };

export function submissionToken(
  clientToken: string | undefined,
  content: ReadonlyArray<string | Uint8Array | undefined>,
): SubmissionToken {
  return clientToken && TOKEN_PATTERN.test(clientToken)
    ? { kind: "client", token: clientToken }
    : { kind: "content", parts: content };
}

/**
 * The key a receipt is stored under: HMAC-SHA256 under a key derived from
 * AUTH_SECRET for receipts alone. A bare hash of the content could be
 * reversed by guessing: a verification's content holds an SSN, nine digits,
 * all of them tried in minutes. Without the secret a guess cannot be tested.
 * The browser's random token is MACed too, so every stored key is the same
 * kind of value and none is something a browser sent. Each part goes in with
 * its length, so no two different contents make the same input.
 */
export function receiptKey(authSecret: string, token: SubmissionToken): string {
  const mac = createHmac("sha256", receiptMacKey(authSecret));
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    mac.update(`${bytes.length}:`);
    mac.update(bytes);
  };
  add(token.kind);
  if (token.kind === "client") add(token.token);
  else for (const part of token.parts) add(part ?? "");
  return mac.digest("base64url");
}

let derived: { secret: string; key: Buffer } | undefined;

/** The receipts' own key, derived from AUTH_SECRET with a label of its own (HKDF-SHA256). */
function receiptMacKey(authSecret: string): Buffer {
  if (derived?.secret !== authSecret)
    derived = {
      secret: authSecret,
      key: Buffer.from(
        hkdfSync("sha256", authSecret, "", "harborline submission receipt", 32),
      ),
    };
  return derived.key;
}

const expiry = (now: Date) =>
  new Date(now.getTime() - RECEIPT_LIFETIME_MS).toISOString();

/** The reference already given for this key, if the submission was received within a day. */
export async function findReceipt(
  db: Kysely<DB>,
  form: FormName,
  key: string,
  now = new Date(),
): Promise<string | undefined> {
  const row = await db
    .selectFrom("submission_receipts")
    .select("reference")
    .where("form", "=", form)
    .where("token", "=", key)
    .where("created_at", ">=", expiry(now))
    .executeTakeFirst();
  return row?.reference;
}

export class AlreadyReceived extends Error {
  override name = "AlreadyReceived";
}

/**
 * Records the receipt inside the submission's transaction. A receipt of the
 * same key from within a day fails it (AlreadyReceived); an older one that
 * retention has not deleted yet is taken over by this submission.
 */
export async function recordReceipt(
  trx: Transaction<DB>,
  form: FormName,
  key: string,
  reference: string,
  now = new Date(),
): Promise<void> {
  const createdAt = now.toISOString();
  // A concurrent submission of the same key waits for the other's commit
  // (PostgreSQL) or runs after it (SQLite), then finds its receipt here.
  const recorded = await trx
    .insertInto("submission_receipts")
    .values({ form, token: key, reference, created_at: createdAt })
    .onConflict((oc) =>
      oc
        .columns(["form", "token"])
        .doUpdateSet({ reference, created_at: createdAt })
        .where("submission_receipts.created_at", "<", expiry(now)),
    )
    .returning("reference")
    .executeTakeFirst();
  if (!recorded) throw new AlreadyReceived();
}

/** Deletes the receipts older than a day (retention's daily run); answers how many. */
export async function forgetExpiredReceipts(
  db: Kysely<DB>,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom("submission_receipts")
    .where("created_at", "<", expiry(now))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes a submission's receipts with it (or several submissions' with theirs), so nothing of it outlives its row. */
export async function forgetReceiptsOf(
  trx: Transaction<DB>,
  form: FormName,
  reference: string | readonly string[],
): Promise<void> {
  const references = typeof reference === "string" ? [reference] : reference;
  if (references.length === 0) return;
  await trx
    .deleteFrom("submission_receipts")
    .where("form", "=", form)
    .where("reference", "in", references)
    .execute();
}
