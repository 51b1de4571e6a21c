import { readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import type { RequestHandler } from "express";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import * as english from "#app/content/conversations.ts";
import * as spanish from "#app/content/es/conversations.ts";
import { MESSAGE_MAX_LENGTH } from "#app/lib/schemas/conversation-limits.ts";
import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import {
  CONVERSATION_BUCKET,
  conversationOf,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import { INBOUND_EMAIL_MAX_BYTES } from "#server/conversations/inbound-email.ts";
import {
  findToken,
  mintToken,
  tokenHash,
  type ConversationSubject,
} from "#server/conversations/tokens.ts";
import { createHttpApp } from "#server/http/create-app.ts";
import type { Services } from "#server/services.ts";
import { readDocument } from "#server/storage/documents.ts";
import { uploadTempDir } from "#server/uploads/temp-files.ts";
import { sampleExecutable, samplePdf, samplePng } from "../helpers/files.ts";
import { capturedLogger } from "../helpers/logs.ts";
import { rawRequest, type Answer } from "../helpers/raw-request.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { streamedPost } from "../helpers/streamed-post.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * POST /api/inbound-email through the HTTP app as `npm start` builds it
 * (server/http/create-app.ts), over a real database, storage and SMTP peer:
 * raw MIME in, the record's conversation, stored files, sent mail and log
 * lines read back. A stand-in for the React Router app answers every other
 * request 404, as an unknown page is answered.
 */

const env = useSubmissionEnvironment();
const SECRET = "inbound-secret-for-the-tests-7f3a9c";
const actor = { id: "staff-inbound", clientIp: "198.51.100.20" };

interface Started {
  url: string;
  logs: Array<Record<string, unknown>>;
}
const servers: Server[] = [];

const notFound: RequestHandler = (_req, res) => {
  res.status(404).type("text/plain").send("Not Found");
};

async function start(
  secret: string | undefined,
  config: Partial<Services["config"]> = {},
): Promise<Started> {
  const { logger, entries: logs } = capturedLogger();
  const services = {
    ...env.services,
    config: { ...env.services.config, ...config, inboundEmailSecret: secret },
    logger,
  } as unknown as Services;
  const app = createHttpApp({
    services,
    build: async () => {
      throw new Error("no React Router build in these tests");
    },
    before: [notFound],
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, "127.0.0.1", () =>
      resolve(listening),
    );
  });
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, logs };
}

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

let app: Started;
beforeAll(async () => {
  app = await start(SECRET);
  await insertUser(env.database.db, { id: actor.id });
});

let claims = 0;
/** A claim of Katherine's, numbered CL82…: the emails about it go to her and name it so. */
const claim = () =>
  insertClaim(env.database.db, {
    reference: `CL82${String(++claims).padStart(4, "0")}`,
    claimant_email: "katherine@example.com",
  });

const contact = () =>
  insertContact(env.database.db, { email: "ada@example.com" });

/** A staff message on the record, and the email the person got for it. */
async function staffWrites(subject: ConversationSubject, body: string) {
  const sent = await sendStaffMessage(env.services, {
    subject,
    message: StaffMessageSchema.parse({ body }),
    actor,
  });
  expect(sent.ok).toBe(true);
  const [mail] = await env.deliveredMail();
  const replyTo = mail!.headers.get("reply-to")!;
  return {
    mail: mail!,
    replyTo,
    token: /reply\+([a-z2-7]{52})@/.exec(replyTo)![1]!,
  };
}

const domain = () => env.services.config.inboundEmailDomain;
const replyAddress = (token: string) => `reply+${token}@${domain()}`;

type Composed = ConstructorParameters<typeof MailComposer>[0];
/** A raw RFC 5322 message, as a mail program sends it. */
const compose = (mail: Composed): Promise<Buffer> =>
  new MailComposer({
    from: "Katherine Johnson <katherine@example.com>",
    subject: "Re: New message",
    ...mail,
  })
    .compile()
    .build();

const quoted = (text: string) =>
  text
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");

function post(
  body: Buffer | string,
  options: {
    authorization?: string | null;
    contentType?: string;
    path?: string;
    on?: Started;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    "content-type": options.contentType ?? "message/rfc822",
    "content-length": String(Buffer.byteLength(body)),
  };
  const authorization =
    options.authorization === undefined
      ? `Bearer ${SECRET}`
      : options.authorization;
  if (authorization !== null) headers.authorization = authorization;
  return rawRequest(
    new URL(options.path ?? "/api/inbound-email", (options.on ?? app).url),
    { method: "POST", headers, body },
  );
}

const json = (answer: Answer) =>
  JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;

/** Everything a message could leave behind, to show that nothing was. */
async function storedState() {
  const db = env.database.db;
  const count = async (
    table: "conversation_messages" | "conversation_files" | "outbox",
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const filesIn = (directory: string) => {
    try {
      return readdirSync(directory, { recursive: true }).length;
    } catch {
      return 0;
    }
  };
  return {
    messages: await count("conversation_messages"),
    files: await count("conversation_files"),
    outbox: await count("outbox"),
    stored: filesIn(
      path.join(env.database.dataDir, "storage", CONVERSATION_BUCKET),
    ),
    temporary: filesIn(uploadTempDir(env.database.dataDir)),
  };
}

describe("replies by email", () => {
  it("threads a plain reply onto its claim, without the quoted history or the signature", async () => {
    const subject = await claim();
    const { mail, replyTo, token } = await staffWrites(
      subject,
      "Could you send the police report number?",
    );
    const raw = await compose({
      to: replyTo,
      messageId: "<reply-1@mail.example.com>",
      inReplyTo: mail.headers.get("message-id"),
      text: [
        "The police report number is 2026-44817.",
        "",
        "Best regards,",
        "Katherine",
        "",
        `On Mon, Nov 23, 2026 at 10:00 AM Harborline Insurance <`,
        `${replyTo}> wrote:`,
        "",
        quoted(mail.text),
      ].join("\n"),
    });
    const answer = await post(raw);
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({ status: "accepted" });

    const { messages } = await conversationOf(env.services, subject);
    expect(messages.map((m) => [m.author, m.channel, m.body])).toEqual([
      ["staff", "email", "Could you send the police report number?"],
      ["person", "email", "The police report number is 2026-44817."],
    ]);
    // The email's own id is kept, so the next staff email answers it.
    const row = await env.database.db
      .selectFrom("conversation_messages")
      .select("email_message_id")
      .where("id", "=", messages[1]!.id)
      .executeTakeFirstOrThrow();
    expect(row.email_message_id).toBe("<reply-1@mail.example.com>");

    // Staff are told, without the answer.
    const [note, ...others] = await env.deliveredMail();
    expect(others).toHaveLength(0);
    expect(note!.headers.get("to")).toBe("staff@example.com");
    expect(note!.text).toContain("They answered by email");
    expect(note!.text).not.toContain("2026-44817");

    // Posted again (a service retrying after a timeout), it is kept once.
    expect((await post(raw)).status).toBe(200);
    expect((await conversationOf(env.services, subject)).messages).toHaveLength(
      2,
    );
    expect(await env.deliveredMail()).toHaveLength(0);
    const accepted = app.logs.filter(
      (line) => line.event === "inbound_email.accepted",
    );
    expect(accepted.at(-1)).toMatchObject({ kind: "claim", duplicate: true });
    expect(JSON.stringify(app.logs)).not.toContain(token);
  });

  it("keeps the text of an HTML-only reply, never its markup", async () => {
    const subject = await claim();
    const { mail, replyTo, token } = await staffWrites(
      subject,
      "Is Tuesday fine for the inspection?",
    );
    const readLink = /https?:\/\/\S+\/messages\/[a-z2-7]{52}/.exec(
      mail.text,
    )![0];
    const html = [
      `<div dir="ltr">Yes, <b>Tuesday</b> works for the inspection.<div><br></div></div><br>`,
      `<div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Mon, Nov 23, 2026 at 10:00 AM Harborline Insurance &lt;<a href="mailto:${replyTo}">${replyTo}</a>&gt; wrote:<br></div>`,
      `<blockquote class="gmail_quote"><p>Dear Katherine,</p><p><a href="${readLink}">Read the message</a></p></blockquote></div>`,
      `<script>alert("x")</script><img src="https://tracker.example/pixel.gif">`,
    ].join("");
    const answer = await post(await compose({ to: replyTo, html }));
    expect(answer.status).toBe(200);

    const { messages } = await conversationOf(env.services, subject);
    const body = messages.at(-1)!.body;
    expect(body).toBe("Yes, Tuesday works for the inspection.");
    for (const markup of ["<", "alert", "tracker", token]) {
      expect(body).not.toContain(markup);
    }
    await env.deliveredMail();
  });

  it("takes the secret as a Bearer token or as any user's HTTP Basic password; a contact's answer lands on its message", async () => {
    const subject = await contact();
    const { mail, replyTo } = await staffWrites(
      subject,
      "Yes, we cover classic cars.",
    );
    expect(mail.text).toContain("Yes, we cover classic cars.");
    const basic = (user: string, password: string) =>
      `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

    for (const [authorization, words] of [
      [`Bearer ${SECRET}`, "Thank you, by Bearer."],
      [basic("postmark", SECRET), "Thank you, by Basic."],
      [basic("", SECRET), "Thank you, with no user name."],
    ] as const) {
      const answer = await post(
        await compose({ to: `Harborline <${replyTo}>`, text: words }),
        { authorization },
      );
      expect(answer.status, authorization).toBe(200);
    }
    const { messages } = await conversationOf(env.services, subject);
    expect(messages.map((m) => m.body)).toEqual([
      "Yes, we cover classic cars.",
      "Thank you, by Bearer.",
      "Thank you, by Basic.",
      "Thank you, with no user name.",
    ]);
    await env.deliveredMail();
  });

  it("answers 401 without the secret, reads nothing and keeps nothing", async () => {
    const subject = await claim();
    const { replyTo } = await staffWrites(subject, "Any news?");
    const raw = await compose({ to: replyTo, text: "Unauthorized words." });
    const before = await storedState();
    const wrongBasic = `Basic ${Buffer.from(`${SECRET}:wrong`).toString("base64")}`;
    for (const authorization of [
      null,
      "Bearer wrong-secret",
      `Bearer ${SECRET}x`,
      `bearer`,
      wrongBasic,
      `Basic ${Buffer.from(SECRET).toString("base64")}`,
      `Token ${SECRET}`,
    ]) {
      const answer = await post(raw, { authorization });
      expect(answer.status, String(authorization)).toBe(401);
      expect(answer.headers["www-authenticate"]).toBe(
        'Basic realm="inbound-email"',
      );
    }
    // A large body is not read: the answer comes before it is sent.
    const large = await streamedPost({
      url: `${app.url}/api/inbound-email`,
      contentType: "message/rfc822",
      declaredLength: 40 * MEGABYTE,
      totalBytes: 40 * MEGABYTE,
      headers: { authorization: "Bearer wrong-secret" },
    });
    expect(large.status).toBe(401);
    expect(large.sentBeforeAnswer).toBeLessThan(16 * MEGABYTE);
    expect(await storedState()).toEqual(before);
    expect(JSON.stringify(app.logs)).not.toContain("Unauthorized words");
  });

  it("answers 404 as any unknown path does while INBOUND_EMAIL_SECRET is unset", async () => {
    const off = await start(undefined);
    const subject = await claim();
    const token = await mintToken(env.database.db, subject, "reply");
    const raw = await compose({ to: replyAddress(token), text: "Hello?" });
    const before = await storedState();
    for (const [body, contentType] of [
      [raw, "message/rfc822"],
      [raw, "text/plain"],
      ["a=1", "application/x-www-form-urlencoded"],
      ["{}", "application/json"],
    ] as const) {
      for (const authorization of [`Bearer ${SECRET}`, null]) {
        const endpoint = await post(body, {
          on: off,
          contentType,
          authorization,
        });
        const unknown = await post(body, {
          on: off,
          contentType,
          authorization,
          path: "/api/no-such-endpoint",
        });
        expect([endpoint.status, endpoint.body.toString()]).toEqual([
          unknown.status,
          unknown.body.toString(),
        ]);
        expect(endpoint.headers["www-authenticate"]).toBeUndefined();
      }
    }
    const empty = await rawRequest(new URL("/api/inbound-email", off.url), {
      method: "POST",
    });
    expect(empty.status).toBe(404);
    expect(await storedState()).toEqual(before);
  });

  it("refuses a forged, unknown, expired or malformed token, or none, keeping nothing and logging neither token nor content", async () => {
    const subject = await claim();
    const { replyTo, token, mail } = await staffWrites(
      subject,
      "Please answer.",
    );
    const readToken = /\/messages\/([a-z2-7]{52})/.exec(mail.text)![1]!;
    const expired = await mintToken(env.database.db, subject, "reply");
    await env.database.db
      .updateTable("conversation_links")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("token_hash", "=", tokenHash(expired))
      .execute();
    const forged = "q".repeat(52);
    const before = await storedState();
    const cases = [
      ["unknown token", replyAddress(forged)],
      ["unknown token", replyAddress(readToken)],
      ["expired token", replyAddress(expired)],
      ["malformed token", replyAddress("short")],
      ["malformed token", replyAddress(`${token}x`)],
      ["no reply address", "someone@example.com"],
      ["no reply address", `reply+${token}@attacker.example`],
    ] as const;
    for (const [reason, to] of cases) {
      const logged = app.logs.length;
      const answer = await post(
        await compose({
          to,
          text: "Secret words quokka-marmalade in a refused message.",
          attachments: [
            { filename: "report.pdf", content: Buffer.from(samplePdf()) },
          ],
        }),
      );
      expect(answer.status, to).toBe(403);
      expect(json(answer)).toMatchObject({ code: "REFUSED" });
      const lines = app.logs.slice(logged);
      expect(lines).toContainEqual(
        expect.objectContaining({ event: "inbound_email.refused", reason }),
      );
      const text = JSON.stringify(lines);
      for (const secret of [
        // Words, not digits: a log line's timestamp holds any run of digits.
        "quokka-marmalade",
        "report.pdf",
        "katherine",
        "example.com",
        token,
        forged,
        expired,
        readToken,
      ])
        expect(text).not.toContain(secret);
    }
    expect(await storedState()).toEqual(before);
    expect(await env.deliveredMail()).toHaveLength(0);
    // The real address still works: only its words were refused above.
    const fine = await post(await compose({ to: replyTo, text: "Here." }));
    expect(fine.status).toBe(200);
    await env.deliveredMail();
  });

  it("cuts an oversized body off with 413 while it streams, keeping nothing", async () => {
    const subject = await claim();
    const token = await mintToken(env.database.db, subject, "reply");
    const before = await storedState();
    const head = new TextEncoder().encode(
      [
        "From: Katherine Johnson <katherine@example.com>",
        `To: ${replyAddress(token)}`,
        "Subject: Re: New message",
        "Content-Type: text/plain",
        "",
        "",
      ].join("\r\n"),
    );
    const chunked = await streamedPost({
      url: `${app.url}/api/inbound-email`,
      contentType: "message/rfc822",
      head,
      totalBytes: INBOUND_EMAIL_MAX_BYTES + 30 * MEGABYTE,
      chunk: new TextEncoder().encode("word ".repeat(13_000) + "\r\n"),
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(chunked.status).toBe(413);
    expect(chunked.sentBeforeAnswer).toBeLessThan(
      INBOUND_EMAIL_MAX_BYTES + 16 * MEGABYTE,
    );
    const declared = await streamedPost({
      url: `${app.url}/api/inbound-email`,
      contentType: "message/rfc822",
      declaredLength: INBOUND_EMAIL_MAX_BYTES + 1,
      totalBytes: INBOUND_EMAIL_MAX_BYTES + 1,
      stallAfter: 0,
      headers: { authorization: `Bearer ${SECRET}` },
    });
    expect(declared.status).toBe(413);
    expect(declared.sentBeforeAnswer).toBe(0);
    expect(await storedState()).toEqual(before);
    expect(INBOUND_EMAIL_MAX_BYTES).toBeGreaterThan(68 * MEGABYTE);
    expect(INBOUND_EMAIL_MAX_BYTES).toBeLessThan(71 * MEGABYTE);
  });

  it("stores a PDF sent to a claim encrypted in the conversations bucket, linked to the answer", async () => {
    const subject = await claim();
    const { replyTo } = await staffWrites(subject, "Please send the report.");
    const pdf = samplePdf();
    const answer = await post(
      await compose({
        to: replyTo,
        text: "The report is attached.",
        attachments: [
          { filename: "police-report.pdf", content: Buffer.from(pdf) },
        ],
      }),
    );
    expect(answer.status).toBe(200);

    const { messages } = await conversationOf(env.services, subject);
    const reply = messages.at(-1)!;
    expect(reply.body).toBe("The report is attached.");
    expect(reply.files).toMatchObject([
      { fileName: "police-report.pdf", sizeBytes: pdf.length },
    ]);
    const row = await env.database.db
      .selectFrom("conversation_files")
      .selectAll()
      .where("id", "=", reply.files[0]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      message_id: reply.id,
      content_type: "application/pdf",
    });
    const sealed = Buffer.from(
      (await env.services.storage.get(CONVERSATION_BUCKET, row.storage_key))!,
    );
    expect(sealed.includes(Buffer.from("%PDF"))).toBe(false);
    const plain = await readDocument(
      env.services,
      CONVERSATION_BUCKET,
      row.storage_key,
    );
    expect(plain!.equals(Buffer.from(pdf))).toBe(true);
    const [note] = await env.deliveredMail();
    expect(note!.text).toContain("with a document");
  });

  it("keeps the words of a claim's answer, takes its PDF and photo, ignores the signature's logo, and answers once for the program it refused", async () => {
    const subject = await claim();
    const { replyTo } = await staffWrites(subject, "Please send photos.");
    const answer = await post(
      await compose({
        from: "Someone Else <other@example.net>",
        to: replyTo,
        messageId: "<with-files@mail.example.com>",
        text: "Photos and the estimate attached.",
        html: `<p>Photos and the estimate attached.</p><p><img src="cid:logo@sig"></p>`,
        attachments: [
          { filename: "estimate.pdf", content: Buffer.from(samplePdf()) },
          { filename: "dent.png", content: Buffer.from(samplePng()) },
          { filename: "viewer.exe", content: Buffer.from(sampleExecutable()) },
          {
            filename: "renamed.pdf",
            content: Buffer.from(sampleExecutable()),
          },
          {
            filename: "logo.png",
            content: Buffer.from(samplePng()),
            cid: "logo@sig",
          },
        ],
      }),
    );
    expect(answer.status).toBe(200);

    const { messages } = await conversationOf(env.services, subject);
    const reply = messages.at(-1)!;
    expect(reply.body).toBe("Photos and the estimate attached.");
    expect(reply.files.map((file) => file.fileName).sort()).toEqual([
      "dent.png",
      "estimate.pdf",
    ]);

    const mails = await env.deliveredMail();
    expect(mails.map((mail) => mail.headers.get("to"))).toEqual([
      "staff@example.com",
      "katherine@example.com",
    ]);
    const refused = mails[1]!;
    expect(refused.headers.get("subject")).toMatch(
      /^We could not take the attachments of your email about CL82/,
    );
    expect(refused.headers.get("in-reply-to")).toBe(
      "<with-files@mail.example.com>",
    );
    expect(refused.text).toContain("viewer.exe: Invalid file type");
    expect(refused.text).toContain("renamed.pdf: Invalid file type");
    expect(refused.text).not.toContain("logo.png");
    expect(refused.text).not.toContain("estimate.pdf");
    // A new link to the conversation page, where documents are taken.
    const link = /\/messages\/([a-z2-7]{52})/.exec(refused.text)![1]!;
    expect(await findToken(env.database.db, link, "read")).toEqual({
      ok: true,
      subject,
    });
    const again = /reply\+([a-z2-7]{52})@/.exec(
      refused.headers.get("reply-to")!,
    )![1]!;
    expect(await findToken(env.database.db, again, "reply")).toEqual({
      ok: true,
      subject,
    });
  });

  it("holds the whole email with 503 when SCAN_COMMAND does not pass an attachment, and keeps it once it does", async () => {
    const subject = await claim();
    const { replyTo } = await staffWrites(subject, "The report, please.");
    const raw = await compose({
      to: replyTo,
      messageId: "<scanned@mail.example.com>",
      text: "Scanned report attached.",
      attachments: [
        { filename: "report.pdf", content: Buffer.from(samplePdf()) },
      ],
    });
    const before = await storedState();
    const failing = await start(SECRET, {
      scanCommand: { program: "false", args: [] },
    });
    const held = await post(raw, { on: failing });
    expect(held.status).toBe(503);
    expect(held.headers["retry-after"]).toBe("300");
    expect(await storedState()).toEqual(before);
    expect(failing.logs).toContainEqual(
      expect.objectContaining({ event: "upload.scan.held", reason: "exit" }),
    );

    const passing = await start(SECRET, {
      scanCommand: { program: "true", args: [] },
    });
    expect((await post(raw, { on: passing })).status).toBe(200);
    expect(
      (await conversationOf(env.services, subject)).messages.at(-1)!.files,
    ).toHaveLength(1);
    expect(passing.logs).toContainEqual(
      expect.objectContaining({ event: "upload.scan.clean" }),
    );
    await env.deliveredMail();
  });

  it("refuses any attachment on a contact message with one reply, and keeps the words", async () => {
    const subject = await contact();
    const { replyTo } = await staffWrites(subject, "How can we help?");
    const answer = await post(
      await compose({
        to: replyTo,
        text: "My old policy is attached.",
        attachments: [
          { filename: "policy.pdf", content: Buffer.from(samplePdf()) },
        ],
      }),
    );
    expect(answer.status).toBe(200);
    const { messages } = await conversationOf(env.services, subject);
    expect(messages.at(-1)).toMatchObject({
      body: "My old policy is attached.",
      files: [],
    });
    const mails = await env.deliveredMail();
    expect(mails.map((mail) => mail.headers.get("to"))).toEqual([
      "staff@example.com",
      "ada@example.com",
    ]);
    expect(mails[1]!.text).toContain(
      "we do not accept documents by email for this conversation",
    );
    expect(mails[1]!.text).not.toMatch(/\/messages\//);
  });

  it("answers an email of nothing but refused files, and keeps no empty message", async () => {
    const subject = await claim();
    const { replyTo } = await staffWrites(subject, "Anything else?");
    const before = (await conversationOf(env.services, subject)).messages;
    const answer = await post(
      await compose({
        to: replyTo,
        text: "",
        attachments: [
          { filename: "tool.exe", content: Buffer.from(sampleExecutable()) },
        ],
      }),
    );
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual({ status: "ignored" });
    expect((await conversationOf(env.services, subject)).messages).toEqual(
      before,
    );
    const mails = await env.deliveredMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("tool.exe: Invalid file type");
  });

  it("answers a Spanish claimant's refused files in Spanish, with a link to the Spanish page (issue 25)", async () => {
    const subject = await insertClaim(env.database.db, {
      reference: "CL829901",
      claimant_email: "maria@example.com",
      locale: "es",
    });
    const { replyTo } = await staffWrites(subject, "¿Algo más?");
    const answer = await post(
      await compose({
        to: replyTo,
        text: "Le envío el programa.",
        attachments: [
          { filename: "tool.exe", content: Buffer.from(sampleExecutable()) },
        ],
      }),
    );
    expect(answer.status).toBe(200);
    const mails = await env.deliveredMail();
    expect(mails.map((mail) => mail.headers.get("to"))).toEqual([
      "staff@example.com",
      "maria@example.com",
    ]);
    // Staff read English, and the person's language.
    expect(mails[0]!.text).toContain("Language: Spanish");
    const refusal = mails[1]!;
    // The subject as sent (RFC 2047 words: it holds an accent).
    expect(refusal.headers.get("subject")).toMatch(
      /^=\?UTF-8\?Q\?No_pudimos_aceptar_los_archivos_adjuntos/,
    );
    expect(refusal.text).toContain("tool.exe: Tipo de archivo no válido");
    expect(refusal.text).not.toContain("Invalid file type");
    expect(refusal.text).toMatch(/\/es\/messages\/[a-z2-7]{52}/);
  });

  it("ignores out-of-office replies and bounces, keeping and sending nothing", async () => {
    const subject = await claim();
    const { replyTo } = await staffWrites(subject, "Are you there?");
    const before = await storedState();
    for (const headers of [
      { "Auto-Submitted": "auto-replied" },
      { "Auto-Submitted": "auto-generated" },
      { Precedence: "bulk" },
      { Precedence: "auto_reply" },
      { "X-Autoreply": "yes" },
      { "Return-Path": "<>" },
    ]) {
      const answer = await post(
        await compose({
          to: replyTo,
          headers,
          text: "I am out of the office until Monday.",
        }),
      );
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(json(answer)).toEqual({ status: "ignored" });
    }
    const bounce = await post(
      await compose({
        from: "Mail Delivery System <MAILER-DAEMON@mx.example.com>",
        to: replyTo,
        text: "Delivery failed.",
      }),
    );
    expect(json(bounce)).toEqual({ status: "ignored" });
    expect(await storedState()).toEqual(before);
    expect(await env.deliveredMail()).toHaveLength(0);

    // "Auto-Submitted: no" is a person's own message.
    const person = await post(
      await compose({
        to: replyTo,
        headers: { "Auto-Submitted": "no" },
        text: "Back now.",
      }),
    );
    expect(json(person)).toEqual({ status: "accepted" });
    await env.deliveredMail();
  });

  it("shortens a reply past the longest message, with a note in the person's language", async () => {
    for (const [locale, note] of [
      ["en", english.shortenedReplyNote],
      ["es", spanish.shortenedReplyNote],
    ] as const) {
      const subject = await claim();
      await env.database.db
        .updateTable("claims")
        .set({ locale })
        .where("id", "=", subject.id)
        .execute();
      const { replyTo } = await staffWrites(subject, "Tell us everything.");
      const long = "All of it. ".repeat(1_000);
      const answer = await post(await compose({ to: replyTo, text: long }));
      expect(answer.status).toBe(200);
      const body = (await conversationOf(env.services, subject)).messages.at(
        -1,
      )!.body;
      expect(body.length).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH);
      expect(body.startsWith("All of it. All of it.")).toBe(true);
      expect(body.endsWith(`\n\n${note}`)).toBe(true);
      await env.deliveredMail();
    }
  });

  it("reads the message as SendGrid, Mailgun and Postmark post it, and refuses with the status each stops at", async () => {
    const subject = await claim();
    const { replyTo } = await staffWrites(subject, "Which provider?");
    // The reply address only in the envelope (a Bcc, say), not the headers.
    const raw = (words: string) =>
      compose({ to: "someone@example.com", text: words });
    const form = (fields: Array<[string, string]>) => {
      const boundary = "xYzZY";
      return {
        body: [
          ...fields.map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          ),
          `--${boundary}--\r\n`,
        ].join(""),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    };

    const sendGrid = form([
      ["envelope", JSON.stringify({ to: [replyTo], from: "k@example.com" })],
      ["email", (await raw("By SendGrid.")).toString("utf8")],
      ["spam_score", "0.1"],
    ]);
    expect((await post(sendGrid.body, sendGrid)).status).toBe(200);

    const mailgun = form([
      ["recipient", replyTo],
      ["body-mime", (await raw("By Mailgun.")).toString("utf8")],
    ]);
    expect(
      (
        await post(mailgun.body, {
          ...mailgun,
          path: "/api/inbound-email/mime",
        })
      ).status,
    ).toBe(200);

    const postmark = JSON.stringify({
      OriginalRecipient: replyTo,
      RawEmail: (await raw("By Postmark.")).toString("utf8"),
    });
    expect(
      (await post(postmark, { contentType: "application/json" })).status,
    ).toBe(200);

    expect(
      (await conversationOf(env.services, subject)).messages
        .slice(1)
        .map((m) => m.body),
    ).toEqual(["By SendGrid.", "By Mailgun.", "By Postmark."]);

    // Refused: 406 stops Mailgun's retries, 403 Postmark's.
    const stranger = (await raw("Nobody's.")).toString("utf8");
    const mailgunRefused = form([
      ["recipient", "nobody@example.com"],
      ["body-mime", stranger],
    ]);
    expect((await post(mailgunRefused.body, mailgunRefused)).status).toBe(406);
    expect(
      (
        await post(JSON.stringify({ RawEmail: stranger }), {
          contentType: "application/json",
        })
      ).status,
    ).toBe(403);
    const parsedOnly = form([["text", "Parsed, not raw."]]);
    const noMessage = await post(parsedOnly.body, parsedOnly);
    expect(noMessage.status).toBe(400);
    expect(json(noMessage)).toMatchObject({ code: "NO_MESSAGE" });
    expect(
      (await post("<mail/>", { contentType: "application/xml" })).status,
    ).toBe(415);
    await env.deliveredMail();
  });
});
