import { beforeAll, describe, expect, it } from "vitest";

import { customerKinds } from "#app/lib/conversation-view.ts";
import { ACTIVITY_PAGE_SIZE } from "#app/lib/portal/activity.ts";
import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { sendStaffMessage } from "#server/conversations/conversation.ts";
import { deleteConversation } from "#server/conversations/erase.ts";
import type { ConversationSubject } from "#server/conversations/tokens.ts";
import { latestVerification } from "#server/portal/account-status.ts";
import {
  customerActivity,
  markSeen,
  recordSummary,
} from "#server/portal/activity.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { insertComplaint } from "../helpers/complaints.ts";
import {
  insertApplication,
  insertClaim,
  insertContact,
  insertQuoteRequest,
  insertVerification,
} from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const staff = { id: crypto.randomUUID(), clientIp: "192.0.2.90" };

beforeAll(async () => {
  await insertUser(env.database.db, { id: staff.id, name: "Carla Staff" });
});

/** A customer account with its address confirmed (or not). */
async function account(email: string, confirmed = true) {
  const id = await insertUser(env.database.db, { email, role: "customer" });
  if (!confirmed)
    await env.database.db
      .updateTable("user")
      .set({ emailVerified: 0 })
      .where("id", "=", id)
      .execute();
  return id;
}

const at = (minutesAgo: number) =>
  new Date(Date.now() - minutesAgo * 60_000).toISOString();

const staffWrites = async (subject: ConversationSubject, body = "Hello.") =>
  expect(
    (
      await sendStaffMessage(env.services, {
        subject,
        message: StaffMessageSchema.parse({ body, requests: [] }),
        actor: staff,
      })
    ).ok,
  ).toBe(true);

describe("a customer's activity", () => {
  it("lists every kind sent with the confirmed address, newest first, in any case, and nothing of another's", async () => {
    const dorothy = await account("dorothy.activity@example.com");
    const edward = await account("edward.activity@example.com");
    const mine = [
      await insertClaim(env.database.db, {
        claimant_email: "Dorothy.Activity@example.com",
        created_at: at(60),
      }),
      await insertApplication(env.database.db, {
        email: "dorothy.activity@example.com",
        created_at: at(50),
      }),
      await insertVerification(env.database.db, {
        email: "DOROTHY.ACTIVITY@EXAMPLE.COM",
        created_at: at(40),
      }),
      await insertContact(env.database.db, {
        email: "dorothy.activity@example.com",
        created_at: at(30),
      }),
      await insertQuoteRequest(env.database.db, {
        email: "dorothy.activity@example.com",
        created_at: at(20),
      }),
      await insertComplaint(env.database.db, {
        email: "dorothy.activity@example.com",
        created_at: at(10),
      }),
    ];
    const his = await insertClaim(env.database.db, {
      claimant_email: "edward.activity@example.com",
    });

    const listed = await customerActivity(env.database.db, dorothy);
    expect(listed).toMatchObject({ total: 6, page: 1, pages: 1 });
    // Every kind the account shows, newest first.
    expect(listed!.items.map((item) => item.id)).toEqual(
      mine.map((record) => record.id).reverse(),
    );
    expect(new Set(listed!.items.map((item) => item.kind))).toEqual(
      new Set(customerKinds),
    );
    expect(
      (await customerActivity(env.database.db, edward))!.items.map(
        (item) => item.id,
      ),
    ).toEqual([his.id]);
  });

  it("shows nothing to an account whose address is not confirmed, and no record page", async () => {
    const claim = await insertClaim(env.database.db, {
      claimant_email: "unproven@example.com",
    });
    const grace = await account("unproven@example.com", false);
    expect(await customerActivity(env.database.db, grace)).toBeUndefined();
    expect(await recordSummary(env.database.db, grace, claim)).toBeUndefined();
    // Nor is another's record page open to a confirmed account.
    const stranger = await account("stranger.activity@example.com");
    expect(
      await recordSummary(env.database.db, stranger, claim),
    ).toBeUndefined();
  });

  it("says where a record stands: its promise, its outcome, its history in order, without who moved it", async () => {
    const email = "katherine.activity@example.com";
    const katherine = await account(email);
    const claim = await insertClaim(env.database.db, {
      claimant_email: email,
      created_at: at(120),
      due_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const before = await recordSummary(env.database.db, katherine, claim);
    expect(before!.item).toMatchObject({
      status: "submitted",
      promise: { state: "due" },
    });
    expect(before!.item.outcome).toBeUndefined();

    for (const to of ["in_review", "resolved"])
      expect(
        await changeStatus(env.services, {
          kind: "claim",
          id: claim.id,
          to,
          actor: staff,
          outcome: { outcome: "paid", amountCents: 1_250_050 },
        }),
      ).toMatchObject({ ok: true });

    const after = await recordSummary(env.database.db, katherine, claim);
    expect(after!.item).toMatchObject({
      status: "resolved",
      outcome: { outcome: "paid", amountCents: 1_250_050 },
      promise: { state: "answered" },
    });
    expect(after!.timeline.map((step) => step.status)).toEqual([
      "submitted",
      "in_review",
      "resolved",
    ]);
    expect(JSON.stringify(after)).not.toContain("Carla");

    // A complaint waiting on its person says so, and its outcome is its own.
    const complaint = await insertComplaint(env.database.db, {
      email,
      status: "investigating",
    });
    await changeStatus(env.services, {
      kind: "complaint",
      id: complaint.id,
      to: "waiting_on_customer",
      actor: staff,
    });
    const waiting = await recordSummary(env.database.db, katherine, complaint);
    expect(waiting!.item).toMatchObject({
      status: "waiting_on_customer",
      promise: { state: "waiting" },
    });
  });

  it("counts our messages since the person last opened the record as new, not theirs", async () => {
    const email = "mary.unread@example.com";
    const mary = await account(email);
    const claim = await insertClaim(env.database.db, { claimant_email: email });
    await staffWrites(claim, "First.");
    await staffWrites(claim, "Second.");
    const unread = async () =>
      (await customerActivity(env.database.db, mary))!.items[0]!;
    expect(await unread()).toMatchObject({ messages: 2, unread: 2 });

    await markSeen(env.database.db, mary, claim);
    expect(await unread()).toMatchObject({ messages: 2, unread: 0 });

    // Opened twice: still one row, the later visit.
    await markSeen(env.database.db, mary, claim);
    expect(
      await env.database.db
        .selectFrom("customer_reads")
        .select("seen_at")
        .where("user_id", "=", mary)
        .execute(),
    ).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await staffWrites(claim, "Third.");
    expect(await unread()).toMatchObject({ messages: 3, unread: 1 });

    // Retention deletes the record's reads with its conversation.
    await env.database.db
      .transaction()
      .execute((trx) => deleteConversation(trx, claim));
    expect(
      await env.database.db
        .selectFrom("customer_reads")
        .select("seen_at")
        .where("subject_id", "=", claim.id)
        .execute(),
    ).toEqual([]);
  });

  it("pages an address with many records, newest first, each once", async () => {
    const email = "agency.pages@example.com";
    const agency = await account(email);
    const count = ACTIVITY_PAGE_SIZE * 2 + 5;
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1)
      ids.push(
        (
          await (i % 2 === 0
            ? insertClaim(env.database.db, {
                claimant_email: email,
                created_at: at(count - i),
              })
            : insertContact(env.database.db, {
                email,
                created_at: at(count - i),
              }))
        ).id,
      );
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const listed = await customerActivity(env.database.db, agency, page);
      expect(listed).toMatchObject({ total: count, page, pages: 3 });
      seen.push(...listed!.items.map((item) => item.id));
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it("finds the account's verification for its status card: sent from it, or from the public form with its confirmed address", async () => {
    const email = "ver.status@example.com";
    const owner = await account(email);
    expect(await latestVerification(env.database.db, owner, email)).toBeNull();
    const older = await insertVerification(env.database.db, {
      email: "Ver.Status@example.com",
      created_at: at(30),
    });
    expect(
      await latestVerification(env.database.db, owner, email),
    ).toMatchObject({ status: "new" });
    // An unconfirmed address finds none of the public form's.
    expect(
      await latestVerification(env.database.db, owner, undefined),
    ).toBeNull();
    await env.database.db
      .updateTable("onboarding_responses")
      .set({ user_id: owner, status: "in_review" })
      .where("id", "=", older.id)
      .execute();
    expect(
      await latestVerification(env.database.db, owner, undefined),
    ).toMatchObject({ status: "in_review" });
  });
});
