import type { Kysely } from "kysely";

import { ConfigError } from "#server/config.ts";
import {
  columnContext,
  decryptText,
  encryptText,
  isCurrent,
  type KeyRing,
} from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";

const CHECK_ID = "data-encryption-key";
const CHECK_TEXT = "harborline data key check";
const context = columnContext("key_check", "value", CHECK_ID);

/**
 * The database's key check value: a known text sealed with the data key. A
 * process whose key ring cannot read it refuses to start, instead of
 * encrypting new data with a key nobody else has (a DATA_DIR/secrets that was
 * lost and generated again, an older key left out of DATA_ENCRYPTION_KEYS).
 * The first start writes it; `npm run keys:rotate` moves it to the current
 * key once everything else is.
 */
export async function checkDataKeys(
  db: Kysely<DB>,
  keys: KeyRing,
): Promise<void> {
  const read = () =>
    db
      .selectFrom("key_check")
      .select("value")
      .where("id", "=", CHECK_ID)
      .executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto("key_check")
      .values({
        id: CHECK_ID,
        created_at: new Date().toISOString(),
        value: encryptText(CHECK_TEXT, keys[0]!, context),
      })
      // Two processes starting at once: the first one's value stays.
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    row = await read();
  }
  let readable = false;
  try {
    readable = decryptText(row!.value, keys, context) === CHECK_TEXT;
  } catch {
    readable = false;
  }
  if (!readable) {
    throw new ConfigError(
      "Invalid configuration: DATA_ENCRYPTION_KEY does not read the data this database holds (its key check fails); start with the key that wrote it, or list that key after the new one in DATA_ENCRYPTION_KEYS",
    );
  }
}

/**
 * Seals the key check value with the ring's current key (keys:rotate, once
 * everything else is under it); false when it already was.
 */
export async function moveKeyCheck(
  db: Kysely<DB>,
  keys: KeyRing,
): Promise<boolean> {
  await checkDataKeys(db, keys);
  const row = await db
    .selectFrom("key_check")
    .select("value")
    .where("id", "=", CHECK_ID)
    .executeTakeFirstOrThrow();
  if (isCurrent(row.value, keys)) return false;
  await db
    .updateTable("key_check")
    .set({ value: encryptText(CHECK_TEXT, keys[0]!, context) })
    .where("id", "=", CHECK_ID)
    .execute();
  return true;
}
