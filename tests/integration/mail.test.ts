import { randomBytes } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";

import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { enqueueMail, type QueuedMail } from "#server/mail/outbox.ts";
import {
  createOutboxWorker,
  MAX_ATTEMPTS,
} from "#server/mail/outbox-worker.ts";
import {
  createMailTransport,
  type MailTransport,
  type OutgoingMail,
} from "#server/mail/transport.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import {
  createTestSmtpServer,
  parseMail,
  type TestSmtpServer,
} from "../helpers/smtp-server.ts";

const mailFrom = "no-reply@harborline.test";
const silent = pino({ level: "silent" });
/** The data key the outbox seals with; the workers open with it. */
const dataKey = randomBytes(32);

let database: TestDatabase;
let smtp: TestSmtpServer;
let transport: MailTransport;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = createTestSmtpServer();
  await smtp.start();
  transport = createMailTransport(
    { smtpUrl: smtp.url, mailFrom, mailDir: database.dataDir },
    silent,
  );
});

afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await database.db.deleteFrom("outbox").execute();
  await smtp.start();
  smtp.received.length = 0;
});

function mail(overrides: Partial<QueuedMail> = {}): QueuedMail {
  return {
    kind: "test.notice",
    to: "policyholder@example.com",
    subject: "We received your message",
    text: "Thank you for writing to us.\nWe will answer within one business day.",
    ...overrides,
  };
}

/** A clock that stands still unless advanced, starting after anything enqueued so far. */
function testClock() {
  let at = Date.now() + 1_000;
  return {
    now: () => new Date(at),
    advanceTo(iso: string) {
      at = Date.parse(iso) + 1;
    },
  };
}

function single<T>(items: readonly T[]): T {
  expect(items).toHaveLength(1);
  return items[0] as T;
}

function outboxRow(id: string) {
  return database.db
    .selectFrom("outbox")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString("utf8"));
      callback();
    },
  });
  return {
    logger: pino({ level: "info" }, stream),
    text: () => lines.join(""),
    entries: () =>
      lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe("outbox over SMTP", () => {
  it("sends a queued message once and marks it sent", async () => {
    const message = mail({ html: "<p>Thank you for writing to us.</p>" });
    const id = await enqueueMail(database.db, dataKey, message);
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport,
      logger: silent,
    });

    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);

    const received = single(smtp.received);
    expect(received.envelope).toEqual({ from: mailFrom, to: [message.to] });
    const parsed = parseMail(received.raw);
    expect(parsed.headers.get("subject")).toBe(message.subject);
    expect(parsed.headers.get("to")).toBe(message.to);
    expect(parsed.headers.get("from")).toBe(mailFrom);
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);

    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      locked_until: null,
      last_error: null,
    });
    expect(row.sent_at).not.toBeNull();
  });

  it("clears a sent message's body, keeping recipient, subject and status", async () => {
    const message = mail({
      subject: "Reset your password",
      text: "Choose a new password: https://example.com/reset-password#token=live-token",
      html: '<a href="https://example.com/reset-password#token=live-token">Reset</a>',
    });
    const id = await enqueueMail(database.db, dataKey, message);
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport,
      logger: silent,
    });
    expect(await worker.drain()).toBe(1);
    // What was sent carried the body ...
    expect(parseMail(single(smtp.received).raw).text).toBe(message.text);
    // ... what is kept does not.
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      kind: message.kind,
      to_address: message.to,
      subject: "Reset your password",
      status: "sent",
      content: null,
    });
    expect(JSON.stringify(row)).not.toContain("live-token");

    // deliver(id), the other way a message goes out, clears it too.
    const other = await enqueueMail(database.db, dataKey, message);
    expect(await worker.deliver(other)).toBe(true);
    expect(await outboxRow(other)).toMatchObject({
      status: "sent",
      content: null,
    });
  });

  it("deletes sent messages 30 days after sending, keeping newer ones and those not sent", async () => {
    const day = 24 * 3_600_000;
    const ago = (days: number) =>
      new Date(Date.now() - days * day).toISOString();
    const rows: Record<string, string> = {};
    for (const [name, status, sentAt] of [
      ["sent 31 days ago", "sent", ago(31)],
      ["sent 29 days ago", "sent", ago(29)],
      ["failed 40 days ago", "failed", null],
      ["pending since 40 days", "pending", null],
    ] as const) {
      const id = await enqueueMail(
        database.db,
        dataKey,
        mail({ subject: name }),
      );
      await database.db
        .updateTable("outbox")
        .set({
          status,
          sent_at: sentAt,
          created_at: ago(40),
          // Not due: this test is about the purge, not sending.
          next_attempt_at: new Date(Date.now() + day).toISOString(),
        })
        .where("id", "=", id)
        .execute();
      rows[name] = id;
    }
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport,
      logger: silent,
    });
    expect(await worker.drain()).toBe(0);
    const left = await database.db
      .selectFrom("outbox")
      .select("subject")
      .orderBy("subject")
      .execute();
    expect(left.map((row) => row.subject)).toEqual([
      "failed 40 days ago",
      "pending since 40 days",
      "sent 29 days ago",
    ]);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends mail queued in a committed transaction and nothing for one rolled back", async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, dataKey, mail({ subject: "rolled back" }));
        throw new Error("the submission could not be stored");
      }),
    ).rejects.toThrow("the submission could not be stored");
    await database.db
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, dataKey, mail({ subject: "committed" })),
      );

    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport,
      logger: silent,
    });
    expect(await worker.drain()).toBe(1);

    expect(
      smtp.received.map((m) => parseMail(m.raw).headers.get("subject")),
    ).toEqual(["committed"]);
    expect(
      await database.db.selectFrom("outbox").select("subject").execute(),
    ).toEqual([{ subject: "committed" }]);
  });

  it("keeps a message while SMTP is down and delivers it once when SMTP is back", async () => {
    const id = await enqueueMail(database.db, dataKey, mail());
    await smtp.stop();
    const clock = testClock();
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport,
      logger: silent,
      now: clock.now,
    });

    expect(await worker.drain()).toBe(0);
    const failed = await outboxRow(id);
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      locked_until: null,
      sent_at: null,
    });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(Date.parse(failed.next_attempt_at)).toBe(
      clock.now().getTime() + 10_000,
    );

    // Back up, but the retry is not due yet: nothing is tried early.
    await smtp.start();
    expect(await worker.drain()).toBe(0);
    expect((await outboxRow(id)).attempts).toBe(1);

    clock.advanceTo(failed.next_attempt_at);
    expect(await worker.drain()).toBe(1);
    expect(await worker.drain()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("backs off exponentially, then marks the message failed after the last attempt", async () => {
    const message = mail({ text: "Body that must never reach a log line." });
    const id = await enqueueMail(database.db, dataKey, message);
    await smtp.stop();
    const clock = testClock();
    const logs = captureLogs();
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport,
      logger: logs.logger,
      now: clock.now,
    });
    const expectedDelaysSeconds = [
      10, 20, 40, 80, 160, 320, 640, 1280, 1800, 1800, 1800,
    ];
    expect(MAX_ATTEMPTS).toBe(expectedDelaysSeconds.length + 1);

    for (const [index, delaySeconds] of expectedDelaysSeconds.entries()) {
      expect(await worker.drain()).toBe(0);
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: index + 1 });
      expect(Date.parse(row.next_attempt_at) - clock.now().getTime()).toBe(
        delaySeconds * 1_000,
      );
      clock.advanceTo(row.next_attempt_at);
    }
    expect(await worker.drain()).toBe(0);
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      locked_until: null,
    });
    expect(row.last_error).toMatch(/ECONNREFUSED/);

    // A failed message is kept for an operator but never retried on its own.
    await smtp.start();
    clock.advanceTo(
      new Date(clock.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    expect(await worker.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    const error = single(logs.entries().filter((entry) => entry.level === 50));
    expect(error).toMatchObject({
      kind: message.kind,
      id,
      attempt: MAX_ATTEMPTS,
    });
    expect(error.error).toMatch(/ECONNREFUSED/);
    expect(logs.entries().filter((entry) => entry.level === 40)).toHaveLength(
      MAX_ATTEMPTS - 1,
    );
    expect(logs.text()).not.toContain(message.text);
    expect(logs.text()).not.toContain(message.to);
  });

  it("delivers each message exactly once when two servers drain the same database at once", async () => {
    const count = 24;
    const subjects = Array.from(
      { length: count },
      (_, i) => `message ${String(i).padStart(2, "0")}`,
    );
    for (const subject of subjects)
      await enqueueMail(database.db, dataKey, mail({ subject }));
    // A second connection, as a second server process would have.
    const other = openDatabase({
      databaseUrl: database.databaseUrl,
      dataDir: database.dataDir,
    });
    // A slow send widens the window in which a second worker could grab the same message.
    const slowTransport = {
      async send(message: OutgoingMail) {
        await sleep(5);
        await transport.send(message);
      },
    };
    try {
      const workers = [database.db, other.db, database.db, other.db].map((db) =>
        createOutboxWorker({
          keys: [dataKey],
          db,
          transport: slowTransport,
          logger: silent,
        }),
      );
      const sent = await Promise.all(workers.map((worker) => worker.drain()));

      expect(sent.reduce((a, b) => a + b, 0)).toBe(count);
      expect(
        smtp.received
          .map((m) => parseMail(m.raw).headers.get("subject"))
          .sort(),
      ).toEqual(subjects);
      const rows = await database.db
        .selectFrom("outbox")
        .select(["status", "attempts"])
        .execute();
      expect(rows).toEqual(
        Array.from({ length: count }, () => ({ status: "sent", attempts: 1 })),
      );
    } finally {
      await other.close();
    }
  });

  it("deliver(id) sends one message right now, or leaves it pending for a retry", async () => {
    const id = await enqueueMail(database.db, dataKey, mail());
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport,
      logger: silent,
    });

    await smtp.stop();
    expect(await worker.deliver(id)).toBe(false);
    const pending = await outboxRow(id);
    expect(pending).toMatchObject({
      status: "pending",
      attempts: 1,
      locked_until: null,
    });
    expect(pending.last_error).toMatch(/ECONNREFUSED/);

    await smtp.start();
    // Even though its retry is not due yet: deliver is the "try now" path.
    expect(await worker.deliver(id)).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(await worker.deliver(id)).toBe(false);
    expect(await worker.deliver(crypto.randomUUID())).toBe(false);
    expect(smtp.received).toHaveLength(1);
  });

  it("sends soon after kick() while running, and stop() waits for the send in flight", async () => {
    let releaseSend = () => {};
    let signalSendStarted = () => {};
    const sendStarted = new Promise<void>(
      (resolve) => (signalSendStarted = resolve),
    );
    const gatedTransport = {
      async send(message: OutgoingMail) {
        signalSendStarted();
        await new Promise<void>((resolve) => (releaseSend = resolve));
        await transport.send(message);
      },
    };
    // A poll interval far beyond the test's patience: only kick() can make it send in time.
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport: gatedTransport,
      logger: silent,
      pollIntervalMs: 600_000,
    });
    worker.start();
    await sleep(50);
    const id = await enqueueMail(database.db, dataKey, mail());
    worker.kick();
    await sendStarted;

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    releaseSend();
    await stopping;

    expect(smtp.received).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe("sent");
    // Stopped for good: nothing more is sent.
    await enqueueMail(database.db, dataKey, mail());
    expect(await worker.drain()).toBe(0);
  });
});

describe("outbox without SMTP_URL", () => {
  it("writes each message as an .eml file beside DATA_DIR and logs its name, never its links or body", async () => {
    const dataDir = path.join(database.dataDir, "file-transport");
    const config = parseConfig({
      DATA_DIR: `${dataDir}/`,
      MAIL_FROM: mailFrom,
    });
    // Delivered mail holds live links: not in DATA_DIR (decision 0057).
    expect(config.mailDir).toBe(`${dataDir}-mail`);
    const logs = captureLogs();
    const fileTransport = createMailTransport(config, logs.logger);
    const link =
      "https://www.harborline.test/verify-email?token=f00d&callbackURL=%2Faccount";
    const message = mail({
      to: "new.customer@example.com",
      subject: "Confirm your email address",
      text: `Please confirm your address: ${link}.\nIf this was not you, ignore this message.`,
      html: `<p><a href="${link}">Confirm</a></p>`,
    });
    await enqueueMail(database.db, dataKey, message);
    const worker = createOutboxWorker({
      keys: [dataKey],
      db: database.db,
      transport: fileTransport,
      logger: logs.logger,
    });

    expect(await worker.drain()).toBe(1);

    const mailDir = config.mailDir;
    const fileName = single(await readdir(mailDir));
    expect(fileName).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f-]{36}\.eml$/);
    const file = path.join(mailDir, fileName);
    expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const parsed = parseMail(await readFile(file, "utf8"));
    expect(parsed.headers.get("subject")).toBe(message.subject);
    expect(parsed.headers.get("to")).toBe(message.to);
    expect(parsed.headers.get("from")).toBe(mailFrom);
    expect(parsed.headers.get("mime-version")).toBe("1.0");
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);

    const written = logs.entries().find((entry) => entry.file !== undefined);
    expect(written).toMatchObject({ level: 30, file });
    expect(logs.text()).not.toContain("If this was not you");
    // A link is a bearer secret: it is in the mailbox, not the log.
    expect(logs.text()).not.toContain("f00d");
    expect(logs.text()).not.toContain(message.to);
    expect(smtp.received).toHaveLength(0);
  });
});
