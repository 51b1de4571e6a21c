import type { Locale } from "#app/lib/locale.ts";
import type { Kysely, Transaction } from "kysely";

import type { DB } from "#server/db/schema.ts";
import { personSql } from "#server/kinds/person.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";
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
  const person = personSql(kind);
  // Kysely cannot resolve columns over a table left generic: every inbox
  // table has id, reference and locale, and the person's columns are SQL.
  const row = await db
    .selectFrom(storedKinds[kind].table as "claims")
    .select([
      person.email.as("email"),
      person.name.as("fullName"),
      person.firstName.as("firstName"),
      "reference",
      "locale",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return (
    row && {
      email: row.email,
      fullName: row.fullName,
      firstName: row.firstName ?? firstWord(row.fullName),
      reference: row.reference,
      locale: row.locale,
    }
  );
}
