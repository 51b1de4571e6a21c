import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import {
  requestEmailLink,
  signUp,
  type AuthCall,
} from "#server/auth/account.ts";
import { CLIENT_IP_HEADER } from "#server/auth/limits.ts";
import { estimateFor, referenceAnswers } from "#app/lib/estimate/estimate.ts";
import { parseConfig } from "#server/config.ts";
import {
  receivePersonMessage,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import {
  base32,
  type ConversationSubject,
} from "#server/conversations/tokens.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { submitContact } from "#server/forms/contact.ts";
import { saveEstimate } from "#server/quotes/saved-estimates.ts";
import { startServices, type Services } from "#server/services.ts";
import { inviteStaff } from "#server/staff/accounts.ts";
import { uploadedDocument } from "../helpers/files.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { capturedLogger } from "../helpers/logs.ts";
import { recordIdOf } from "../helpers/records.ts";
import {
  storeSampleApplication,
  storeSampleVerification,
} from "../helpers/sample-submissions.ts";
import {
  createTestSmtpServer,
  receivedMail,
  type ParsedMail,
  type TestSmtpServer,
} from "../helpers/smtp-server.ts";
import { signedInStaff } from "../helpers/staff.ts";

/**
 * Issue 22, item 7: no bearer secret an email carries (a confirmation,
 * reset or invitation link, a conversation's link or reply address) can be
 * read from the data directory's files once it is sent, nor from any row;
 * and item 6: what staff and the person write in a message about a claim or
 * a verification reaches no email and no log line. The server runs as it
 * does in production (startServices, its own DATA_DIR, a real SMTP peer)
 * and nothing is checkpointed by the test: the write-ahead log is read as
 * the server leaves it.
 */

/** What staff and the person write: an SSN, a bank name, a credit score. */
const SSN = "078-05-1120";
const BANK = "Lakeshore Mutual Savings";
const SCORE = "812";
const sensitive = `Thanks. We have your SSN ${SSN}, your bank ${BANK} and your credit score ${SCORE} on file.`;
const answer = `My SSN is ${SSN}, my bank is ${BANK}, credit score ${SCORE}.`;

let database: TestDatabase;
let smtp: TestSmtpServer;
let services: Services & { stop(): Promise<void> };
let dataDir: string;
/** Every line the server logged, at every level. */
const serverLog = capturedLogger("trace");

beforeAll(async () => {
  // On PostgreSQL the schema; on SQLite the server makes app.db in its own
  // DATA_DIR, which then holds everything it writes.
  database = await createTestDatabase({ migrate: false });
  dataDir = mkdtempSync(path.join(tmpdir(), "harborline-at-rest-"));
  smtp = createTestSmtpServer();
  await smtp.start();
  services = await startServices(
    parseConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl,
      SMTP_URL: smtp.url,
      STAFF_NOTIFY_EMAIL: "staff@harborline.test",
      LOG_LEVEL: "trace",
    }),
    serverLog.logger,
  );
});

afterAll(async () => {
  await services?.stop();
  await smtp?.stop();
  await database?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

let clients = 0;
const call = (cookie?: string): AuthCall => ({
  auth: services.auth,
  headers: new Headers({
    [CLIENT_IP_HEADER]: `198.51.100.${++clients}`,
    ...(cookie ? { cookie } : {}),
  }),
});

/** Sends what the outbox holds until nothing waits; resolves to what the SMTP peer received. */
async function deliverEverything(): Promise<ParsedMail[]> {
  for (;;) {
    await services.outbox.drain();
    const waiting = await services.database.db
      .selectFrom("outbox")
      .select("id")
      .where("status", "<>", "sent")
      .execute();
    if (waiting.length === 0) break;
    // One the server's own worker is sending: its socket needs the event
    // loop, which SQLite's synchronous queries alone would never give back.
    await sleep(20);
  }
  return receivedMail(smtp);
}

/** The bearer tokens an email carries, by kind. */
interface Tokens {
  confirmation: string[];
  reset: string[];
  conversationLink: string[];
  replyAddress: string[];
  /** A saved estimate's link (issue 24). */
  savedEstimate: string[];
}

function tokensIn(mails: readonly ParsedMail[]): Tokens {
  const found: Tokens = {
    confirmation: [],
    reset: [],
    conversationLink: [],
    replyAddress: [],
    savedEstimate: [],
  };
  for (const mail of mails) {
    const body = `${mail.text}\n${mail.html ?? ""}`;
    for (const match of body.matchAll(
      /\/(auth\/callback|reset-password)#token=([^\s"<>&]+)/g,
    )) {
      const token = decodeURIComponent(match[2]!);
      const list =
        match[1] === "auth/callback" ? found.confirmation : found.reset;
      if (!list.includes(token)) list.push(token);
    }
    for (const match of body.matchAll(/\/messages\/([a-z2-7]{52})/g))
      if (!found.conversationLink.includes(match[1]!))
        found.conversationLink.push(match[1]!);
    for (const match of body.matchAll(/\/quote\/saved\/([a-z2-7]{52})/g))
      if (!found.savedEstimate.includes(match[1]!))
        found.savedEstimate.push(match[1]!);
    const reply = /reply\+([a-z2-7]{52})@/.exec(
      mail.headers.get("reply-to") ?? "",
    );
    if (reply) found.replyAddress.push(reply[1]!);
  }
  return found;
}

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function fromBase32(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * A token as it could be found at rest: its text in either case, and the
 * random bytes it encodes (base64url or base32) raw, in hex and in the other
 * encodings. A JWT is looked for whole and by its signature, the part only
 * AUTH_SECRET can make (its header and claims are no secret).
 */
function formsOf(token: string): { label: string; bytes: Buffer }[] {
  const parts = token.split(".");
  const secretParts = parts.length === 3 ? [token, parts[2]!] : [token];
  const forms: { label: string; bytes: Buffer }[] = [];
  const add = (label: string, bytes: Buffer) => {
    if (!forms.some((form) => form.bytes.equals(bytes)))
      forms.push({ label, bytes });
  };
  for (const part of secretParts) {
    add("as sent", Buffer.from(part));
    add("upper case", Buffer.from(part.toUpperCase()));
    add("lower case", Buffer.from(part.toLowerCase()));
    const decoded: Buffer[] = [];
    if (/^[A-Za-z0-9_-]+$/.test(part) && part.length % 4 !== 1) {
      const bytes = Buffer.from(part, "base64url");
      if (bytes.toString("base64url") === part) decoded.push(bytes);
    }
    if (/^[a-z2-7]+$/.test(part)) decoded.push(fromBase32(part));
    for (const bytes of decoded) {
      add("raw bytes", bytes);
      add("hex", Buffer.from(bytes.toString("hex")));
      add("HEX", Buffer.from(bytes.toString("hex").toUpperCase()));
      add("base64", Buffer.from(bytes.toString("base64")));
      add("base64url", Buffer.from(bytes.toString("base64url")));
      add("base32", Buffer.from(base32(bytes)));
    }
  }
  return forms;
}

/** Every file under `root`, read whole. */
function filesUnder(root: string): { file: string; bytes: Buffer }[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(root, name))
    .filter((file) => statSync(file).isFile())
    .map((file) => ({
      file: path.relative(root, file),
      bytes: readFileSync(file),
    }));
}

/** Every row of every table of the PostgreSQL schema, as text. */
async function everyRowAsText(): Promise<string> {
  const texts: string[] = [];
  for (const table of await database.tables()) {
    const { rows } = await sql<{
      row: string;
    }>`select t::text as row from ${sql.table(table.name)} t`.execute(
      services.database.db,
    );
    texts.push(...rows.map((row) => row.row));
  }
  return texts.join("\n");
}

describe("bearer secrets at rest", () => {
  let mails: ParsedMail[];
  let tokens: Tokens;
  let invitation: string;

  beforeAll(async () => {
    const admin = await signedInStaff(services, {
      email: "ada.admin@harborline.test",
      role: "admin",
      name: "Ada Admin",
    });
    const staffActor = { id: admin.id, clientIp: "198.51.100.200" };

    // Better Auth: a sign-up's confirmation, a password reset.
    expect(
      await signUp(call(), {
        fullName: "Grace Hopper",
        email: "grace@example.com",
        password: "a long passphrase 2026",
      }),
    ).toMatchObject({ ok: true });
    expect(
      await requestEmailLink(call(), "password-reset", "grace@example.com"),
    ).toMatchObject({ ok: true });

    // A staff invitation (its own token, stored through Better Auth).
    const invited = await inviteStaff(
      {
        services,
        call: call(admin.cookie),
        actor: staffActor,
      },
      { name: "Sam Staff", email: "sam@harborline.test", role: "staff" },
    );
    expect(invited).toMatchObject({ ok: true });

    // Conversations: a secure message on a claim, a verification and a job
    // application (a link and a reply address each), the answer in full on
    // a contact message (a reply address), and the person's answers.
    const claim = await submitClaim(
      services,
      {
        claimType: "auto",
        policyNumber: "HL-7654321",
        incidentDate: "2026-10-15",
        description: "Rear-ended at a light.",
        claimantName: "Katherine Johnson",
        claimantEmail: "katherine@example.com",
        claimantPhone: undefined,
        agreement: true,
      },
      [],
    );
    const verification = await storeSampleVerification(services, 1);
    const application = await storeSampleApplication(services, 1);
    await submitContact(services, {
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      message: "Do you cover classic cars?",
    });
    const contactId = (
      await services.database.db
        .selectFrom("contact_submissions")
        .select("id")
        .executeTakeFirstOrThrow()
    ).id;
    const subjects: Record<string, ConversationSubject> = {
      claim: {
        kind: "claim",
        id: await recordIdOf(services.database.db, "claims", claim.reference),
      },
      verification: {
        kind: "verification",
        id: await recordIdOf(
          services.database.db,
          "onboarding_responses",
          verification.reference,
        ),
      },
      application: {
        kind: "application",
        id: await recordIdOf(
          services.database.db,
          "job_applications",
          application.reference,
        ),
      },
      contact: { kind: "contact", id: contactId },
    };
    for (const kind of ["claim", "verification"] as const)
      expect(
        await sendStaffMessage(services, {
          subject: subjects[kind]!,
          message: StaffMessageSchema.parse({
            body: sensitive,
            requests: ["Police report"],
          }),
          actor: staffActor,
        }),
      ).toMatchObject({ ok: true });
    expect(
      await sendStaffMessage(services, {
        subject: subjects.application!,
        message: StaffMessageSchema.parse({
          body: "Thank you for applying: when could you start?",
        }),
        actor: staffActor,
      }),
    ).toMatchObject({ ok: true });
    expect(
      await sendStaffMessage(services, {
        subject: subjects.contact!,
        message: StaffMessageSchema.parse({
          body: "Yes, we cover classic cars.",
        }),
        actor: staffActor,
      }),
    ).toMatchObject({ ok: true });
    for (const [kind, channel] of [
      ["claim", "web"],
      ["verification", "email"],
    ] as const)
      expect(
        await receivePersonMessage(services, {
          subject: subjects[kind]!,
          body: answer,
          channel,
          documents: [
            {
              file: uploadedDocument("report.pdf"),
            },
          ],
          ...(channel === "email"
            ? { emailMessageId: "<answer.1@mail.example.com>" }
            : {}),
        }),
      ).toMatchObject({ ok: true });

    // A saved estimate whose link is emailed (issue 24).
    await saveEstimate(services, {
      line: {
        line: "auto",
        plan: null,
        answers: referenceAnswers("auto"),
        estimate: estimateFor("auto", referenceAnswers("auto")),
      },
      email: "saver@example.com",
    });

    mails = await deliverEverything();
    tokens = tokensIn(mails);
    const invite = mails.find((mail) =>
      mail.headers.get("to")?.includes("sam@harborline.test"),
    );
    invitation = tokensIn(invite ? [invite] : []).reset[0]!;
  });

  it("sent every kind of bearer link: confirmation, reset, invitation, conversation links and reply addresses", () => {
    expect(tokens.confirmation).toHaveLength(1);
    // The customer's reset and the invitation.
    expect(tokens.reset).toHaveLength(2);
    expect(invitation).toMatch(/^[\w-]{32}$/);
    // A link for the claim, the verification and the application; the
    // contact's answer is emailed in full.
    expect(tokens.conversationLink).toHaveLength(3);
    expect(tokens.replyAddress).toHaveLength(4);
    expect(tokens.savedEstimate).toHaveLength(1);
  });

  it("leaves no token readable in any file of DATA_DIR: database, write-ahead log, storage, secrets", () => {
    const all = Object.values(tokens).flat();
    const files = filesUnder(dataDir);
    const names = files.map((entry) => entry.file);
    expect(names).toEqual(
      expect.arrayContaining([
        "secrets/auth-secret",
        "secrets/data-encryption-key",
        expect.stringMatching(/^storage\/conversations\//),
        ...(database.databaseUrl ? [] : ["app.db", "app.db-wal", "app.db-shm"]),
      ]),
    );
    if (!database.databaseUrl) {
      // The log as the server leaves it: nothing was checkpointed away.
      const wal = files.find((entry) => entry.file === "app.db-wal")!;
      expect(wal.bytes.length).toBeGreaterThan(0);
    }
    let checked = 0;
    for (const token of all)
      for (const form of formsOf(token))
        for (const { file, bytes } of files) {
          checked += 1;
          expect(
            bytes.includes(form.bytes),
            `${form.label} of a token in ${file}`,
          ).toBe(false);
        }
    expect(checked).toBeGreaterThan(all.length * files.length * 4);
  });

  it.runIf(process.env.TEST_DATABASE === "postgres")(
    "leaves no token in any row of any table (PostgreSQL)",
    async () => {
      const rows = await everyRowAsText();
      // The rows are there: the tokens' hashes, the sent mail.
      expect(rows).toContain("grace@example.com");
      for (const token of Object.values(tokens).flat())
        for (const form of formsOf(token))
          expect(rows.includes(form.bytes.toString("latin1")), form.label).toBe(
            false,
          );
    },
  );

  it("keeps what staff and the person wrote (an SSN, a bank, a credit score) out of every email and every log line", () => {
    // The two answers reached staff, as notices that there is one.
    const replies = mails.filter((mail) =>
      mail.headers.get("subject")?.startsWith("New reply from"),
    );
    expect(replies).toHaveLength(2);
    const log = serverLog.lines.join("");
    expect(log.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const shown = [
        mail.headers.get("subject") ?? "",
        mail.text,
        mail.html ?? "",
      ].join("\n");
      for (const value of [SSN, SSN.replaceAll("-", ""), BANK])
        expect(shown, mail.headers.get("subject")).not.toContain(value);
      expect(shown).not.toMatch(new RegExp(`\\b${SCORE}\\b`));
    }
    for (const value of [SSN, SSN.replaceAll("-", ""), BANK])
      expect(log).not.toContain(value);
    expect(log).not.toMatch(new RegExp(`\\b${SCORE}\\b`));
  });

  it("writes no bearer link or token into any log line", () => {
    const log = serverLog.lines.join("");
    for (const token of Object.values(tokens).flat()) {
      expect(log).not.toContain(token);
      expect(log.toLowerCase()).not.toContain(token.toLowerCase());
    }
    expect(log).not.toMatch(/#token=|\/messages\/[a-z2-7]|reply\+[a-z2-7]/);
  });

  it("keeps what was written in messages sealed in DATA_DIR's files", () => {
    for (const { file, bytes } of filesUnder(dataDir))
      for (const value of [SSN, BANK, answer, sensitive])
        expect(bytes.includes(Buffer.from(value)), file).toBe(false);
    // No mailbox was written: mail went by SMTP.
    expect(existsSync(`${dataDir}-mail`)).toBe(false);
  });
});
