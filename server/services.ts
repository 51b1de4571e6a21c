import { createAuth, type Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import { openDatabase, type Database } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { checkDataKeys } from "./keys/check.ts";
import type { Logger } from "./logger.ts";
import { privateDirectory } from "./private-files.ts";
import { createOutboxWorker, type OutboxWorker } from "./mail/outbox-worker.ts";
import { createMailTransport, moveEarlierMailbox } from "./mail/transport.ts";
import { loadSecrets, type Secrets } from "./secrets.ts";
import {
  createRetentionJob,
  purgeExpiredData,
  retentionPeriods,
} from "./staff/retention.ts";
import { sweepOrphanedDocuments } from "./storage/orphan-sweep.ts";
import { createStorage, type Storage } from "./storage/storage.ts";
import { sweepStaleUploads, uploadTempDir } from "./uploads/temp-files.ts";

/** Everything a request handler may need, made once per process. */
export interface Services {
  config: Config;
  logger: Logger;
  secrets: Secrets;
  database: Database;
  storage: Storage;
  outbox: OutboxWorker;
  /** The customer portal's Better Auth instance (server/auth/auth.ts). */
  auth: Auth;
}

export async function startServices(
  config: Config,
  logger: Logger,
): Promise<Services & { stop(): Promise<void> }> {
  // Made (or tightened to) 0700 before anything is written into it.
  privateDirectory(config.dataDir);
  // Uploads a stopped process left half-handled; never stored, so never needed.
  const swept = await sweepStaleUploads(uploadTempDir(config.dataDir));
  if (swept > 0)
    logger.info({ files: swept }, "removed stale temporary uploads");
  const moved = await moveEarlierMailbox(config);
  if (moved > 0)
    logger.info(
      { files: moved, to: config.mailDir },
      "moved development mail out of DATA_DIR/mail",
    );
  const secrets = loadSecrets(config);
  for (const warning of sharedSecretWarnings(config)) logger.warn(warning);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (error) =>
      logger.warn(
        {
          err: {
            message: error.message,
            code: (error as { code?: string }).code,
          },
        },
        "database connection lost; the next query reconnects",
      ),
  });
  let applied: string[];
  try {
    applied = await migrateToLatest(database.db, {
      dataKeys: secrets.dataEncryptionKeys,
    });
    await checkDataKeys(database.db, secrets.dataEncryptionKeys);
  } catch (error) {
    await database.close();
    throw error;
  }
  if (applied.length > 0)
    logger.info({ migrations: applied }, "applied database migrations");
  const storage = createStorage(config);
  const transport = createMailTransport(config, logger);
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    logger,
    keys: secrets.dataEncryptionKeys,
  });
  outbox.start();
  // Deletes what is past its retention (server/staff/retention.ts), daily.
  const retention = createRetentionJob({
    logger,
    run: (signal) =>
      purgeExpiredData(
        {
          db: database.db,
          dialect: database.dialect,
          storage,
          logger,
          authSecret: secrets.authSecret,
        },
        {
          ...retentionPeriods(config),
          trigger: "daily job",
          signal,
        },
      ),
  });
  retention.start();
  // Deletes documents no row names (a process killed between storing a
  // submission's files and writing its row), soon after start and daily.
  // In the background: readiness never waits for a listing of the store.
  const orphanSweep = createRetentionJob({
    logger,
    failureMessage: "storage: the orphan sweep failed; trying again in an hour",
    firstRunDelayMs: 5_000 + Math.random() * 25_000,
    run: (signal) =>
      sweepOrphanedDocuments(
        { db: database.db, storage, logger },
        { trigger: "scheduled", signal },
      ),
  });
  orphanSweep.start();
  const auth = createAuth({ config, secrets, database, logger, outbox });
  return {
    config,
    logger,
    secrets,
    database,
    storage,
    outbox,
    auth,
    async stop() {
      await retention.stop();
      await orphanSweep.stop();
      await outbox.stop();
      transport.close();
      await database.close();
    },
  };
}

/**
 * On PostgreSQL the processes are meant to be many, on many machines; a
 * secret generated into one machine's DATA_DIR cannot be shared, so sessions
 * made elsewhere are refused here and data stored elsewhere cannot be read.
 * Said loudly at start (issue 13); key check (server/keys/check.ts) stops a
 * process whose data key cannot read what the database holds.
 */
export function sharedSecretWarnings(
  config: Pick<Config, "databaseUrl" | "authSecret" | "dataEncryptionKeys">,
): string[] {
  if (!config.databaseUrl) return [];
  return [
    ...(config.authSecret
      ? []
      : [
          "AUTH_SECRET is not set: this process signs sessions with a secret generated into its own DATA_DIR; every process on this PostgreSQL database must get the same AUTH_SECRET from the environment",
        ]),
    ...(config.dataEncryptionKeys
      ? []
      : [
          "DATA_ENCRYPTION_KEY is not set: this process encrypts with a key generated into its own DATA_DIR; every process on this PostgreSQL database must get the same DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEYS) from the environment",
        ]),
  ];
}
