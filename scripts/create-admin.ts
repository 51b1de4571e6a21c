/**
 * `npm run admin:create -- --email E --password P --name N [--role admin|staff|customer]`:
 * makes a confirmed account with that role (admin unless told), against the
 * server's own DATA_DIR or DATABASE_URL, after applying pending migrations;
 * or, when the address already has an account, sets its role (its name and
 * password stay). Safe to run again. Prints what it did; exits 1 with a
 * message on bad arguments or a refused password.
 */
import { parseArgs } from "node:util";

import { pino } from "pino";

import { roleLabels } from "#app/content/staff.ts";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "#app/lib/schemas/portal.ts";
import { accountRoles } from "#app/lib/staff/roles.ts";
import { z } from "#app/lib/zod.ts";
import { createAuth } from "#server/auth/auth.ts";
import { boot, orExitOnConfigError } from "#server/boot.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { privateDirectory } from "#server/private-files.ts";
import { loadSecrets } from "#server/secrets.ts";
import {
  createOrUpdateAccount,
  type CommandLineResult,
} from "#server/staff/accounts.ts";

const USAGE =
  "usage: npm run admin:create -- --email EMAIL --password PASSWORD --name NAME [--role admin|staff|customer]";

function fail(message: string): never {
  process.stderr.write(`admin:create: ${message}\n${USAGE}\n`);
  process.exit(1);
}

const Arguments = z.object({
  email: z.email("--email must be an email address"),
  password: z
    .string("--password is required")
    .check(
      z.minLength(
        PASSWORD_MIN_LENGTH,
        `--password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
      ),
      z.maxLength(
        PASSWORD_MAX_LENGTH,
        `--password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
      ),
    ),
  name: z
    .string("--name is required")
    .check(
      z.trim(),
      z.minLength(1, "--name must not be empty"),
      z.maxLength(100, "--name must be at most 100 characters"),
    ),
  role: z._default(
    z.enum(accountRoles, "--role must be admin, staff or customer"),
    "admin",
  ),
});

let parsed: z.infer<typeof Arguments>;
try {
  const { values, positionals } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length > 0) fail(`unexpected argument: ${positionals[0]}`);
  const result = Arguments.safeParse(values);
  if (!result.success) fail(result.error.issues[0]!.message);
  parsed = result.data;
} catch (error) {
  // parseArgs refuses unknown options and options without their value.
  fail(error instanceof Error ? error.message : String(error));
}

/** One line saying what was done. */
function describe(result: CommandLineResult): string {
  const email = parsed.email.toLowerCase();
  switch (result.kind) {
    case "created":
      return `created ${email} with the role ${result.role} (${roleLabels[result.role]}), email address confirmed${result.role === "customer" ? "" : "; at the first sign-in at /login an authenticator app is set up"}`;
    case "role-changed":
      return `${email} already had an account: role changed from ${result.from} to ${result.role}; its name and password are as they were`;
    case "unchanged":
      return `${email} already has an account with the role ${result.role}: nothing changed`;
  }
}

const { config } = boot();
privateDirectory(config.dataDir);
const secrets = loadSecrets(config);
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
});
try {
  await migrateToLatest(database.db, { dataKeys: secrets.dataEncryptionKeys });
  await orExitOnConfigError(
    checkDataKeys(database.db, secrets.dataEncryptionKeys),
  );
  // Quiet: the command prints its own outcome; nothing is mailed.
  const auth = createAuth({
    config,
    secrets,
    database,
    logger: pino({ level: "silent" }),
    outbox: { kick() {} },
  });
  const outcome = await createOrUpdateAccount(
    { auth, database, secrets },
    parsed,
  );
  if (outcome.ok) process.stdout.write(`${describe(outcome.result)}\n`);
  else {
    process.stderr.write(`admin:create: ${outcome.message}\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
