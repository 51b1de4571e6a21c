import { isAPIError, type createAuthMiddleware } from "better-auth/api";
import type { Kysely } from "kysely";

import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import type { DB } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { OutboxWorker } from "#server/mail/outbox-worker.ts";
import type { Secrets } from "#server/secrets.ts";
import { CLIENT_IP_HEADER } from "./limits.ts";
import { securityLog, type SecurityLog } from "./security-events.ts";

export interface AuthDependencies {
  config: Pick<Config, "appUrl">;
  secrets: Pick<Secrets, "authSecret" | "dataEncryptionKey">;
  database: Database;
  logger: Logger;
  outbox: Pick<OutboxWorker, "kick">;
  /** The clock of the sign-in throttle (tests move it forward). */
  now?: () => Date;
}

/**
 * What the parts of the auth module (account rules, attempt limits, session
 * guard, two-step sign-in, endpoint events) work with, made once per Better
 * Auth instance: each part is a set of plain functions of this and the hook
 * context, so createAuth can show in one place the order they run in.
 */
export interface AuthEnvironment {
  database: Database;
  db: Kysely<DB>;
  secrets: AuthDependencies["secrets"];
  logger: Logger;
  /** Writes a security event, accounts and clients as keyed hashes. */
  log: SecurityLog;
  now: () => Date;
}

export function authEnvironment(deps: AuthDependencies): AuthEnvironment {
  return {
    database: deps.database,
    db: deps.database.db,
    secrets: deps.secrets,
    logger: deps.logger,
    log: securityLog(deps.logger, deps.secrets.authSecret),
    now: deps.now ?? (() => new Date()),
  };
}

/** The context Better Auth hands its `hooks.before` and `hooks.after` (createAuthMiddleware). */
export type AuthHookContext = Parameters<
  Parameters<typeof createAuthMiddleware>[0]
>[0];

/**
 * The client's address as our code handed it to Better Auth (withClientIp in
 * limits.ts), or "unknown" for a call that carried none.
 */
export const clientIpOf = (headers: Headers | null | undefined): string =>
  headers?.get(CLIENT_IP_HEADER) ?? "unknown";

/** What a hook reads of every call: the client's address, the body, the email address typed. */
export function requestOf(ctx: AuthHookContext) {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  return {
    ip: clientIpOf(ctx.headers),
    body,
    email: typeof body.email === "string" ? body.email : undefined,
  };
}

/**
 * How an endpoint answered, for the after hook: its refusal (an APIError
 * such as a wrong password) and that refusal's code in lower case as the
 * security log and the audit log keep it, or neither for a success.
 */
export function answerOf(ctx: AuthHookContext) {
  const returned: unknown = ctx.context.returned;
  const refusal = isAPIError(returned) ? returned : undefined;
  const reason = refusal
    ? String(refusal.body?.code ?? refusal.status).toLowerCase()
    : undefined;
  return { refusal, reason };
}
