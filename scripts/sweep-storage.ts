/**
 * `npm run storage:sweep`: deletes stored documents that no row names and
 * that are older than the grace period (an hour; `--grace-minutes` to
 * change it), as the server does after start and daily. Runs against the
 * server's own DATA_DIR, DATABASE_URL and storage, after migrating. Prints
 * counts, never keys; exits 1 when an orphan could not be deleted (run it
 * again). docs/operations.md, "Faults".
 */
import { parseArgs } from "node:util";

import { boot } from "#server/boot.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { loadSecrets } from "#server/secrets.ts";
import {
  ORPHAN_GRACE_MS,
  sweepOrphanedDocuments,
} from "#server/storage/orphan-sweep.ts";
import { createStorage } from "#server/storage/storage.ts";

const { values } = parseArgs({
  options: {
    "grace-minutes": {
      type: "string",
      default: String(ORPHAN_GRACE_MS / 60_000),
    },
  },
});
const graceMinutes = Number(values["grace-minutes"]);
if (!Number.isFinite(graceMinutes) || graceMinutes < 0) {
  process.stderr.write(
    "--grace-minutes must be a number of minutes, 0 or more\n",
  );
  process.exit(1);
}

const { config, logger } = boot();
const secrets = loadSecrets(config);
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
try {
  await migrateToLatest(database.db, { dataKeys: secrets.dataEncryptionKeys });
  const report = await sweepOrphanedDocuments(
    { db: database.db, storage: createStorage(config), logger },
    { graceMs: graceMinutes * 60_000, trigger: "command" },
  );
  let failed = 0;
  for (const [bucket, tally] of Object.entries(report)) {
    failed += tally.failed;
    process.stdout.write(
      `${bucket}: ${tally.listed} stored, ${tally.deleted} orphans deleted` +
        (tally.partial > 0 ? `, ${tally.partial} partial writes removed` : "") +
        (tally.failed > 0
          ? `, ${tally.failed} could not be deleted (run again)`
          : "") +
        "\n",
    );
  }
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await database.close();
}
