/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { boot } from "#server/boot.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

const { config, logger } = boot();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
try {
  const applied = await migrateToLatest(database.db);
  logger.info(
    { migrations: applied, dialect: database.dialect },
    applied.length ? "migrations applied" : "database is up to date",
  );
} finally {
  await database.close();
}
