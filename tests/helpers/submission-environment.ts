import { afterAll, beforeAll, beforeEach } from "vitest";

import { createTestDatabase, type TestDatabase } from "./database.ts";
import { createTestServices } from "./services.ts";
import {
  createTestSmtpServer,
  receivedMail,
  type DeliveredMail,
  type TestSmtpServer,
} from "./smtp-server.ts";

export interface SubmissionEnvironment {
  database: TestDatabase;
  smtp: TestSmtpServer;
  services: ReturnType<typeof createTestServices>;
  /**
   * Sends what the outbox holds, and resolves to the mail the SMTP server
   * received since the last call (or since the test began), parsed, oldest
   * first; the next call sees only what comes after.
   */
  deliveredMail(): Promise<DeliveredMail[]>;
}

/**
 * Everything a submission test needs, real: a fresh database, a running SMTP
 * server and the services over them, set up once per test file. Before each
 * test the outbox is drained and the inbox emptied, so a test reads only the
 * mail it caused. Read the fields inside tests and hooks, not at load time.
 */
export function useSubmissionEnvironment(): SubmissionEnvironment {
  const env = {
    async deliveredMail() {
      await env.services.outbox.drain();
      const mail = receivedMail(env.smtp);
      env.smtp.received.length = 0;
      return mail;
    },
  } as SubmissionEnvironment;
  beforeAll(async () => {
    env.database = await createTestDatabase();
    env.smtp = createTestSmtpServer();
    await env.smtp.start();
    env.services = createTestServices(env.database, env.smtp.url);
  });
  afterAll(async () => {
    await env.services.stop();
    await env.smtp.stop();
    await env.database.destroy();
  });
  beforeEach(async () => {
    await env.services.outbox.drain();
    env.smtp.received.length = 0;
  });
  return env;
}
