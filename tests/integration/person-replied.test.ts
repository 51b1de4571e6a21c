import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import {
  receivePersonMessage,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import type { ConversationSubject } from "#server/conversations/tokens.ts";
import { createMigrator, migrateToLatest } from "#server/db/migrate.ts";
import { inboxCounts, inboxFilter, listInbox } from "#server/staff/inboxes.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * Issue 36, item 2: staff see that a person replied. The record is marked
 * in its list, counted in the navigation and listed by the "Replied" view
 * until staff write back (or close it); its assignee is emailed, or the
 * shared mailbox while nobody owns it.
 */
const env = useSubmissionEnvironment();
const actor = { id: "staff-replied", clientIp: "198.51.100.36" };
const owner = { id: "owner-replied", email: "owner.replied@harborline.test" };

beforeAll(async () => {
  await insertUser(env.database.db, { id: actor.id, name: "Sam Staff" });
  await insertUser(env.database.db, {
    id: owner.id,
    name: "Olga Owner",
    email: owner.email,
  });
});

/** The list as a query string asks for it, read as the inbox's loader reads it. */
const listOf = (kind: InboxKind, query = "") =>
  listInbox(
    env.database.db,
    kind,
    inboxFilter(kind, readInboxFilter(new URLSearchParams(query)), actor.id),
    1,
  );

const rowOf = async (subject: ConversationSubject) =>
  (await listOf(subject.kind)).rows.find((row) => row.id === subject.id);

const repliedIds = async (kind: InboxKind) =>
  (await listOf(kind, "view=replied")).rows.map((row) => row.id);

const personWrites = async (
  subject: ConversationSubject,
  channel: "web" | "email" = "web",
) => {
  const answer = await receivePersonMessage(env.services, {
    subject,
    body: "Here is the police report you asked for.",
    channel,
  });
  expect(answer.ok).toBe(true);
};

const staffWrites = async (subject: ConversationSubject) => {
  const sent = await sendStaffMessage(env.services, {
    subject,
    message: StaffMessageSchema.parse({ body: "Thank you, we have it." }),
    actor,
  });
  expect(sent.ok).toBe(true);
};

describe("a person's reply, as staff see it", () => {
  it("marks the row, counts it and lists it in the Replied view, until staff write back", async () => {
    const replied = await insertClaim(env.database.db, {
      reference: "CL736001",
    });
    const quiet = await insertClaim(env.database.db, {
      reference: "CL736002",
    });
    const before = (await inboxCounts(env.database.db)).claim.replied.total;

    await staffWrites(replied);
    expect((await rowOf(replied))?.replied).toBe(false);
    await personWrites(replied);

    expect((await rowOf(replied))?.replied).toBe(true);
    expect((await rowOf(quiet))?.replied).toBe(false);
    expect((await inboxCounts(env.database.db)).claim.replied).toEqual({
      total: before + 1,
      more: false,
    });
    const listed = await repliedIds("claim");
    expect(listed).toContain(replied.id);
    expect(listed).not.toContain(quiet.id);

    await staffWrites(replied);
    expect((await rowOf(replied))?.replied).toBe(false);
    expect((await inboxCounts(env.database.db)).claim.replied.total).toBe(
      before,
    );
    expect(await repliedIds("claim")).not.toContain(replied.id);
  });

  it("keeps the time of the first reply staff have not answered", async () => {
    const subject = await insertContact(env.database.db, {
      reference: "CT736003",
    });
    await personWrites(subject);
    const first = await repliedAt("contact_submissions", subject.id);
    expect(first).not.toBeNull();
    await personWrites(subject, "email");
    expect(await repliedAt("contact_submissions", subject.id)).toBe(first);
  });

  it("clears the mark when staff close the record", async () => {
    const subject = await insertContact(env.database.db, {
      reference: "CT736004",
    });
    await personWrites(subject);
    expect(await repliedIds("contact")).toContain(subject.id);
    const closed = await changeStatus(env.services, {
      kind: "contact",
      id: subject.id,
      to: "closed",
      actor,
    });
    expect(closed).toMatchObject({ ok: true, changed: true });
    expect(await repliedIds("contact")).not.toContain(subject.id);
    // A later reply marks it again: the person wrote after it was closed.
    await personWrites(subject);
    expect(await repliedIds("contact")).toContain(subject.id);
  });

  it("reads the Replied view from the query string, with the other filters", async () => {
    const subject = await insertClaim(env.database.db, {
      reference: "CL736005",
    });
    await personWrites(subject);
    const filter = inboxFilter(
      "claim",
      readInboxFilter(new URLSearchParams("view=replied&q=CL736005")),
    );
    expect(filter.view).toBe("replied");
    const page = await listInbox(env.database.db, "claim", filter, 1);
    expect(page.rows.map((row) => row.id)).toEqual([subject.id]);
    expect(page.total).toBe(1);
  });
});

async function repliedAt(
  table: "contact_submissions" | "claims",
  id: string,
): Promise<string | null> {
  const row = await env.database.db
    .selectFrom(table)
    .select("person_replied_at")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.person_replied_at;
}

describe("who is told that the person replied", () => {
  it("emails the record's assignee the reference and a link, and not the shared mailbox", async () => {
    const subject = await insertClaim(env.database.db, {
      reference: "CL736010",
      claimant_name: "Katherine Johnson",
      assignee_id: owner.id,
    });
    await personWrites(subject, "email");

    const mail = await env.deliveredMail();
    expect(mail.map((m) => m.headers.get("to"))).toEqual([owner.email]);
    const [notice] = mail;
    expect(notice!.headers.get("subject")).toBe(
      "New reply on CL736010, assigned to you",
    );
    expect(notice!.text).toContain("You are assigned to this record.");
    expect(notice!.text).toContain("They answered by email");
    expect(notice!.text).toContain(
      `${env.services.config.appUrl.origin}/admin/claims/${subject.id}`,
    );
    for (const part of [notice!.text, notice!.html ?? ""]) {
      expect(part).not.toContain("Katherine");
      expect(part).not.toContain("police report");
    }
  });

  it("tells the shared mailbox, as before, while nobody owns the record", async () => {
    const subject = await insertClaim(env.database.db, {
      reference: "CL736011",
      claimant_name: "Mary Jackson",
    });
    await personWrites(subject);
    const mail = await env.deliveredMail();
    expect(mail.map((m) => m.headers.get("to"))).toEqual([
      env.services.config.staffNotifyEmail,
    ]);
    expect(mail[0]!.headers.get("subject")).toBe(
      "New reply from Mary Jackson on CL736011",
    );
  });

  it("tells the shared mailbox when the assignee's account is disabled", async () => {
    const disabled = await insertUser(env.database.db, {
      email: "disabled.replied@harborline.test",
    });
    await env.database.db
      .updateTable("user")
      // 1 is true to both databases, as insertUser's emailVerified.
      .set({ banned: 1 })
      .where("id", "=", disabled)
      .execute();
    const subject = await insertClaim(env.database.db, {
      reference: "CL736012",
      assignee_id: disabled,
    });
    await personWrites(subject);
    const mail = await env.deliveredMail();
    expect(mail.map((m) => m.headers.get("to"))).toEqual([
      env.services.config.staffNotifyEmail,
    ]);
  });
});

describe("migration 0021 (replied records)", () => {
  let old: TestDatabase;
  const at = (minute: number) =>
    new Date(Date.UTC(2026, 10, 1, 9, minute)).toISOString();
  beforeAll(async () => {
    old = await createTestDatabase({ migrate: false });
    const migrator = await createMigrator(old.db);
    const { error } = await migrator.migrateTo(
      "0019-status-changes-by-the-person",
    );
    expect(error).toBeUndefined();
    for (const id of ["answered", "waiting", "closed", "reopened", "silent"])
      await sql`insert into contact_submissions (id, created_at, first_name, last_name, email, phone, interest, message, status) values (${id}, ${at(0)}, 'Ada', 'L', 'a@example.com', '3135550100', 'auto', 'Hi', 'new')`.execute(
        old.db,
      );
    const messages: Array<[string, string, "staff" | "person", number]> = [
      // Staff wrote last: nothing waits.
      ["answered", "m1", "person", 1],
      ["answered", "m2", "staff", 2],
      // Two replies since staff wrote: waiting since the first of them.
      ["waiting", "m3", "staff", 1],
      ["waiting", "m4", "person", 2],
      ["waiting", "m5", "person", 3],
      // Closed after the reply: dealt with.
      ["closed", "m6", "person", 1],
      // Closed, then the person wrote again.
      ["reopened", "m7", "person", 1],
      ["reopened", "m8", "person", 5],
    ];
    for (const [subject, id, author, minute] of messages)
      await sql`insert into conversation_messages (id, created_at, subject_type, subject_id, author, channel, author_id, body) values (${id}, ${at(minute)}, 'contact', ${subject}, ${author}, 'web', null, 'sealed')`.execute(
        old.db,
      );
    for (const [id, subject] of [
      ["sc1", "closed"],
      ["sc2", "reopened"],
    ] as const)
      await sql`insert into status_changes (id, created_at, subject_type, subject_id, actor_id, from_status, to_status) values (${id}, ${at(3)}, 'contact', ${subject}, 'staff-1', 'new', 'closed')`.execute(
        old.db,
      );
  });
  afterAll(() => old.destroy());

  it("marks each record from the first reply after staff last wrote or closed it", async () => {
    await migrateToLatest(old.db);
    const rows = await old.db
      .selectFrom("contact_submissions")
      .select(["id", "person_replied_at"])
      .execute();
    expect(
      Object.fromEntries(rows.map((row) => [row.id, row.person_replied_at])),
    ).toEqual({
      answered: null,
      waiting: at(2),
      closed: null,
      reopened: at(5),
      silent: null,
    });
  });
});
