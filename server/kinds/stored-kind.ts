/**
 * How a kind of record is kept: the server's half of its declaration
 * (app/lib/kinds/ holds what the browser may know too). One file per kind
 * beside this one, gathered in stored-kinds.ts; every part is required, so
 * TypeScript names what a new kind still lacks.
 */
import type { RawBuilder } from "kysely";

import type { Config } from "#server/config.ts";
import type { DB } from "#server/db/schema.ts";
import type { FormName } from "#server/forms/receipts.ts";
import type { Bucket } from "#server/storage/storage.ts";

/** A column of the kind's table. */
export type Column<Table extends keyof DB> = keyof DB[Table] & string;

export interface StoredKind<Table extends keyof DB = keyof DB> {
  table: Table;
  /** Its full-text table on SQLite (migration 0017): trigrams of name, email and reference. */
  searchTable: `${Table}_search`;
  /**
   * Who the person is: the address they wrote from, and their name, in one
   * column or as first and last name. The reference and the language are
   * every kind's `reference` and `locale`.
   */
  person: {
    email: Column<Table>;
    name: Column<Table> | readonly [first: Column<Table>, last: Column<Table>];
  };
  /**
   * The inbox list's own column beside the name, email, date and status:
   * one SQL value read with each row (`column` names a column of the row),
   * and the cells it fills, keyed as app/content/staff.ts `inboxColumns`.
   */
  list: {
    value: (
      column: (name: Column<Table>) => RawBuilder<unknown>,
    ) => RawBuilder<unknown>;
    cells: (value: string) => Record<string, string>;
  };
  /**
   * The columns of its CSV, in this order. What is left out is left out on
   * purpose: an SSN, a bank name, a credit score, every document and its
   * storage key. A column added to the table appears only when added here.
   */
  exportColumns: readonly Column<Table>[];
  /** What retention deletes of it, and when (decision 0075). */
  retention: {
    /** The name its counts go by in the report and the audit row ("verifications"). */
    plural: string;
    /** Its period among the purge's options, and the setting that gives it. */
    option: string;
    setting: keyof Config & `${string}RetentionDays`;
    /**
     * When its retention starts: when it arrived, or when it was closed
     * (`closed_at`, set by the move to its final status; a record still
     * open is kept).
     */
    from: "created_at" | "closed_at";
    /** The columns that hold its documents' storage keys. */
    documents: readonly Column<Table>[];
    /** A table of its files, many per record, deleted with the row. */
    fileTable?: "claim_files";
    /** The form whose receipts name its rows. */
    form: FormName;
    /** What its receipts name: the reference, or (a form without a reference of its own) the row id. */
    receiptNames: "reference" | "id";
    /** Where its documents are kept (its conversation's files go by their own bucket). */
    bucket: Bucket;
  };
}

/** Any kind's storage, each checked against its own table. */
export type AnyStoredKind = {
  [Table in keyof DB]: StoredKind<Table>;
}[keyof DB];
