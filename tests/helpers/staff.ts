import type { Kysely } from "kysely";

import { hashPassword } from "#server/auth/password-hash.ts";

import type { DB } from "#server/db/schema.ts";

import { signIn } from "#server/auth/account.ts";

import { CLIENT_IP_HEADER } from "#server/auth/limits.ts";

import type { Services } from "#server/services.ts";

import { createOrUpdateAccount } from "#server/staff/accounts.ts";

export interface TestAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  role: "customer" | "staff" | "admin";
}

/**
 * A user row alone, made directly in the database with its email confirmed,
 * a member of staff unless `role` says otherwise: enough to stand as the
 * actor of a staff action (a message, a note, a status change) and be named
 * by it, not to sign in (createTestAccount adds the password). Resolves to
 * its id.
 */
export async function insertUser(
  db: Kysely<DB>,
  user: Partial<Omit<TestAccount, "password">> = {},
): Promise<string> {
  const id = user.id ?? crypto.randomUUID().replaceAll("-", "");
  const now = new Date().toISOString();
  await db
    .insertInto("user")
    .values({
      id,
      name: user.name ?? "Sam Staff",
      email: user.email ?? `${id}@harborline.test`,
      // 1 is true to both databases (PostgreSQL reads '1' as a boolean).
      emailVerified: 1,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: user.role ?? "staff",
    })
    .execute();
  return id;
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
  await insertUser(db, account);
  const now = new Date().toISOString();
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

/**
 * A signed-in member of staff for tests of staff pages: the account made as
 * `npm run admin:create` makes it, signed in with its password, then marked
 * as having an authenticator app, so `requireStaff` lets it through. (The
 * enrolment itself, and the code step of later sign-ins, are tested in
 * tests/integration/staff-accounts.test.ts.) Returns the Cookie header.
 */
export async function signedInStaff(
  services: Pick<Services, "auth" | "database" | "secrets">,
  input: { email: string; role?: "staff" | "admin"; name?: string },
): Promise<{ id: string; cookie: string }> {
  const password = "staff-test-password-1";
  const made = await createOrUpdateAccount(services, {
    email: input.email,
    name: input.name ?? input.email,
    password,
    role: input.role ?? "staff",
  });
  if (!made.ok) throw new Error(made.message);
  const signedIn = await signIn(
    {
      auth: services.auth,
      headers: new Headers({ [CLIENT_IP_HEADER]: "192.0.2.200" }),
    },
    { email: input.email, password },
  );
  if (!signedIn.ok || signedIn.codeRequired)
    throw new Error(`could not sign ${input.email} in`);
  await markTwoFactorEnrolled(services.database.db, signedIn.user.id);
  return {
    id: signedIn.user.id,
    cookie: signedIn.cookies.map((c) => c.split(";")[0]).join("; "),
  };
}

/**
 * Marks an account as having an authenticator app, and its sessions (after
 * its password sign-in) as having passed their code, so `requireStaff` lets
 * them through without the enrolment pages and the code step (tested on
 * their own in staff-accounts.test.ts).
 */
export async function markTwoFactorEnrolled(
  db: Kysely<DB>,
  userId: string,
): Promise<void> {
  await db
    .updateTable("user")
    .set({ twoFactorEnabled: true })
    .where("id", "=", userId)
    .execute();
  await db
    .updateTable("session")
    .set({ twoFactorVerified: true })
    .where("userId", "=", userId)
    .execute();
}

/** The audit log's rows of `action` (about `subjectId` when given), oldest first. */
export function auditRows(db: Kysely<DB>, action: string, subjectId?: string) {
  let query = db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action);
  if (subjectId) query = query.where("subject_id", "=", subjectId);
  return query.orderBy("created_at", "asc").execute();
}
