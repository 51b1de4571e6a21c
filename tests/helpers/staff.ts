import { signIn } from "#server/auth/account.ts";
import { CLIENT_IP_HEADER } from "#server/auth/limits.ts";
import type { Services } from "#server/services.ts";
import { createOrUpdateAccount } from "#server/staff/accounts.ts";

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
  await services.database.db
    .updateTable("user")
    .set({ twoFactorEnabled: true })
    .where("id", "=", signedIn.user.id)
    .execute();
  return {
    id: signedIn.user.id,
    cookie: signedIn.cookies.map((c) => c.split(";")[0]).join("; "),
  };
}
