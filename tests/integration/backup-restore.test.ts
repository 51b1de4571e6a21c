import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { columnContext, decryptText, keyId } from "#server/crypto.ts";
import { openDatabase } from "#server/db/database.ts";
import {
  conversationOf,
  receivePersonMessage,
} from "#server/conversations/conversation.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { readDocument } from "#server/storage/documents.ts";
import type { Bucket } from "#server/storage/storage.ts";
import { samplePdf, samplePng, uploadedFile } from "../helpers/files.ts";
import { storeSampleVerification } from "../helpers/sample-submissions.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <script>` as its script file, with only the given configuration. */
function run(
  script: "backup" | "restore",
  args: string[],
  config: Record<string, string>,
): Promise<Run> {
  // Only the configuration the test gives: none of the runner's own.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        ![
          "DATABASE_URL",
          "S3_BUCKET",
          "APP_URL",
          "AUTH_SECRET",
          "DATA_ENCRYPTION_KEY",
          "DATA_ENCRYPTION_KEYS",
        ].includes(name),
    ),
  );
  const env = { ...inherited, LOG_LEVEL: "silent", ...config };
  const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
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

const mode = (file: string) => statSync(file).mode & 0o777;

// The scripts copy a SQLite DATA_DIR; PostgreSQL is backed up with pg_dump
// (docs/operations.md, Backups).
describe.skipIf(process.env.TEST_DATABASE === "postgres")(
  "npm run backup and npm run restore (SQLite)",
  () => {
    const env = useSubmissionEnvironment();
    const scratch = mkdtempSync(path.join(tmpdir(), "harborline-backup-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it("copies a running site and restores it into a fresh DATA_DIR that reads with the right key only", async () => {
      const { services, database } = env;
      const key = services.secrets.dataEncryptionKey;
      // As the server's first start does.
      await checkDataKeys(database.db, services.secrets.dataEncryptionKeys);

      const ssn = "123-45-6789";
      const front = samplePng();
      const { reference } = await storeSampleVerification(services, 1, {
        ssn,
      });
      const estimate = samplePdf();
      const claim = await submitClaim(
        services,
        {
          claimType: "home",
          policyNumber: "HL-1234567",
          incidentDate: "2026-01-15",
          description: "A tree fell on the garage roof during the storm.",
          claimantName: "Dorothy Vaughan",
          claimantEmail: "dorothy@example.com",
          claimantPhone: undefined,
          agreement: true,
        },
        [
          uploadedFile(
            "documents",
            "estimate.pdf",
            estimate,
            "application/pdf",
          ),
        ],
      );
      const source = await database.db
        .selectFrom("onboarding_responses")
        .selectAll()
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow();
      const claimFile = await database.db
        .selectFrom("claim_files")
        .select("storage_key")
        .executeTakeFirstOrThrow();
      // The claimant's answer in the claim's conversation, with a document.
      const { id: claimId } = await database.db
        .selectFrom("claims")
        .select("id")
        .where("reference", "=", claim.reference)
        .executeTakeFirstOrThrow();
      const conversation = { kind: "claim" as const, id: claimId };
      const report = Buffer.concat([
        Buffer.from(samplePdf()),
        Buffer.from("police report"),
      ]);
      const answer = await receivePersonMessage(services, {
        subject: conversation,
        body: "The police report, as asked.",
        channel: "web",
        documents: [
          {
            file: uploadedFile(
              "document",
              "report.pdf",
              report,
              "application/pdf",
            ),
          },
        ],
      });
      expect(answer.ok).toBe(true);
      const sentFile = await database.db
        .selectFrom("conversation_files")
        .select("storage_key")
        .executeTakeFirstOrThrow();
      const documents: { bucket: Bucket; key: string; plain: Buffer }[] = [
        {
          bucket: "home-verification-docs",
          key: source.drivers_license_front_url,
          plain: (await readDocument(
            services,
            "home-verification-docs",
            source.drivers_license_front_url,
          ))!,
        },
        {
          bucket: "home-verification-docs",
          key: source.drivers_license_back_url,
          plain: (await readDocument(
            services,
            "home-verification-docs",
            source.drivers_license_back_url,
          ))!,
        },
        {
          bucket: "claims",
          key: claimFile.storage_key,
          plain: Buffer.from(estimate),
        },
        { bucket: "conversations", key: sentFile.storage_key, plain: report },
      ];
      expect(documents[0]!.plain.equals(Buffer.from(front))).toBe(true);

      // Backed up while this test's connection is open, as a running server's is.
      const backup = path.join(scratch, "backup");
      const made = await run("backup", ["--out", backup], {
        DATA_DIR: database.dataDir,
      });
      expect(made.stderr).toBe("");
      expect(made.code).toBe(0);
      expect(made.stdout).toContain(`needs the key with id ${keyId(key)}`);
      expect(made.stdout).toContain("documents: 4 files");
      expect(mode(backup)).toBe(0o700);
      expect(mode(path.join(backup, "app.db"))).toBe(0o600);
      // The secrets stay out of the backup, and so do uploads in flight.
      expect(readdirSync(backup).sort()).toEqual([
        "app.db",
        "manifest.json",
        "storage",
      ]);
      const everything = readdirSync(backup, { recursive: true }).map(String);
      for (const secret of ["auth-secret", "data-encryption-key"])
        expect(everything.some((name) => name.includes(secret))).toBe(false);
      const secretText = readFileSync(
        path.join(database.dataDir, "secrets", "data-encryption-key"),
        "utf8",
      ).trim();
      for (const name of everything) {
        const file = path.join(backup, name);
        if (statSync(file).isFile())
          expect(readFileSync(file).includes(secretText), name).toBe(false);
      }

      // Without a key, and with another one: nothing is restored, and the
      // message names the key the backup needs.
      const fresh = path.join(scratch, "fresh");
      const keyless = await run("restore", ["--from", backup], {
        DATA_DIR: fresh,
      });
      expect(keyless.code).toBe(1);
      expect(keyless.stderr).toContain(
        `needs the data key with id ${keyId(key)}`,
      );
      expect(existsSync(path.join(fresh, "app.db"))).toBe(false);
      expect(existsSync(path.join(fresh, "secrets"))).toBe(false);

      const wrongKey = randomBytes(32);
      const wrong = await run("restore", ["--from", backup], {
        DATA_DIR: fresh,
        DATA_ENCRYPTION_KEY: wrongKey.toString("base64"),
      });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain("DATA_ENCRYPTION_KEY does not read");
      expect(wrong.stderr).toContain(keyId(key));
      expect(existsSync(path.join(fresh, "app.db"))).toBe(false);

      const restored = await run("restore", ["--from", backup], {
        DATA_DIR: fresh,
        DATA_ENCRYPTION_KEY: key.toString("base64"),
      });
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain(`data key: ${keyId(key)} reads`);
      expect(mode(path.join(fresh, "app.db"))).toBe(0o600);

      // Once more on top: refused, the restored database stays as it is.
      const again = await run("restore", ["--from", backup], {
        DATA_DIR: fresh,
        DATA_ENCRYPTION_KEY: key.toString("base64"),
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("restore into a fresh DATA_DIR");

      // The restored site: the server's key check passes with the key and
      // refuses another; the SSN decrypts and the documents read back equal.
      const copy = openDatabase({ dataDir: fresh });
      try {
        await checkDataKeys(copy.db, [key]);
        await expect(checkDataKeys(copy.db, [wrongKey])).rejects.toThrow(
          "DATA_ENCRYPTION_KEY does not read",
        );
        const row = await copy.db
          .selectFrom("onboarding_responses")
          .selectAll()
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow();
        expect(
          decryptText(
            row.ssn,
            [key],
            columnContext("onboarding_responses", "ssn", row.id),
          ),
        ).toBe(ssn);
        expect(row.ssn_last4).toBe("6789");
        const restoredServices = {
          storage: createLocalStorage(fresh),
          secrets: { dataEncryptionKey: key, dataEncryptionKeys: [key] },
        };
        for (const { bucket, key: storageKey, plain } of documents) {
          const read = await readDocument(restoredServices, bucket, storageKey);
          expect(read?.equals(plain), `${bucket}/${storageKey}`).toBe(true);
        }
        const restoredConversation = await conversationOf(
          {
            database: copy,
            secrets: { ...services.secrets, ...restoredServices.secrets },
          },
          conversation,
        );
        expect(restoredConversation.messages).toMatchObject([
          {
            body: "The police report, as asked.",
            files: [{ fileName: "report.pdf" }],
          },
        ]);
      } finally {
        await copy.close();
      }
    });
  },
);

const hasPgTools = (() => {
  try {
    execFileSync("pg_dump", ["--version"], { stdio: "ignore" });
    execFileSync("pg_restore", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

// docs/operations.md, "PostgreSQL and S3": what the guide says to run,
// run: a dump of the site's schema restored into a new database reads with
// the right key only.
describe.skipIf(process.env.TEST_DATABASE !== "postgres" || !hasPgTools)(
  "pg_dump and pg_restore, as the operations guide says",
  () => {
    const env = useSubmissionEnvironment();
    const scratch = mkdtempSync(path.join(tmpdir(), "harborline-pgdump-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it("restores into a fresh database that passes the key check with the right key and decrypts the SSN", async () => {
      const { services, database } = env;
      const key = services.secrets.dataEncryptionKey;
      await checkDataKeys(database.db, services.secrets.dataEncryptionKeys);
      const ssn = "987-65-4321";
      const front = samplePng();
      const { reference } = await storeSampleVerification(services, 2, {
        ssn,
      });

      // The test's database is a schema on the server; the dump takes it alone.
      const url = new URL(database.databaseUrl!);
      const schema = /search_path=(\w+)/.exec(
        url.searchParams.get("options") ?? "",
      )![1]!;
      url.searchParams.delete("options");
      const dump = path.join(scratch, "harborline.dump");
      execFileSync("pg_dump", [
        "--format=custom",
        `--schema=${schema}`,
        `--file=${dump}`,
        url.toString(),
      ]);

      const restoredName = `restore_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`create database ${restoredName}`);
      const restoredUrl = new URL(url);
      restoredUrl.pathname = `/${restoredName}`;
      // A dump of one schema leaves out the extensions, which live in
      // `public` (migration 0017's pg_trgm): created first, as the
      // operations guide says for such a dump.
      const fresh = new pg.Client({ connectionString: restoredUrl.toString() });
      await fresh.connect();
      await fresh.query("create extension if not exists pg_trgm");
      await fresh.end();
      try {
        execFileSync("pg_restore", [
          "--no-owner",
          `--dbname=${restoredUrl.toString()}`,
          dump,
        ]);
        restoredUrl.searchParams.set("options", `-c search_path=${schema}`);
        const copy = openDatabase({
          databaseUrl: restoredUrl.toString(),
          dataDir: scratch,
        });
        try {
          await checkDataKeys(copy.db, [key]);
          await expect(
            checkDataKeys(copy.db, [randomBytes(32)]),
          ).rejects.toThrow("DATA_ENCRYPTION_KEY does not read");
          const row = await copy.db
            .selectFrom("onboarding_responses")
            .selectAll()
            .where("reference", "=", reference)
            .executeTakeFirstOrThrow();
          expect(
            decryptText(
              row.ssn,
              [key],
              columnContext("onboarding_responses", "ssn", row.id),
            ),
          ).toBe(ssn);
          // The documents stay in their store (the bucket, with versioning);
          // the restored rows name them and they read back.
          const read = await readDocument(
            services,
            "home-verification-docs",
            row.drivers_license_front_url,
          );
          expect(read?.equals(Buffer.from(front))).toBe(true);
        } finally {
          await copy.close();
        }
      } finally {
        await admin.query(`drop database ${restoredName}`);
        await admin.end();
      }
    });
  },
);
