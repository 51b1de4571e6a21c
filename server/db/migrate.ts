import {
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationResultSet,
} from "kysely";

import type { KeyRing } from "#server/crypto.ts";
import * as initial from "./migrations/0001-initial.ts";
import * as rateLimitsAndReceipts from "./migrations/0002-rate-limits-and-receipts.ts";
import * as auth from "./migrations/0003-auth.ts";
import { encryptedColumns } from "./migrations/0004-encrypted-columns.ts";
import * as staffAccounts from "./migrations/0005-staff-accounts.ts";
import * as workflow from "./migrations/0006-workflow.ts";
import * as sessionSecondFactor from "./migrations/0007-session-second-factor.ts";
import * as receiptsKeyedAndExpiring from "./migrations/0008-receipts-keyed-and-expiring.ts";
import { conversations } from "./migrations/0009-conversations.ts";
import * as emailLookup from "./migrations/0010-email-lookup.ts";
import * as quotes from "./migrations/0011-quotes.ts";
import * as clocksAndOwners from "./migrations/0012-clocks-and-owners.ts";
import * as contactReference from "./migrations/0013-contact-reference.ts";
import * as promiseClocksBackfill from "./migrations/0014-promise-clocks-backfill.ts";
import * as ownersAndSavedFilters from "./migrations/0015-owners-and-saved-filters.ts";
import * as claimOutcomesAndClosing from "./migrations/0016-claim-outcomes-and-closing.ts";
import * as inboxScale from "./migrations/0017-inbox-scale.ts";
import * as languages from "./migrations/0018-languages.ts";
import * as statusChangesByThePerson from "./migrations/0019-status-changes-by-the-person.ts";
import * as personReplied from "./migrations/0021-person-replied.ts";
import * as firstResponses from "./migrations/0022-first-responses.ts";
import * as complaints from "./migrations/0023-complaints.ts";
import * as customerReads from "./migrations/0024-customer-reads.ts";
import { isPostgres } from "./migration-helpers.ts";
import type { DB } from "./schema.ts";

export interface MigrationOptions {
  /** The data key ring, for migrations that encrypt what is already stored (0004, 0009). */
  dataKeys?: KeyRing;
}

/**
 * The migration set, in order. Forward-only: a shipped migration is never
 * edited; a change is a new file added here. Listed in code rather than read
 * from a folder so the same list works in the bundle, in scripts and in tests.
 */
export function migrationSet(
  options: MigrationOptions = {},
): Record<string, Migration> {
  return {
    "0001-initial": initial,
    "0002-rate-limits-and-receipts": rateLimitsAndReceipts,
    "0003-auth": auth,
    "0004-encrypted-columns": encryptedColumns(options),
    "0005-staff-accounts": staffAccounts,
    "0006-workflow": workflow,
    "0007-session-second-factor": sessionSecondFactor,
    "0008-receipts-keyed-and-expiring": receiptsKeyedAndExpiring,
    "0009-conversations": conversations(options),
    "0010-email-lookup": emailLookup,
    "0011-quotes": quotes,
    "0012-clocks-and-owners": clocksAndOwners,
    "0013-contact-reference": contactReference,
    "0014-promise-clocks-backfill": promiseClocksBackfill,
    "0015-owners-and-saved-filters": ownersAndSavedFilters,
    "0016-claim-outcomes-and-closing": claimOutcomesAndClosing,
    "0017-inbox-scale": inboxScale,
    "0018-languages": languages,
    "0019-status-changes-by-the-person": statusChangesByThePerson,
    "0021-person-replied": personReplied,
    "0022-first-responses": firstResponses,
    "0023-complaints": complaints,
    "0024-customer-reads": customerReads,
  };
}

/**
 * A migrator for this database. On PostgreSQL its bookkeeping tables are
 * looked for in the current schema only: Kysely otherwise finds another
 * schema's `kysely_migration` on the same server (another application, or a
 * parallel test file), takes it for its own and fails.
 */
export async function createMigrator(
  db: Kysely<DB>,
  options: MigrationOptions = {},
): Promise<Migrator> {
  const migrations = migrationSet(options);
  let migrationTableSchema: string | undefined;
  if (isPostgres(db)) {
    const { rows } = await sql<{
      schema: string;
    }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema,
  });
}

export async function migrateToLatest(
  db: Kysely<DB>,
  options: MigrationOptions = {},
): Promise<string[]> {
  const migrator = await createMigrator(db, options);
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed =
      result.results?.find((r) => r.status === "Error")?.migrationName ??
      "unknown";
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return (result.results ?? [])
    .filter((r) => r.status === "Success")
    .map((r) => r.migrationName);
}
