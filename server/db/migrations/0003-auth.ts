import type { Kysely } from "kysely";

import {
  booleanColumn,
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * The customer portal's accounts, as Better Auth reads and writes them: its
 * own table and column names (user, session, account, verification, in
 * camelCase), created here so one migration set describes the whole database.
 * Better Auth writes every column itself, so none needs a default. Its rate
 * limiter keeps its counters in `rate_limits` (server/auth/auth.ts), so there
 * is no `rateLimit` table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);

  await db.schema
    .createTable("user")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", booleanColumn(db), (c) => c.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", idColumn, (c) =>
      c.notNull().references("user.id").onDelete("cascade"),
    )
    .execute();
  await createIndexes(db, "session", {
    session_userId_idx: ["userId"],
  });

  // One row per way of signing in; for email and password, providerId is
  // "credential" and `password` holds the scrypt hash.
  await db.schema
    .createTable("account")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", idColumn, (c) =>
      c.notNull().references("user.id").onDelete("cascade"),
    )
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", timestamp)
    .addColumn("refreshTokenExpiresAt", timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();
  await createIndexes(db, "account", {
    account_userId_idx: ["userId"],
  });

  // One-time values such as password reset tokens (stored hashed).
  await db.schema
    .createTable("verification")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();
  await createIndexes(db, "verification", {
    verification_identifier_idx: ["identifier"],
  });
}
