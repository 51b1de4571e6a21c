import type { Insertable, Kysely } from "kysely";

import type { ComplaintsTable, DB } from "#server/db/schema.ts";

/** Numbers the references left to the sample, unique in a test file's database. */
let serial = 0;

/**
 * A complaint made directly in the database, as the complaint form would
 * store it but without its emails and files (tests/helpers/records.ts does
 * the same for the other kinds). `columns` sets what the test is about.
 */
export async function insertComplaint(
  db: Kysely<DB>,
  columns: Partial<Insertable<ComplaintsTable>> = {},
): Promise<{ kind: "complaint"; id: string; reference: string }> {
  const id = columns.id ?? crypto.randomUUID();
  const reference =
    columns.reference ?? `CP-8${String(++serial).padStart(5, "0")}`;
  await db
    .insertInto("complaints")
    .values({
      created_at: new Date().toISOString(),
      full_name: "Mary Jackson",
      email: "mary.jackson@example.com",
      phone: null,
      about: "claim",
      our_reference: null,
      what_happened: "Nobody called me back about my claim.",
      put_right: "A call and an answer.",
      status: "received",
      ...columns,
      reference,
      id,
    })
    .execute();
  return { kind: "complaint", id, reference };
}
