/**
 * `npm run keys:rotate`: re-encrypts every encrypted column and document
 * under the current data key (the first of DATA_ENCRYPTION_KEYS), against
 * the server's own DATA_DIR, DATABASE_URL and storage. Resumable: run it
 * again after a stop and it skips what is already done. Prints counts;
 * exits 1 when something could not be read with any key of the ring.
 * docs/operations.md, "Keys", gives the whole procedure.
 */
import { parseArgs } from "node:util";

import { boot, orExitOnConfigError } from "#server/boot.ts";
import { keyId } from "#server/crypto.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { rotateDataKeys } from "#server/keys/rotate.ts";
import { loadSecrets } from "#server/secrets.ts";
import { createStorage } from "#server/storage/storage.ts";

const { values } = parseArgs({
  options: { "batch-size": { type: "string", default: "100" } },
});
const batchSize = Number(values["batch-size"]);
if (!Number.isInteger(batchSize) || batchSize < 1) {
  process.stderr.write("--batch-size must be a positive integer\n");
  process.exit(1);
}

const { config } = boot();
const secrets = loadSecrets(config);
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
const print = (line: string) => process.stdout.write(`${line}\n`);
try {
  await migrateToLatest(database.db, { dataKeys: secrets.dataEncryptionKeys });
  await orExitOnConfigError(
    checkDataKeys(database.db, secrets.dataEncryptionKeys),
  );
  print(
    `rotating to key ${keyId(secrets.dataEncryptionKey)} (${secrets.dataEncryptionKeys.length} key(s) in the ring), ${batchSize} per batch`,
  );
  const report = await rotateDataKeys(
    { db: database.db, storage: createStorage(config), secrets },
    { batchSize },
  );
  for (const [name, tally] of Object.entries(report.tallies)) {
    const missing = tally.missing ? `, ${tally.missing} missing` : "";
    print(
      `${name}: ${tally.rewritten} rewritten, ${tally.current} already current, ${tally.failed} failed${missing}`,
    );
  }
  for (const failure of report.failures) print(`failed: ${failure}`);
  print(
    report.failures.length > 0
      ? "key check: left under its key (something failed; fix it and run again)"
      : report.keyCheckMoved
        ? "key check: moved to the current key"
        : "key check: already under the current key",
  );
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
