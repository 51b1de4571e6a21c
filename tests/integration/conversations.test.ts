import { beforeAll, describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import {
  conversationOf,
  receivePersonMessage,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import { findToken, tokenHash } from "#server/conversations/tokens.ts";
import { auditActions } from "#server/staff/audit.ts";
import { uploadedDocument } from "../helpers/files.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const actor = { id: "staff-conv", clientIp: "198.51.100.9" };

beforeAll(async () => {
  await insertUser(env.database.db, { id: actor.id, name: "Sam Staff" });
});

/** The token at the end of an address or link the email carries. */
const linkToken = (text: string) =>
  /\/messages\/([a-z2-7]{52})/.exec(text)?.[1];
const replyToken = (header: string | undefined) =>
  /reply\+([a-z2-7]{52})@/.exec(header ?? "")?.[1];

describe("conversations", () => {
  it("tells a claimant only that there is a message, with a link and a reply address whose tokens are stored as hashes", async () => {
    const subject = await insertClaim(env.database.db, {
      reference: "CL810001",
      claimant_name: "Katherine Johnson",
      claimant_email: "katherine@example.com",
    });
    const body =
      "Please send the police report. Your SSN 123-45-6789 stays with us.";
    const sent = await sendStaffMessage(env.services, {
      subject,
      message: StaffMessageSchema.parse({
        body,
        requests: ["Police report", " police  report ", "Repair estimate"],
      }),
      actor,
    });
    expect(sent.ok).toBe(true);

    const [mail, ...others] = await env.deliveredMail();
    expect(others).toHaveLength(0);
    expect(mail!.headers.get("to")).toBe("katherine@example.com");
    expect(mail!.headers.get("subject")).toBe("New message about CL810001");
    for (const part of [mail!.text, mail!.html ?? ""]) {
      expect(part).not.toContain("police report");
      expect(part).not.toContain("123-45-6789");
    }
    expect(mail!.text).toContain("2 documents");
    const read = linkToken(mail!.text)!;
    const reply = replyToken(mail!.headers.get("reply-to"))!;
    expect(read).toBeDefined();
    expect(reply).toBeDefined();
    expect(mail!.headers.get("message-id")).toMatch(/^<[0-9a-f-]{36}@/);
    expect(mail!.headers.get("references")).toContain(
      `<conversation.claim.${subject.id}@`,
    );

    // Each token opens this conversation for its own purpose only.
    const db = env.database.db;
    expect(await findToken(db, read, "read")).toEqual({ ok: true, subject });
    expect(await findToken(db, reply, "reply")).toEqual({
      ok: true,
      subject,
    });
    expect(await findToken(db, read, "reply")).toEqual({
      ok: false,
      reason: "unknown",
    });
    const links = await db
      .selectFrom("conversation_links")
      .selectAll()
      .execute();
    const stored = JSON.stringify(links);
    expect(stored).not.toContain(read);
    expect(stored).not.toContain(reply);
    expect(stored).toContain(tokenHash(read));
    // The outbox row keeps nothing of the email once it is sent.
    const outbox = await db.selectFrom("outbox").selectAll().execute();
    expect(JSON.stringify(outbox)).not.toContain(read);
    expect(outbox.every((row) => row.content === null)).toBe(true);

    const audit = await db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_id", "=", subject.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual([auditActions.messageSent]);

    const conversation = await conversationOf(env.services, subject);
    expect(conversation.messages).toMatchObject([
      {
        author: "staff",
        by: "Sam Staff",
        body,
        requests: ["Police report", "Repair estimate"],
      },
    ]);
    expect(conversation.requests.map((r) => r.label)).toEqual([
      "Police report",
      "Repair estimate",
    ]);
  });

  it("keeps the claimant's answer and document, fulfils the request, and tells staff without the answer", async () => {
    const subject = await insertClaim(env.database.db, {
      reference: "CL810002",
      claimant_name: "Katherine Johnson",
    });
    await sendStaffMessage(env.services, {
      subject,
      message: StaffMessageSchema.parse({
        body: "Please send the police report.",
        requests: ["Police report"],
      }),
      actor,
    });
    await env.deliveredMail();
    const [request] = (await conversationOf(env.services, subject)).requests;
    const file = uploadedDocument("report.pdf");
    const answer = await receivePersonMessage(env.services, {
      subject,
      body: "Here it is. Bank: Great Lakes Credit Union.",
      channel: "web",
      documents: [{ file, requestId: request!.id }],
    });
    expect(answer.ok).toBe(true);

    const conversation = await conversationOf(env.services, subject);
    expect(conversation.messages.map((m) => m.author)).toEqual([
      "staff",
      "person",
    ]);
    expect(conversation.messages[1]!.files).toMatchObject([
      { fileName: "report.pdf" },
    ]);
    expect(conversation.requests[0]!.fulfilledAt).not.toBeNull();

    const [staffMail] = await env.deliveredMail();
    expect(staffMail!.headers.get("to")).toBe("staff@example.com");
    expect(staffMail!.headers.get("subject")).toBe(
      "New reply from Katherine Johnson on CL810002",
    );
    expect(staffMail!.text).not.toContain("Great Lakes");
    expect(staffMail!.text).toContain(`/admin/claims/${subject.id}`);
  });

  it("emails a contact's answer in full, and threads the next one after it", async () => {
    const subject = await insertContact(env.database.db);
    await sendStaffMessage(env.services, {
      subject,
      message: StaffMessageSchema.parse({
        body: "Yes, we do.\n\nA classic car needs an agreed value.",
      }),
      actor,
    });
    const [first] = await env.deliveredMail();
    expect(first!.headers.get("subject")).toBe(
      "Re: Your message to Harborline Insurance",
    );
    expect(first!.text).toContain("A classic car needs an agreed value.");
    expect(linkToken(first!.text)).toBeUndefined();

    await sendStaffMessage(env.services, {
      subject,
      message: StaffMessageSchema.parse({ body: "One more thing." }),
      actor,
    });
    const [second] = await env.deliveredMail();
    expect(second!.headers.get("in-reply-to")).toBe(
      first!.headers.get("message-id"),
    );
    expect(
      await sendStaffMessage(env.services, {
        subject,
        message: StaffMessageSchema.parse({
          body: "Send us a photo.",
          requests: ["Photo"],
        }),
        actor,
      }),
    ).toEqual({ ok: false, reason: "requests_not_allowed" });
  });
});
