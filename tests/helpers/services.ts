import { pino } from "pino";

import { parseConfig } from "#server/config.ts";
import { createOutboxWorker } from "#server/mail/outbox-worker.ts";
import { createMailTransport } from "#server/mail/transport.ts";
import { loadSecrets } from "#server/secrets.ts";
import { createStorage } from "#server/storage/storage.ts";
import type { SubmissionServices } from "#server/forms/submit-once.ts";
import type { TestDatabase } from "./database.ts";

/**
 * The services a submission needs, real ones: the test database, local
 * storage in its folder, and mail through the given SMTP URL.
 */
export function createTestServices(
  database: TestDatabase,
  smtpUrl: string,
): SubmissionServices & { stop(): Promise<void> } {
  const config = parseConfig({
    DATA_DIR: database.dataDir,
    SMTP_URL: smtpUrl,
    STAFF_NOTIFY_EMAIL: "staff@example.com",
  });
  const logger = pino({ level: "silent" });
  const secrets = loadSecrets(config);
  const transport = createMailTransport(config, logger);
  // Polls rarely: tests drain the outbox when they choose.
  const outbox = createOutboxWorker({
    db: database.db,
    transport,
    logger,
    keys: secrets.dataEncryptionKeys,
    pollIntervalMs: 3_600_000,
  });
  return {
    config,
    logger,
    database,
    secrets,
    storage: createStorage(config),
    outbox,
    async stop() {
      await outbox.stop();
      transport.close();
    },
  };
}
