import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import type { InboxListResult } from "#app/lib/staff/bulk.ts";
import * as inboxRoute from "#app/routes/admin/inbox.tsx";
import { createAuth } from "#server/auth/auth.ts";
import type { Services } from "#server/services.ts";
import { insertComplaint } from "../helpers/complaints.ts";
import { callRoute } from "../helpers/form-context.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { signedInStaff } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

// The list page's forms through its route action, as a post without
// JavaScript or a fetcher sends them (issue 36, item 9): a bulk status
// change that emails people is asked about first, and nothing is changed
// or emailed until a post confirms the number of emails.

const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.52";

let services: Services;
let cookie = "";
let staffId = "";

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  const staff = await signedInStaff(services, {
    email: "bulk.asker@example.com",
    name: "Bea Bulk",
  });
  cookie = staff.cookie;
  staffId = staff.id;
});

/** Posts the list's form at /admin/<segment>, as the signed-in member of staff. */
async function post(segment: string, body: Array<[string, string]>) {
  const answer = await callRoute(inboxRoute.action, `/admin/${segment}`, {
    services,
    ip: CLIENT,
    params: { inbox: segment },
    cookie,
    body,
  });
  const init = (answer as { init?: { status?: number } }).init;
  return {
    status: init?.status ?? 200,
    result: (answer as { data: InboxListResult }).data,
  };
}

const bulkPost = (
  ids: readonly string[],
  fields: Array<[string, string]>,
): Array<[string, string]> => [
  ["intent", "bulk"],
  ...ids.map((id): [string, string] => ["ids", id]),
  ...fields,
];

const statusesOf = async (ids: readonly string[]) =>
  (
    await env.database.db
      .selectFrom("claims")
      .select(["id", "status"])
      .where("id", "in", [...ids])
      .execute()
  )
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((row) => row.status);

describe("a bulk status change that emails people", () => {
  it("asks first, saying how many are selected and emailed; changes and emails only once confirmed", async () => {
    const claims = [
      await insertClaim(env.database.db, {
        claimant_email: "ask.one@example.com",
      }),
      await insertClaim(env.database.db, {
        claimant_email: "ask.two@example.com",
      }),
      // Already in review: moving it sends nothing, so it is not counted.
      await insertClaim(env.database.db, {
        claimant_email: "ask.three@example.com",
        status: "in_review",
      }),
    ];
    const ids = claims.map((claim) => claim.id);

    const asked = await post(
      "claims",
      bulkPost(ids, [
        ["status", "in_review"],
        ["assignee", ""],
      ]),
    );
    expect(asked.status).toBe(200);
    expect(asked.result).toMatchObject({
      ok: false,
      form: "bulk",
      fieldErrors: {},
      confirm: { selected: 3, emails: 2 },
    });
    // What was posted comes back, so a page without JavaScript can tick the rows again.
    expect(asked.result.ok === false && asked.result.values.ids).toEqual(ids);
    expect(asked.result.bulk).toBeUndefined();
    expect(await statusesOf(ids)).toEqual([
      "submitted",
      "submitted",
      "in_review",
    ]);
    expect(await env.deliveredMail()).toEqual([]);

    // A confirmation of another number is no agreement to this one: asked again.
    const wrong = await post(
      "claims",
      bulkPost(ids, [
        ["status", "in_review"],
        ["confirm", "3"],
      ]),
    );
    expect(wrong.result).toMatchObject({
      ok: false,
      confirm: { selected: 3, emails: 2 },
    });
    expect(await statusesOf(ids)).toEqual([
      "submitted",
      "submitted",
      "in_review",
    ]);
    expect(await env.deliveredMail()).toEqual([]);

    const confirmed = await post(
      "claims",
      bulkPost(ids, [
        ["status", "in_review"],
        ["confirm", "2"],
      ]),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.result).toMatchObject({
      ok: true,
      bulk: { changed: 2, skipped: { unchanged: 1 } },
    });
    expect(confirmed.result.confirm).toBeUndefined();
    expect(await statusesOf(ids)).toEqual([
      "in_review",
      "in_review",
      "in_review",
    ]);
    const mail = await env.deliveredMail();
    expect(mail.map((m) => m.envelope.to[0]).sort()).toEqual([
      "ask.one@example.com",
      "ask.two@example.com",
    ]);
  });

  it("counts the page's rows when select all on this page is ticked", async () => {
    const claims = [
      await insertClaim(env.database.db),
      await insertClaim(env.database.db),
    ];
    const asked = await post("claims", [
      ["intent", "bulk"],
      ["all", "on"],
      ...claims.map((claim): [string, string] => ["pageIds", claim.id]),
      ["status", "assessment"],
    ]);
    expect(asked.result).toMatchObject({
      ok: false,
      confirm: { selected: 2, emails: 2 },
    });
    expect(await statusesOf(claims.map((claim) => claim.id))).toEqual([
      "submitted",
      "submitted",
    ]);
    expect(await env.deliveredMail()).toEqual([]);
  });

  it("does not ask when nothing would be emailed: an assignee only, another inbox, or no status to move", async () => {
    const claim = await insertClaim(env.database.db);
    const assigned = await post(
      "claims",
      bulkPost([claim.id], [["assignee", "me"]]),
    );
    expect(assigned.result).toMatchObject({ ok: true, bulk: { changed: 1 } });
    const owner = await env.database.db
      .selectFrom("claims")
      .select("assignee_id")
      .where("id", "=", claim.id)
      .executeTakeFirstOrThrow();
    expect(owner.assignee_id).toBe(staffId);

    const already = await post(
      "claims",
      bulkPost([claim.id], [["status", "submitted"]]),
    );
    expect(already.result).toMatchObject({
      ok: true,
      bulk: { changed: 0, skipped: { unchanged: 1 } },
    });

    const message = await insertContact(env.database.db);
    const closed = await post(
      "contact",
      bulkPost([message.id], [["status", "closed"]]),
    );
    expect(closed.result).toMatchObject({ ok: true, bulk: { changed: 1 } });
    expect(await env.deliveredMail()).toEqual([]);
  });
});

describe("a bulk status change of complaints", () => {
  it("asks first where the move emails people, counting the complaints it moves (acknowledged)", async () => {
    const complaints = [
      await insertComplaint(env.database.db, { email: "cp.one@example.com" }),
      // Acknowledged already: moving it sends nothing, so it is not counted.
      await insertComplaint(env.database.db, {
        email: "cp.two@example.com",
        status: "acknowledged",
      }),
    ];
    const ids = complaints.map((complaint) => complaint.id);
    const asked = await post(
      "complaints",
      bulkPost(ids, [["status", "acknowledged"]]),
    );
    expect(asked.result).toMatchObject({
      ok: false,
      confirm: { selected: 2, emails: 1 },
    });
    expect(await env.deliveredMail()).toEqual([]);

    const confirmed = await post(
      "complaints",
      bulkPost(ids, [
        ["status", "acknowledged"],
        ["confirm", "1"],
      ]),
    );
    expect(confirmed.result).toMatchObject({
      ok: true,
      bulk: { changed: 1, skipped: { unchanged: 1 } },
    });
    const mail = await env.deliveredMail();
    expect(mail.map((m) => m.envelope.to[0])).toEqual(["cp.one@example.com"]);
  });

  it("skips a move to resolved, which needs each complaint's own outcome", async () => {
    const complaint = await insertComplaint(env.database.db, {
      status: "investigating",
    });
    const answer = await post(
      "complaints",
      bulkPost([complaint.id], [["status", "resolved"]]),
    );
    expect(answer.result).toMatchObject({
      ok: true,
      bulk: { changed: 0, skipped: { outcome_required: 1 } },
    });
    expect(await env.deliveredMail()).toEqual([]);
  });
});

describe("Assign to me on a row", () => {
  it("answers as that row's form, so the list shows the answer in the row", async () => {
    const claim = await insertClaim(env.database.db);
    const answer = await post("claims", [
      ["intent", "assign-row"],
      ["id", claim.id],
      ["expected", ""],
    ]);
    expect(answer.result).toMatchObject({
      ok: true,
      form: `assign-row:${claim.id}`,
      toast: { title: "Assigned to you" },
    });
  });
});
