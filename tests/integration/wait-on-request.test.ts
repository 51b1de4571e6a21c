import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import {
  answeredBeforeWait,
  staffConversationMessages,
} from "#app/content/staff-conversation.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
import { startingClock } from "#app/lib/staff/promises.ts";
import * as submissionRoute from "#app/routes/admin/submission.tsx";
import { createAuth } from "#server/auth/auth.ts";
import { receivePersonMessage } from "#server/conversations/conversation.ts";
import type { Services } from "#server/services.ts";
import { auditActions } from "#server/staff/audit.ts";
import { statusHistory } from "#server/staff/workflow.ts";
import { callRoute } from "../helpers/form-context.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { auditRows, signedInStaff } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * Issue 36, item 3: a request for documents sets the wait in the same step,
 * and a move to waiting while the person's answer is the latest word asks
 * staff first (decision 0093, amended).
 */
const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.61";
let services: Services;
const staff = { id: "", cookie: "" };

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  Object.assign(
    staff,
    await signedInStaff(services, {
      email: "wendy.wait@example.com",
      name: "Wendy Wait",
    }),
  );
});

let serial = 0;
/** A claim whose promise clock runs, as a stored claim's does. */
async function claim() {
  const received = new Date();
  return insertClaim(env.database.db, {
    reference: `CL83${String(++serial).padStart(4, "0")}`,
    claimant_email: `claimant${serial}@example.com`,
    ...startingClock("claim", received),
  });
}

/** Posts one of the record page's forms, as the browser does without JavaScript. */
async function post(
  record: { kind: "claim" | "contact"; id: string },
  body: Array<[string, string]>,
) {
  const segment = record.kind === "claim" ? "claims" : "contact";
  const answer = await callRoute(
    submissionRoute.action,
    `/admin/${segment}/${record.id}`,
    {
      services,
      ip: CLIENT,
      params: { inbox: segment, id: record.id },
      cookie: staff.cookie,
      body,
    },
  );
  const init = (answer as { init?: { status?: number } }).init;
  return {
    status: answer instanceof Response ? answer.status : (init?.status ?? 200),
    result: (answer as { data: FormResult }).data,
  };
}

const askForDocuments = (
  record: { kind: "claim" | "contact"; id: string },
  extra: Array<[string, string]> = [["wait", "on"]],
) =>
  post(record, [
    ["intent", "message"],
    ["body", "Please send a photo of the damage and the repair estimate."],
    ["requests", "Photo of the damage"],
    ["requests", "Repair estimate"],
    ["requests", ""],
    ...extra,
  ]);

const moveToWaiting = (
  record: { kind: "claim"; id: string },
  extra: Array<[string, string]> = [],
) =>
  post(record, [
    ["intent", "status"],
    ["status", "waiting_on_customer"],
    ["expected", "submitted"],
    ...extra,
  ]);

async function recordOf(id: string) {
  return env.database.db
    .selectFrom("claims")
    .select(["status", "paused_at", "paused_left_ms", "due_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

const messagesOf = (id: string) =>
  env.database.db
    .selectFrom("conversation_messages")
    .select(["author", "created_at"])
    .where("subject_id", "=", id)
    .orderBy("created_at", "asc")
    .execute();

describe("asking for documents sets the wait in the same step", () => {
  it("moves the claim to Waiting on customer once, credited to the staff member, pauses its clock once, and emails the claimant once", async () => {
    const record = await claim();
    const sent = await askForDocuments(record);
    expect(sent.status).toBe(200);
    expect(sent.result).toMatchObject({
      ok: true,
      toast: staffConversationMessages.sent(false, true),
    });

    const row = await recordOf(record.id);
    expect(row.status).toBe("waiting_on_customer");
    const history = await statusHistory(env.database.db, "claim", record.id);
    expect(
      history.map(({ from, to, by, via }) => ({ from, to, by, via })),
    ).toEqual([
      {
        from: "submitted",
        to: "waiting_on_customer",
        by: "Wendy Wait",
        via: "staff",
      },
    ]);
    expect(
      await auditRows(env.database.db, auditActions.statusChanged, record.id),
    ).toHaveLength(1);

    // Paused once, at the message: the move found the clock already paused
    // by the request and left it as it was.
    const [message] = await messagesOf(record.id);
    expect(row.paused_at).not.toBeNull();
    expect(new Date(row.paused_at!).toISOString()).toBe(
      new Date(message!.created_at).toISOString(),
    );
    // A claim's promise is in calendar hours: what was left is due minus paused.
    expect(Number(row.paused_left_ms)).toBe(
      Date.parse(row.due_at!) - Date.parse(row.paused_at!),
    );

    // One email: the message's notice, which says documents are asked for;
    // no second "Your claim is now at this stage" for the same step.
    const mail = await env.deliveredMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("We have asked you for 2 documents");
    expect(mail[0]!.text).not.toContain("Your claim is now at this stage");
  });

  it("leaves the status alone when the box is not ticked, and on records that cannot wait", async () => {
    const record = await claim();
    const sent = await askForDocuments(record, []);
    expect(sent.result).toMatchObject({
      ok: true,
      toast: staffConversationMessages.sent(false, false),
    });
    expect((await recordOf(record.id)).status).toBe("submitted");
    expect(
      await statusHistory(env.database.db, "claim", record.id),
    ).toHaveLength(0);

    // A contact message takes no documents: the box cannot move it.
    const contact = await insertContact(env.database.db);
    const reply = await post(contact, [
      ["intent", "message"],
      ["body", "Thank you, we will call you tomorrow."],
      ["wait", "on"],
    ]);
    expect(reply.status).toBe(200);
    const { status } = await env.database.db
      .selectFrom("contact_submissions")
      .select("status")
      .where("id", "=", contact.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe("new");
    await env.deliveredMail();
  });
});

describe("a move to waiting after the person answered asks staff first", () => {
  it("the status form refuses with the time of the answer, then moves on a second post that confirms", async () => {
    const record = await claim();
    const answer = await receivePersonMessage(env.services, {
      subject: record,
      body: "Here are the photos you will need.",
      channel: "web",
    });
    expect(answer.ok).toBe(true);
    const [theirs] = await messagesOf(record.id);
    const answeredAt = new Date(theirs!.created_at).toISOString();

    const asked = await moveToWaiting(record);
    expect(asked.status).toBe(409);
    expect(asked.result).toMatchObject({
      ok: false,
      toast: answeredBeforeWait.refused,
      answered: { atIso: answeredAt, at: formatStaffDateTime(answeredAt) },
      // What was chosen comes back, for the same form to be sent again.
      values: { status: "waiting_on_customer" },
    });
    expect(answeredBeforeWait.question(formatStaffDateTime(answeredAt))).toBe(
      `They answered at ${formatStaffDateTime(answeredAt)}, after staff last wrote: move to waiting anyway?`,
    );
    expect((await recordOf(record.id)).status).toBe("submitted");
    expect(
      await statusHistory(env.database.db, "claim", record.id),
    ).toHaveLength(0);

    const confirmed = await moveToWaiting(record, [["confirm", "answered"]]);
    expect(confirmed.status).toBe(200);
    expect((await recordOf(record.id)).status).toBe("waiting_on_customer");
    expect(
      await statusHistory(env.database.db, "claim", record.id),
    ).toHaveLength(1);
    await env.deliveredMail();
  });

  it("moves without asking once staff have written after the answer", async () => {
    const record = await claim();
    await receivePersonMessage(env.services, {
      subject: record,
      body: "Is there anything else you need?",
      channel: "web",
    });
    await post(record, [
      ["intent", "message"],
      ["body", "We will look at it this week."],
    ]);
    const moved = await moveToWaiting(record);
    expect(moved.status).toBe(200);
    expect((await recordOf(record.id)).status).toBe("waiting_on_customer");
    await env.deliveredMail();
  });

  it("a message that asks for documents and sets the wait does not ask: the message answers the person", async () => {
    const record = await claim();
    await receivePersonMessage(env.services, {
      subject: record,
      body: "I sent the police report by post.",
      channel: "web",
    });
    await env.deliveredMail();

    const asked = await askForDocuments(record);
    expect(asked.status).toBe(200);
    expect(await messagesOf(record.id)).toHaveLength(2);
    expect((await recordOf(record.id)).status).toBe("waiting_on_customer");
    // One email: the message's notice, which says what is asked.
    expect(await env.deliveredMail()).toHaveLength(1);
  });
});
