import { sql, type Kysely } from "kysely";

import {
  booleanColumn,
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * Staff accounts (issue 10): the columns and table that Better Auth's admin
 * and two-factor plugins read and write, in their own names.
 *
 * - `user.role`: "customer" (every sign-up), "staff" or "admin". Existing
 *   accounts become customers.
 * - `user.banned`, `banReason`, `banExpires`: a disabled staff account.
 * - `user.twoFactorEnabled`: the account has enrolled an authenticator app.
 * - `session.impersonatedBy`: the admin plugin's column; this site never
 *   impersonates (the endpoint is not reachable), but the plugin selects it.
 * - `twoFactor`: the TOTP secret and the backup codes, both encrypted by
 *   Better Auth with AUTH_SECRET, one row per enrolled account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);
  const boolean = booleanColumn(db);

  await db.schema
    .alterTable("user")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("customer"))
    .execute();
  await db.schema
    .alterTable("user")
    .addColumn("banned", boolean, (c) => c.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema.alterTable("user").addColumn("banReason", "text").execute();
  await db.schema
    .alterTable("user")
    .addColumn("banExpires", timestamp)
    .execute();
  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", boolean, (c) =>
      c.notNull().defaultTo(sql`false`),
    )
    .execute();
  await db.schema
    .alterTable("session")
    .addColumn("impersonatedBy", "text")
    .execute();
  await createIndexes(db, "user", {
    user_role_idx: ["role"],
  });

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", idColumn, (c) =>
      c.notNull().references("user.id").onDelete("cascade"),
    )
    .addColumn("verified", boolean, (c) => c.notNull().defaultTo(sql`true`))
    .addColumn("failedVerificationCount", "integer", (c) =>
      c.notNull().defaultTo(0),
    )
    .addColumn("lockedUntil", timestamp)
    .execute();
  await createIndexes(db, "twoFactor", {
    twoFactor_userId_idx: ["userId"],
  });
}
