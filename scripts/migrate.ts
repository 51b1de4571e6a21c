/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { boot, orExitOnConfigError } from "#server/boot.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { loadSecrets } from "#server/secrets.ts";

const { config, logger } = boot();
// Migration 0004 encrypts values already stored: it needs the server's key.
const { dataEncryptionKeys } = loadSecrets(config);
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
try {
  const applied = await migrateToLatest(database.db, {
    dataKeys: dataEncryptionKeys,
  });
  await orExitOnConfigError(checkDataKeys(database.db, dataEncryptionKeys));
  logger.info(
    { migrations: applied, dialect: database.dialect },
    applied.length ? "migrations applied" : "database is up to date",
  );
} finally {
  await database.close();
}
