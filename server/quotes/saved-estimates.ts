import { sql, type Kysely, type Transaction } from "kysely";

import { SAVED_ESTIMATE_DAYS } from "#app/content/quote-requests.ts";
import type { ProductLine } from "#app/content/shared.ts";
import type { Answers, Estimate } from "#app/lib/estimate/types.ts";
import { pathIn, type Locale } from "#app/lib/locale.ts";
import { savedEstimatePath } from "#app/lib/quote-paths.ts";
import {
  isTokenShaped,
  newToken,
  tokenHash,
} from "#server/conversations/tokens.ts";
import type { DB } from "#server/db/schema.ts";
import { withUniqueReference } from "#server/forms/references.ts";
import type { SubmissionServices } from "#server/forms/submit-once.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplatesIn } from "#server/mail/templates.ts";
import { DAY_MS } from "#server/days.ts";

/** How long a saved estimate (and its link) lives after its last change. */
export const SAVED_ESTIMATE_LIFETIME_MS = SAVED_ESTIMATE_DAYS * DAY_MS;

/**
 * One line of a saved estimate: what was asked and what the engine
 * estimated then. Business cover has answers but no estimate (no price).
 */
export interface SavedLine {
  line: ProductLine;
  plan: string | null;
  answers: Answers;
  estimate: Estimate | null;
}

export interface SavedEstimate {
  id: string;
  reference: string;
  createdAt: string;
  updatedAt: string;
  lines: SavedLine[];
}

/** The address that reopens a saved estimate: the token in its path (a Spanish visitor's under /es). */
export const savedEstimateUrl = (
  appUrl: URL,
  token: string,
  locale: Locale = "en",
) => new URL(pathIn(savedEstimatePath(token), locale), appUrl).href;

/** A line replaces the saved line of the same kind: one estimate per line in a bundle. */
function withLine(lines: readonly SavedLine[], line: SavedLine): SavedLine[] {
  const kept = lines.filter((saved) => saved.line !== line.line);
  return [...kept, line];
}

export interface SaveResult {
  reference: string;
  token: string;
  /** True when the line joined an estimate saved before (the bundle). */
  added: boolean;
  /** True when a link to add to was given but had expired: a new estimate was saved. */
  addToExpired: boolean;
}

/**
 * Saves a line's estimate: as a new saved estimate (a `Q-` reference and a
 * new token, stored only as its hash), or, given the token of one saved
 * before, added to it (its token and reference stay). With an email, the
 * link is queued to it in the same transaction; the address goes into the
 * outbox alone (sealed there with the message, and gone once sent), never
 * into the saved estimate, which holds no personal data.
 */
export async function saveEstimate(
  services: SubmissionServices,
  input: {
    line: SavedLine;
    email?: string;
    addTo?: string;
    /** The language of the page it was saved from: the email and its link follow it. */
    locale?: Locale;
  },
  now = new Date(),
): Promise<SaveResult> {
  const { db } = services.database;
  const at = now.toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const saved = await store(trx);
    if (input.email)
      await enqueueMail(trx, services.secrets.dataEncryptionKey, {
        kind: "quote.saved",
        to: input.email,
        ...mailTemplatesIn(input.locale ?? "en").savedEstimate({
          reference: saved.reference,
          url: savedEstimateUrl(
            services.config.appUrl,
            saved.token,
            input.locale,
          ),
          days: SAVED_ESTIMATE_DAYS,
        }),
      });
    return saved;
  });
  if (input.email) services.outbox.kick();
  return result;

  async function store(trx: Transaction<DB>): Promise<SaveResult> {
    const earlier = input.addTo
      ? await findSavedEstimate(trx, input.addTo, now)
      : undefined;
    if (earlier && input.addTo) {
      await trx
        .updateTable("saved_estimates")
        .set({
          updated_at: at,
          lines: JSON.stringify(withLine(earlier.lines, input.line)),
        })
        .where("id", "=", earlier.id)
        .execute();
      return {
        reference: earlier.reference,
        token: input.addTo,
        added: true,
        addToExpired: false,
      };
    }
    const token = newToken();
    const reference = await withUniqueReference("Q-", async (reference) => {
      // A savepoint, so a reference that collides is drawn again without
      // losing the transaction (PostgreSQL aborts it on any error).
      await sql`savepoint saved_estimate`.execute(trx);
      try {
        await trx
          .insertInto("saved_estimates")
          .values({
            id: crypto.randomUUID(),
            created_at: at,
            updated_at: at,
            reference,
            token_hash: tokenHash(token),
            lines: JSON.stringify([input.line]),
          })
          .execute();
      } catch (error) {
        await sql`rollback to savepoint saved_estimate`.execute(trx);
        throw error;
      }
      return reference;
    });
    return {
      reference,
      token,
      added: false,
      addToExpired: input.addTo !== undefined,
    };
  }
}

/**
 * The saved estimate a link's token opens, or undefined: a token of the
 * wrong shape is refused unread, and one older than its lifetime (counted
 * from its last change) opens nothing, even before retention deletes it.
 */
export async function findSavedEstimate(
  db: Kysely<DB> | Transaction<DB>,
  token: string,
  now = new Date(),
): Promise<SavedEstimate | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const row = await db
    .selectFrom("saved_estimates")
    .select(["id", "reference", "created_at", "updated_at", "lines"])
    .where("token_hash", "=", tokenHash(token))
    .where(
      "updated_at",
      ">",
      new Date(now.getTime() - SAVED_ESTIMATE_LIFETIME_MS).toISOString(),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    lines: JSON.parse(row.lines) as SavedLine[],
  };
}
