import { createHash, randomBytes } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import { pathIn, type Locale } from "#app/lib/locale.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { DAY_MS } from "#server/days.ts";

/** What a token opens: the conversation's page, or its reply address. */
export type TokenPurpose = "read" | "reply";

/**
 * How long a message email's tokens work: its link 30 days (each new
 * message brings a new one), its reply address 90, for the answer written
 * weeks later to an older email (decision 0053).
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  read: 30 * DAY_MS,
  reply: 90 * DAY_MS,
};

/** The page a read token opens: the token is the path's last segment. */
const CONVERSATION_PATH = "/messages";

/**
 * The path of a conversation's page for a read token, in the person's
 * language: a Spanish record's links open /es/messages/<token>.
 */
export const conversationPath = (token: string, locale: Locale) =>
  pathIn(`${CONVERSATION_PATH}/${token}`, locale);

/** The same page's full address, as an email links to it. */
export const conversationUrl = (appUrl: URL, token: string, locale: Locale) =>
  new URL(conversationPath(token, locale), appUrl).href;

/** The record a conversation belongs to. */
export interface ConversationSubject {
  kind: InboxKind;
  id: string;
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
/** 256 random bits in lower-case base32: 52 characters that survive a mail system that folds case. */
const TOKEN_PATTERN = /^[a-z2-7]{52}$/;

/** Bytes in base32 (RFC 4648's alphabet in lower case, unpadded; a last partial group is dropped). */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** A new bearer token: 256 random bits (and a few more) as 52 base32 characters. */
export const newToken = () => base32(randomBytes(33)).slice(0, 52);

/** What is stored of a token: its SHA-256 (256 random bits need no salt or stretching). */
export const tokenHash = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** A token's shape, checked before any lookup: anything else is refused unread. */
export const isTokenShaped = (value: string) => TOKEN_PATTERN.test(value);

/**
 * Makes a token for the subject and stores only its hash. The token itself
 * goes into one sealed outbox row and the email; nowhere else.
 */
export async function mintToken(
  executor: Kysely<DB> | Transaction<DB>,
  subject: ConversationSubject,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await executor
    .insertInto("conversation_links")
    .values({
      token_hash: tokenHash(token),
      created_at: now.toISOString(),
      purpose,
      subject_type: subject.kind,
      subject_id: subject.id,
      expires_at: new Date(
        now.getTime() + TOKEN_LIFETIME_MS[purpose],
      ).toISOString(),
    })
    .execute();
  return token;
}

export type TokenLookup =
  | { ok: true; subject: ConversationSubject }
  | { ok: false; reason: "malformed" | "unknown" | "expired" };

/** The subject a live token of this purpose opens, or why it opens nothing. */
export async function findToken(
  db: Kysely<DB>,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<TokenLookup> {
  const normal = token.toLowerCase();
  if (!isTokenShaped(normal)) return { ok: false, reason: "malformed" };
  const row = await db
    .selectFrom("conversation_links")
    .select(["subject_type", "subject_id", "expires_at"])
    .where("token_hash", "=", tokenHash(normal))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "unknown" };
  if (new Date(row.expires_at).getTime() <= now.getTime())
    return { ok: false, reason: "expired" };
  return {
    ok: true,
    subject: { kind: row.subject_type as InboxKind, id: row.subject_id },
  };
}

/** Deletes tokens past their expiry (the daily retention job); resolves to how many. */
export async function forgetExpiredTokens(
  db: Kysely<DB>,
  now = new Date(),
): Promise<number> {
  const result = await db
    .deleteFrom("conversation_links")
    .where("expires_at", "<", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
