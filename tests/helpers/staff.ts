import type { Kysely } from "kysely";

import { hashPassword } from "#server/auth/password-hash.ts";
import type { DB } from "#server/db/schema.ts";

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  role: "customer" | "staff" | "admin";
}

/**
 * An account made directly in the database, with its email confirmed and a
 * password hashed by the app's own hasher, as a member of staff by default.
 * The one place tests get a staff account: when `npm run admin:create`
 * lands, this can call it instead.
 */
export async function createTestAccount(
  db: Kysely<DB>,
  options: Partial<Omit<TestAccount, "id">> = {},
): Promise<TestAccount> {
  const id = crypto.randomUUID().replaceAll("-", "");
  const account: TestAccount = {
    id,
    name: options.name ?? "Sam Staff",
    email: options.email ?? `staff-${id.slice(0, 12)}@harborline.test`,
    password: options.password ?? "staff-pass-4417-harbor",
    role: options.role ?? "staff",
  };
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({
      id,
      name: account.name,
      email: account.email,
      // 1 is true to both databases (PostgreSQL reads '1' as a boolean).
      emailVerified: 1,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: account.role,
    })
    .execute();
  await db
    .insertInto("account")
    .values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      accessToken: null,
      refreshToken: null,
      idToken: null,
      accessTokenExpiresAt: null,
      refreshTokenExpiresAt: null,
      scope: null,
      password: await hashPassword(account.password),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return account;
}
