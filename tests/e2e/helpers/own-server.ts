import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base } from "@playwright/test";

import { createTestSchema, type TestSchema } from "../../helpers/postgres";
import {
  createTestSmtpServer,
  type TestSmtpServer,
} from "../../helpers/smtp-server";
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from "./server-process";

export { freePort, logLines, type ServerProcess } from "./server-process";

/**
 * How a spec's own server is wired. Set once per spec file with
 * `test.use({ ownServerOptions: { … } })`: each file's options are an object
 * of their own, so Playwright gives every such file a worker, and so a server,
 * of its own.
 */
export interface OwnServerOptions {
  /** Variables beyond the defaults (PORT, DATA_DIR, TRUST_PROXY=loopback); they win. */
  env?: Record<string, string>;
  /** APP_URL is the process's own address, so links in its mail lead back to it. */
  appUrlIsOwnAddress?: boolean;
  /** Mail goes by SMTP to a server in the test (`ownSmtp`), which keeps what it receives. */
  smtp?: boolean;
  /**
   * A fresh PostgreSQL schema named with this prefix (DATABASE_URL), with an
   * AUTH_SECRET and DATA_ENCRYPTION_KEY of its own, dropped at the end. A spec
   * that needs it skips in a `beforeAll` of its own when PostgreSQL does not
   * answer, before it asks for the server.
   */
  postgres?: string;
  /** Run before the first process starts, with its environment (admin:create into its DATA_DIR). */
  prepare?: (env: Record<string, string>) => Promise<void>;
}

/** Starts one more process of the app on this spec's wiring; stopped at the end. */
export type StartOwnServer = (more?: {
  env?: Record<string, string>;
  /** The port of a process started before (a restart on the same address). */
  port?: number;
  /** A DATA_DIR of its own instead of the spec's (a second, unrelated server). */
  freshDataDir?: boolean;
}) => Promise<ServerProcess>;

interface OwnServerFixtures {
  ownServerOptions: OwnServerOptions;
  /** What the options ask for, made once per spec: the environment, and the SMTP server if any. */
  ownWiring: { env: Record<string, string>; smtp: TestSmtpServer | undefined };
  /** The capturing SMTP server (the `smtp` option). */
  ownSmtp: TestSmtpServer;
  /** The environment every process of this spec starts with (DATA_DIR, DATABASE_URL, SMTP_URL, …). */
  ownEnv: Record<string, string>;
  startOwnServer: StartOwnServer;
  /** The spec's server: the built app started as `npm start` starts it, ready. */
  ownServer: ServerProcess;
}

/**
 * The one fixture for specs that need a server of their own (to read its log
 * and memory, signal it, give it mail, PostgreSQL or a scanner): it starts
 * the processes, the SMTP server and the database schema, and stops and
 * removes them all when the spec's worker ends.
 */
export const test = base.extend<object, OwnServerFixtures>({
  ownServerOptions: [{}, { scope: "worker", option: true }],

  ownWiring: [
    async ({ ownServerOptions: options }, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "harborline-e2e-"));
      const env: Record<string, string> = { DATA_DIR: dataDir };
      let smtp: TestSmtpServer | undefined;
      let schema: TestSchema | undefined;
      if (options.smtp) {
        smtp = createTestSmtpServer();
        await smtp.start();
        env.SMTP_URL = smtp.url;
      }
      if (options.postgres) {
        schema = await createTestSchema(options.postgres);
        env.DATABASE_URL = schema.databaseUrl;
        env.AUTH_SECRET = randomBytes(32).toString("base64url");
        env.DATA_ENCRYPTION_KEY = randomBytes(32).toString("base64");
      }
      Object.assign(env, options.env);
      await use({ env, smtp });
      await smtp?.stop();
      await schema?.drop();
      removeDataDir(dataDir);
    },
    { scope: "worker" },
  ],

  ownSmtp: [
    async ({ ownWiring }, use) => {
      if (!ownWiring.smtp)
        throw new Error("ownSmtp needs ownServerOptions: { smtp: true }");
      await use(ownWiring.smtp);
    },
    { scope: "worker" },
  ],

  ownEnv: [
    async ({ ownWiring }, use) => {
      await use(ownWiring.env);
    },
    { scope: "worker" },
  ],

  startOwnServer: [
    async ({ ownServerOptions: options, ownEnv }, use) => {
      const started: ServerProcess[] = [];
      const dataDirs: string[] = [];
      await use(async (more = {}) => {
        const port = more.port ?? (await freePort());
        const env: Record<string, string> = {
          ...(options.appUrlIsOwnAddress
            ? { APP_URL: `http://127.0.0.1:${port}` }
            : {}),
          ...ownEnv,
          ...more.env,
        };
        if (more.freshDataDir) {
          env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "harborline-e2e-"));
          dataDirs.push(env.DATA_DIR);
        }
        const server = await startServerProcess(port, env);
        started.push(server);
        return server;
      });
      await Promise.all(started.map(stop));
      for (const dataDir of dataDirs) removeDataDir(dataDir);
    },
    { scope: "worker" },
  ],

  ownServer: [
    async ({ ownServerOptions: options, ownEnv, startOwnServer }, use) => {
      await options.prepare?.(ownEnv);
      await use(await startOwnServer());
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

export { expect } from "@playwright/test";

/** A DATA_DIR and the development mailbox beside it (MAIL_DIR's default). */
function removeDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-mail`, { recursive: true, force: true });
}

/** SIGTERM, as a process manager stops it; SIGKILL if it has not gone in 10 s. */
async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 10_000);
  await server.exited;
  clearTimeout(timer);
}

/**
 * `npm run admin:create -- …args` with `env` (the server's DATA_DIR or
 * DATABASE_URL), its log silenced: its exit code and what it printed.
 */
export function runAdminCreate(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    "npm",
    ["run", "--silent", "admin:create", "--", ...args],
    {
      env: { ...process.env, ...env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}
