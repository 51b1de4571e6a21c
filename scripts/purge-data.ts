/**
 * `npm run data:purge`: deletes what is past its retention now, as the
 * server's daily job does: verifications older than
 * VERIFICATION_RETENTION_DAYS with their licence images, job applications
 * older than APPLICATION_RETENTION_DAYS with their resumes, requests for an
 * agent older than QUOTE_REQUEST_RETENTION_DAYS, claims resolved more than
 * CLAIM_RETENTION_DAYS ago with their files, contact messages closed more
 * than CONTACT_RETENTION_DAYS ago (each with its
 * submission receipts and its conversation), submission receipts older than
 * a day, and conversation links past their expiry. Runs against the
 * server's own DATA_DIR, DATABASE_URL and storage, after migrating. Prints
 * counts, never contents; exits 1 when a document could not be deleted (its
 * row is kept; run it again). docs/operations.md, "Retention".
 */
import { parseArgs } from "node:util";

import { UNCONFIRMED_ACCOUNT_DAYS } from "#server/auth/unconfirmed-accounts.ts";
import { boot } from "#server/boot.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { loadSecrets } from "#server/secrets.ts";
import {
  PURGE_BATCH_SIZE,
  purgeExpiredData,
  retentionPeriods,
  type PurgeTally,
} from "#server/staff/retention.ts";
import { createStorage } from "#server/storage/storage.ts";

const { values } = parseArgs({
  options: {
    "batch-size": { type: "string", default: String(PURGE_BATCH_SIZE) },
  },
});
const batchSize = Number(values["batch-size"]);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  process.stderr.write("--batch-size must be a positive integer\n");
  process.exit(1);
}

const { config, logger } = boot();
const secrets = loadSecrets(config);
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
const print = (line: string) => process.stdout.write(`${line}\n`);
const line = (name: string, days: number, tally: PurgeTally) =>
  `${name} older than ${days} days: ${tally.rows} deleted, ${tally.files} files deleted` +
  (tally.kept > 0
    ? `, ${tally.kept} kept (a document could not be deleted; run again)`
    : "");
try {
  await migrateToLatest(database.db, { dataKeys: secrets.dataEncryptionKeys });
  const report = await purgeExpiredData(
    {
      db: database.db,
      dialect: database.dialect,
      storage: createStorage(config),
      logger,
      authSecret: secrets.authSecret,
    },
    {
      ...retentionPeriods(config),
      batchSize,
      trigger: "command",
    },
  );
  print(line("verifications", report.verifications.days, report.verifications));
  print(
    line("job applications", report.applications.days, report.applications),
  );
  print(
    line("quote requests", report.quoteRequests.days, report.quoteRequests),
  );
  print(line("claims resolved", report.claims.days, report.claims));
  print(line("contact messages closed", report.contacts.days, report.contacts));
  print(`expired saved estimates: ${report.savedEstimates} deleted`);
  print(
    `saved filters of disabled accounts or with an old search: ${report.savedFilters} deleted`,
  );
  print(
    `accounts not confirmed within ${UNCONFIRMED_ACCOUNT_DAYS} days of sign-up: ${report.unconfirmedAccounts} deleted`,
  );
  print(`submission receipts older than a day: ${report.receipts} deleted`);
  print(`expired conversation links: ${report.tokens} deleted`);
  process.exitCode =
    report.verifications.kept +
      report.applications.kept +
      report.quoteRequests.kept >
    0
      ? 1
      : 0;
} finally {
  await database.close();
}
