import { sql, type Kysely, type Migration } from "kysely";

import {
  columnContext,
  decryptText,
  encryptText,
  type KeyRing,
} from "#server/crypto.ts";
import {
  createIndexes,
  idColumn,
  isPostgres,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

const BATCH = 500;

/**
 * Bank name and credit score become encrypted columns (issue 11).
 *
 * `bank_name_encrypted` and `credit_score_encrypted` (text) are added, every
 * row already stored is encrypted into them with the current data key (bound
 * to table, column and row id, as server/crypto.ts describes), and the plain
 * `bank_name` and `credit_score` columns are dropped, so no plain value is
 * left once the migration has run. The range check of the credit score goes
 * with its column; the form's schema keeps it (300 to 850).
 *
 * The migration needs the key ring only when there are rows to encrypt; it
 * first proves the ring reads an SSN already stored, so a wrong key (say, a
 * new one generated because DATA_DIR/secrets was lost) stops it before it
 * writes anything. On SQLite an added NOT NULL column needs a default: ''
 * there, never used (the code always writes both). On PostgreSQL the columns
 * are added nullable, filled, then made NOT NULL.
 *
 * Also: the `key_check` table (server/keys/check.ts), the bodies of mail
 * already sent are cleared, and an index for purging sent mail by age.
 */
export function encryptedColumns(options: { dataKeys?: KeyRing }): Migration {
  return {
    async up(db) {
      // PostgreSQL runs each migration in a transaction; SQLite's migrator
      // does not, so the whole step is one here: all of it or none of it.
      if (db.isTransaction) return up(db, options.dataKeys);
      return db
        .transaction()
        .execute((trx) =>
          up(trx as unknown as Kysely<unknown>, options.dataKeys),
        );
    },
  };
}

interface PlainRow {
  id: string;
  bank_name: string;
  credit_score: number | string;
  ssn: string;
}

async function up(db: Kysely<unknown>, keys: KeyRing | undefined) {
  const postgres = isPostgres(db);
  const table = "onboarding_responses";

  const first =
    await sql<PlainRow>`select id, ssn from onboarding_responses order by id limit 1`.execute(
      db,
    );
  const sample = first.rows[0];
  const key = keys?.[0];
  if (sample) {
    if (!keys || !key) {
      throw new Error(
        "Migration 0004 encrypts the bank names and credit scores already stored: it needs the data encryption key",
      );
    }
    try {
      decryptText(sample.ssn, keys, columnContext(table, "ssn", sample.id));
    } catch {
      throw new Error(
        "Migration 0004: the data encryption key does not read the SSNs already stored; start with the key that wrote them",
      );
    }
  }

  for (const column of ["bank_name_encrypted", "credit_score_encrypted"]) {
    await db.schema
      .alterTable(table)
      .addColumn(column, "text", (c) =>
        postgres ? c : c.notNull().defaultTo(""),
      )
      .execute();
  }

  let after = "";
  for (;;) {
    const { rows } =
      await sql<PlainRow>`select id, bank_name, credit_score from onboarding_responses where id > ${after} order by id limit ${BATCH}`.execute(
        db,
      );
    for (const row of rows) {
      await sql`update onboarding_responses set bank_name_encrypted = ${encryptText(
        row.bank_name,
        key!,
        columnContext(table, "bank_name_encrypted", row.id),
      )}, credit_score_encrypted = ${encryptText(
        String(row.credit_score),
        key!,
        columnContext(table, "credit_score_encrypted", row.id),
      )} where id = ${row.id}`.execute(db);
    }
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1]!.id;
  }

  if (postgres) {
    for (const column of ["bank_name_encrypted", "credit_score_encrypted"])
      await db.schema
        .alterTable(table)
        .alterColumn(column, (c) => c.setNotNull())
        .execute();
  }
  await db.schema.alterTable(table).dropColumn("bank_name").execute();
  await db.schema.alterTable(table).dropColumn("credit_score").execute();

  // One row: a value sealed with the current key, read at every start.
  await db.schema
    .createTable("key_check")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  // A sent message's body is cleared from now on; clear those sent before.
  await sql`update outbox set text_body = '', html_body = null where status = 'sent'`.execute(
    db,
  );
  await createIndexes(db, "outbox", {
    outbox_sent_at_idx: ["status", "sent_at"],
  });
}
