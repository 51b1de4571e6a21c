import { createHash } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import type { DB } from "#server/db/schema.ts";
import { isUniqueViolation } from "./references.ts";

export type FormName = "contact" | "job-application" | "verification" | "claim";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The key that makes a submission happen once. The browser sends a random
 * one-time token with each form; without JavaScript there is none, and the
 * content itself is the key, so the same page posted twice is stored once.
 */
export function submissionToken(
  clientToken: string | undefined,
  content: ReadonlyArray<string | Uint8Array | undefined>,
): string {
  if (clientToken && TOKEN_PATTERN.test(clientToken)) return `t:${clientToken}`;
  const hash = createHash("sha256");
  for (const part of content) {
    hash.update(part ?? "");
    hash.update("\u0000");
  }
  return `c:${hash.digest("base64url")}`;
}

/** The reference already given for this token, if the submission was received before. */
export async function findReceipt(
  db: Kysely<DB>,
  form: FormName,
  token: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("submission_receipts")
    .select("reference")
    .where("form", "=", form)
    .where("token", "=", token)
    .executeTakeFirst();
  return row?.reference;
}

export class AlreadyReceived extends Error {
  override name = "AlreadyReceived";
}

/** Records the receipt inside the submission's transaction; a second one for the token fails. */
export async function recordReceipt(
  trx: Transaction<DB>,
  form: FormName,
  token: string,
  reference: string,
): Promise<void> {
  try {
    await trx
      .insertInto("submission_receipts")
      .values({ form, token, reference, created_at: new Date().toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyReceived();
    throw error;
  }
}
