import type { Kysely } from "kysely";

import type { DB } from "#server/db/schema.ts";
import {
  requestOf,
  type AuthEnvironment,
  type AuthHookContext,
} from "./auth-environment.ts";
import { securityEvents as events } from "./security-events.ts";
import { activityToRecord, sessionEnd } from "./session-lifetime.ts";

/**
 * Before hook on the session's reads and its end. Every page reads its
 * session through `/get-session` (account.ts readSession): a session past
 * its role's limits (session-lifetime.ts) is deleted before Better Auth
 * looks, so Better Auth finds none and clears the cookie in its answer, and
 * a staff session's use is recorded for its idle limit. A sign-out is
 * logged with the account it ends.
 */
export async function guardSession(
  env: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  if (ctx.path === "/get-session") await endSessionPastItsLimits(env, ctx);
  if (ctx.path === "/sign-out") {
    const found = await sessionOfRequest(env.db, ctx);
    if (found)
      env.log(events.signOut, { email: found.email, ip: requestOf(ctx).ip });
  }
}

async function endSessionPastItsLimits(
  { db, log, now }: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const found = await sessionOfRequest(db, ctx);
  if (!found) return;
  const ended = sessionEnd(found, now());
  if (ended) {
    await db.deleteFrom("session").where("id", "=", found.id).execute();
    log(events.sessionExpired, {
      email: found.email,
      ip: requestOf(ctx).ip,
      reason: ended,
    });
  } else if (activityToRecord(found, now())) {
    await db
      .updateTable("session")
      .set({ updatedAt: now().toISOString() })
      .where("id", "=", found.id)
      .execute();
  }
}

/**
 * The session the request's cookie names, with what its limits depend on,
 * read from our own session and user tables (migrations 0003, 0005); the
 * cookie is read with the hook context's documented signed-cookie API
 * (decision 0047).
 */
async function sessionOfRequest(db: Kysely<DB>, ctx: AuthHookContext) {
  const token = await ctx.getSignedCookie(
    ctx.context.authCookies.sessionToken.name,
    ctx.context.secret,
  );
  if (typeof token !== "string" || token === "") return undefined;
  return db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select([
      "session.id",
      "session.createdAt",
      "session.updatedAt",
      "user.email",
      "user.role",
      "user.banned",
    ])
    .where("session.token", "=", token)
    .executeTakeFirst();
}
