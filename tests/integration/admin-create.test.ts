import { spawn } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verifyPassword } from "#server/auth/password-hash.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

let database: TestDatabase;

beforeAll(async () => {
  // Empty: the command applies the migrations itself, as the server would.
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.destroy();
});

/** `npm run admin:create -- ...args` as its script, against the test's DATA_DIR (and DATABASE_URL). */
function adminCreate(
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    LOG_LEVEL: "silent",
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
  };
  delete env.DATA_ENCRYPTION_KEY;
  delete env.DATA_ENCRYPTION_KEYS;
  delete env.APP_URL;
  if (!database.databaseUrl) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["scripts/create-admin.ts", ...args], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

const accountsOf = (email: string) =>
  database.db
    .selectFrom("user")
    .leftJoin("account", "account.userId", "user.id")
    .select([
      "user.id",
      "user.name",
      "user.role",
      "user.emailVerified",
      "account.providerId",
      "account.password",
    ])
    .where("user.email", "=", email)
    .execute();

// Each case starts the command as a process of its own (Node, the config,
// Argon2id): seconds apiece on two busy cores.
describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("makes a confirmed admin with an Argon2id password, and changes nothing when run again", async () => {
    const args = [
      "--email",
      "Grace@Example.com",
      "--password",
      "harbor-lights-42",
      "--name",
      "Grace Hopper",
    ];
    const first = await adminCreate(...args);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout.trim().split("\n")).toHaveLength(1);
    expect(first.stdout).toContain(
      "created grace@example.com with the role admin",
    );

    const [row, ...others] = await accountsOf("grace@example.com");
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      name: "Grace Hopper",
      role: "admin",
      providerId: "credential",
    });
    expect(Boolean(row!.emailVerified)).toBe(true);
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      await verifyPassword(row!.password!, "harbor-lights-42", async () => {}),
    ).toBe(true);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor", "action", "details"])
      .where("subject_id", "=", row!.id)
      .execute();
    expect(audit).toEqual([
      {
        actor: "system",
        action: "staff.created",
        details: JSON.stringify({ role: "admin", via: "admin:create" }),
      },
    ]);

    const second = await adminCreate(...args);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      "grace@example.com already has an account with the role admin: nothing changed",
    );
    expect(await accountsOf("grace@example.com")).toEqual([row]);
  });

  it("sets the role of an existing account, leaving its name and password", async () => {
    const answer = await adminCreate(
      "--email",
      "grace@example.com",
      "--password",
      "another-secret-7",
      "--name",
      "Someone Else",
      "--role",
      "staff",
    );
    expect(answer.code).toBe(0);
    expect(answer.stdout).toContain(
      "grace@example.com already had an account: role changed from admin to staff",
    );
    const [row] = await accountsOf("grace@example.com");
    expect(row).toMatchObject({ name: "Grace Hopper", role: "staff" });
    expect(
      await verifyPassword(row!.password!, "harbor-lights-42", async () => {}),
    ).toBe(true);
  });

  it("refuses bad arguments and weak passwords with a message and exit code 1, making nothing", async () => {
    const cases: Array<[string[], string]> = [
      [["--password", "harbor-lights-42", "--name", "N"], "--email"],
      [
        [
          "--email",
          "not-an-email",
          "--password",
          "harbor-lights-42",
          "--name",
          "N",
        ],
        "--email must be an email address",
      ],
      [
        ["--email", "n@example.com", "--password", "abc", "--name", "N"],
        "--password must be at least 6 characters long",
      ],
      [
        ["--email", "n@example.com", "--password", "harbor-lights-42"],
        "--name is required",
      ],
      [
        [
          "--email",
          "n@example.com",
          "--password",
          "harbor-lights-42",
          "--name",
          "N",
          "--role",
          "boss",
        ],
        "--role must be admin, staff or customer",
      ],
      [
        ["--email", "n@example.com", "--pasword", "harbor-lights-42"],
        "Unknown option '--pasword'",
      ],
      [
        ["--email", "n@example.com", "--password", "password1", "--name", "N"],
        "This password is too common",
      ],
    ];
    for (const [args, message] of cases) {
      const answer = await adminCreate(...args);
      expect(answer.code, args.join(" ")).toBe(1);
      expect(answer.stderr, args.join(" ")).toContain(message);
      expect(answer.stdout).toBe("");
    }
    expect(await accountsOf("n@example.com")).toEqual([]);
  });
});
