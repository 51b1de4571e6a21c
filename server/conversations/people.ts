import type { Locale } from "#app/lib/locale.ts";
import type { Kysely, Transaction } from "kysely";

import type { DB } from "#server/db/schema.ts";
import type { ConversationSubject } from "./tokens.ts";

/** The person a conversation is with, as their submission names them. */
export interface Person {
  email: string;
  fullName: string;
  /** For "Dear …": the first name given, or the first word of the full name. */
  firstName: string;
  /** The reference they were given (APP-, VER-, CL, Q-, CT-); a contact message sent before migration 0013 has none. */
  reference: string | null;
  /** The language of the page they used: their emails and conversation page are in it. */
  locale: Locale;
}

const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The person behind a submission, or undefined when there is no such submission. */
export async function personOf(
  db: Kysely<DB> | Transaction<DB>,
  { kind, id }: ConversationSubject,
): Promise<Person | undefined> {
  switch (kind) {
    case "contact": {
      const row = await db
        .selectFrom("contact_submissions")
        .select(["email", "first_name", "last_name", "reference", "locale"])
        .where("id", "=", id)
        .executeTakeFirst();
      return (
        row && {
          email: row.email,
          fullName: `${row.first_name} ${row.last_name}`,
          firstName: row.first_name,
          reference: row.reference,
          locale: row.locale,
        }
      );
    }
    case "application": {
      const row = await db
        .selectFrom("job_applications")
        .select(["email", "full_name", "reference", "locale"])
        .where("id", "=", id)
        .executeTakeFirst();
      return (
        row && {
          email: row.email,
          fullName: row.full_name,
          firstName: firstWord(row.full_name),
          reference: row.reference,
          locale: row.locale,
        }
      );
    }
    case "verification": {
      const row = await db
        .selectFrom("onboarding_responses")
        .select(["email", "first_name", "last_name", "reference", "locale"])
        .where("id", "=", id)
        .executeTakeFirst();
      return (
        row && {
          email: row.email,
          fullName: `${row.first_name} ${row.last_name}`,
          firstName: row.first_name,
          reference: row.reference,
          locale: row.locale,
        }
      );
    }
    case "claim": {
      const row = await db
        .selectFrom("claims")
        .select(["claimant_email", "claimant_name", "reference", "locale"])
        .where("id", "=", id)
        .executeTakeFirst();
      return (
        row && {
          email: row.claimant_email,
          fullName: row.claimant_name,
          firstName: firstWord(row.claimant_name),
          reference: row.reference,
          locale: row.locale,
        }
      );
    }
    case "quote": {
      const row = await db
        .selectFrom("quote_requests")
        .select(["email", "full_name", "reference", "locale"])
        .where("id", "=", id)
        .executeTakeFirst();
      return (
        row && {
          email: row.email,
          fullName: row.full_name,
          firstName: firstWord(row.full_name),
          reference: row.reference,
          locale: row.locale,
        }
      );
    }
  }
}
