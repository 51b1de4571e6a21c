import { beforeAll, describe, expect, it } from "vitest";

import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import {
  SAVED_FILTERS_MAX,
  SAVED_SEARCH_DAYS,
} from "#app/lib/schemas/staff-limits.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { submitContact } from "#server/forms/contact.ts";
import {
  assignableStaff,
  assignmentHistory,
  assignRecord,
  releaseOpenRecords,
} from "#server/staff/assignment.ts";
import { auditActions } from "#server/staff/audit.ts";
import { bulkChange } from "#server/staff/bulk.ts";
import { inboxFilter, listInbox } from "#server/staff/inboxes.ts";
import {
  inTurn,
  roundRobinSettings,
  saveRoundRobin,
} from "#server/staff/round-robin.ts";
import {
  deleteSavedFilter,
  forgetStaleSavedFilters,
  saveFilter,
  savedFiltersOf,
} from "#server/staff/saved-filters.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

const admin = { id: "owners-admin", clientIp: "198.51.100.9" };
const ada = { id: "owners-a-ada", clientIp: "198.51.100.10" };
const ben = { id: "owners-b-ben", clientIp: "198.51.100.11" };

beforeAll(async () => {
  const db = env.database.db;
  await insertUser(db, { id: admin.id, name: "Avery Admin", role: "admin" });
  await insertUser(db, { id: ada.id, name: "Ada Handler" });
  await insertUser(db, { id: ben.id, name: "Ben Handler" });
  await insertUser(db, { id: "owners-customer", role: "customer" });
});

let claimSerial = 0;
/** A claim through the claim form's own store step, as a claimant files it. */
const fileClaim = async () => {
  const n = ++claimSerial;
  const { reference } = await submitClaim(
    env.services,
    {
      claimType: "auto",
      policyNumber: "HL-7654321",
      incidentDate: "2026-10-15",
      description: `Rear-ended at a light, number ${n}.`,
      claimantName: "Katherine Johnson",
      claimantEmail: `katherine${n}@example.com`,
      claimantPhone: undefined,
      agreement: true,
    },
    [],
  );
  return env.database.db
    .selectFrom("claims")
    .select(["id", "assignee_id"])
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
};

const auditRowsOf = (id: string) =>
  env.database.db
    .selectFrom("audit_log")
    .selectAll()
    .where("subject_id", "=", id)
    .where("action", "=", auditActions.assigneeChanged)
    .execute();

describe("assignment", () => {
  it("assigns, audits and keeps who assigned whom when; refuses a record someone took meanwhile", async () => {
    const { id } = await insertContact(env.database.db);
    const first = await assignRecord(env.services, {
      kind: "contact",
      id,
      to: ada.id,
      expected: null,
      actor: ada,
    });
    expect(first).toEqual({ ok: true, changed: true, from: null, to: ada.id });

    // Ben saw it unassigned; Ada took it first: his "Assign to me" is refused.
    expect(
      await assignRecord(env.services, {
        kind: "contact",
        id,
        to: ben.id,
        expected: null,
        actor: ben,
      }),
    ).toEqual({ ok: false, reason: "conflict" });

    await assignRecord(env.services, {
      kind: "contact",
      id,
      to: ben.id,
      expected: ada.id,
      actor: admin,
    });
    const history = await assignmentHistory(env.database.db, "contact", id);
    expect(history).toMatchObject([
      { from: null, to: "Ada Handler", by: "Ada Handler", via: "staff" },
      { from: "Ada Handler", to: "Ben Handler", by: "Avery Admin" },
    ]);
    const audit = await auditRowsOf(id);
    expect(audit).toHaveLength(2);
    expect(audit.map((row) => row.actor).sort()).toEqual(
      [admin.id, ada.id].sort(),
    );
    expect(
      JSON.parse(audit.find((r) => r.actor === admin.id)!.details!),
    ).toEqual({ from: ada.id, to: ben.id, via: "staff" });
  });

  it("gives records only to active staff, and unassigns", async () => {
    const { id } = await insertContact(env.database.db);
    expect(
      await assignRecord(env.services, {
        kind: "contact",
        id,
        to: "owners-customer",
        actor: admin,
      }),
    ).toEqual({ ok: false, reason: "not_assignable" });
    expect(
      await assignRecord(env.services, {
        kind: "contact",
        id: crypto.randomUUID(),
        to: ada.id,
        actor: admin,
      }),
    ).toEqual({ ok: false, reason: "not_found" });
    await assignRecord(env.services, {
      kind: "contact",
      id,
      to: ada.id,
      actor: admin,
    });
    expect(
      await assignRecord(env.services, {
        kind: "contact",
        id,
        to: null,
        actor: admin,
      }),
    ).toMatchObject({ ok: true, changed: true, to: null });
    const ids = (await assignableStaff(env.database.db)).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, ada.id, ben.id]));
    expect(ids).not.toContain("owners-customer");
  });

  it("releases a disabled person's open records, each with its history and audit row, and keeps the closed ones", async () => {
    const carol = { id: "owners-c-carol", clientIp: "198.51.100.12" };
    await insertUser(env.database.db, { id: carol.id, name: "Carol Gone" });
    const open = await insertClaim(env.database.db, { assignee_id: carol.id });
    const closed = await insertClaim(env.database.db, {
      assignee_id: carol.id,
      status: "resolved",
    });
    expect(await releaseOpenRecords(env.services, carol.id, admin)).toBe(1);
    const rows = await env.database.db
      .selectFrom("claims")
      .select(["id", "assignee_id"])
      .where("id", "in", [open.id, closed.id])
      .execute();
    expect(rows.find((r) => r.id === open.id)!.assignee_id).toBeNull();
    expect(rows.find((r) => r.id === closed.id)!.assignee_id).toBe(carol.id);
    expect(
      await assignmentHistory(env.database.db, "claim", open.id),
    ).toMatchObject([
      {
        from: "Carol Gone",
        to: null,
        by: "Avery Admin",
        via: "account_disabled",
      },
    ]);
    expect(await auditRowsOf(open.id)).toHaveLength(1);
  });
});

describe("round-robin", () => {
  it("orders turns after the one picked last", () => {
    expect(inTurn(["a", "b", "c"], null)).toEqual(["a", "b", "c"]);
    expect(inTurn(["a", "b", "c"], "a")).toEqual(["b", "c", "a"]);
    expect(inTurn(["a", "b", "c"], "c")).toEqual(["a", "b", "c"]);
    // The one picked last has left the rotation: the next after them by id.
    expect(inTurn(["a", "c"], "b")).toEqual(["c", "a"]);
  });

  it("leaves new records unassigned while it is off", async () => {
    const claim = await fileClaim();
    expect(claim.assignee_id).toBeNull();
  });

  it("gives new claims to two handlers in turn, up to their cap, then leaves them unassigned", async () => {
    const saved = await saveRoundRobin(env.services, {
      kind: "claim",
      setting: {
        enabled: true,
        cap: 2,
        members: [ada.id, ben.id, "owners-customer"],
      },
      actor: admin,
    });
    // A customer never takes turns.
    expect(saved.members).toEqual([ada.id, ben.id]);
    expect((await roundRobinSettings(env.database.db)).claim).toEqual(saved);

    const first = await fileClaim();
    const second = await fileClaim();
    expect([first.assignee_id, second.assignee_id]).toEqual([ada.id, ben.id]);

    // The history says round-robin did it; the audit row names the system.
    expect(
      await assignmentHistory(env.database.db, "claim", first.id),
    ).toMatchObject([
      { from: null, to: "Ada Handler", by: null, via: "round_robin" },
    ]);
    expect((await auditRowsOf(first.id))[0]).toMatchObject({ actor: "system" });

    // Closing one of Ada's frees a place under her cap.
    await env.database.db
      .updateTable("claims")
      .set({ status: "resolved" })
      .where("id", "=", first.id)
      .execute();
    const rest = [];
    for (let n = 0; n < 4; n++) rest.push((await fileClaim()).assignee_id);
    expect(rest).toEqual([ada.id, ben.id, ada.id, null]);

    const audit = await env.database.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", auditActions.roundRobinChanged)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("never gives anyone more than the cap when many submissions arrive at once", async () => {
    await saveRoundRobin(env.services, {
      kind: "contact",
      setting: { enabled: true, cap: 3, members: [ada.id, ben.id] },
      actor: admin,
    });
    const before = await env.database.db
      .selectFrom("contact_submissions")
      .select("id")
      .where("assignee_id", "in", [ada.id, ben.id])
      .where("status", "!=", "closed")
      .execute();
    // Earlier tests left Ada and Ben open contact records; start from none.
    for (const { id } of before)
      await env.database.db
        .updateTable("contact_submissions")
        .set({ status: "closed" })
        .where("id", "=", id)
        .execute();

    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        submitContact(env.services, {
          fullName: `Grace Hopper ${n}`,
          email: `grace${n}@example.com`,
          message: `Question number ${n} about my policy.`,
        }),
      ),
    );
    const rows = await env.database.db
      .selectFrom("contact_submissions")
      .select(["assignee_id"])
      .where(
        "reference",
        "in",
        sent.map((s) => s.reference),
      )
      .execute();
    expect(rows).toHaveLength(10);
    const count = (who: string | null) =>
      rows.filter((row) => row.assignee_id === who).length;
    expect([count(ada.id), count(ben.id), count(null)]).toEqual([3, 3, 4]);
  });
});

describe("bulk changes", () => {
  it("assigns 50 records with 50 history rows and 50 audit rows, then skips them as already so", async () => {
    const ids: string[] = [];
    for (let n = 0; n < 50; n++)
      ids.push((await insertContact(env.database.db)).id);

    expect(
      await bulkChange(env.services, {
        kind: "contact",
        ids,
        assignee: ben.id,
        actor: admin,
      }),
    ).toEqual({ changed: 50, skipped: {} });
    const history = await env.database.db
      .selectFrom("assignment_changes")
      .select("subject_id")
      .where("subject_id", "in", ids)
      .where("actor_id", "=", admin.id)
      .where("to_assignee", "=", ben.id)
      .execute();
    expect(new Set(history.map((row) => row.subject_id)).size).toBe(50);
    expect(history).toHaveLength(50);
    const audit = await env.database.db
      .selectFrom("audit_log")
      .select("subject_id")
      .where("subject_id", "in", ids)
      .where("action", "=", auditActions.assigneeChanged)
      .where("actor", "=", admin.id)
      .execute();
    expect(audit).toHaveLength(50);

    expect(
      await bulkChange(env.services, {
        kind: "contact",
        ids: [...ids, crypto.randomUUID()],
        assignee: ben.id,
        actor: admin,
      }),
    ).toEqual({ changed: 0, skipped: { unchanged: 50, not_found: 1 } });
  });

  it("moves claims on one by one: each its status change, audit row and claimant's email", async () => {
    const claims = [
      await insertClaim(env.database.db, { claimant_email: "one@example.com" }),
      await insertClaim(env.database.db, { claimant_email: "two@example.com" }),
      await insertClaim(env.database.db, {
        claimant_email: "three@example.com",
        status: "in_review",
      }),
    ];
    const outcome = await bulkChange(env.services, {
      kind: "claim",
      ids: claims.map((claim) => claim.id),
      status: "in_review",
      assignee: ada.id,
      actor: ada,
    });
    // The third was in review already, but it changes hands: it counts as changed.
    expect(outcome).toEqual({ changed: 3, skipped: {} });
    const changes = await env.database.db
      .selectFrom("status_changes")
      .select("subject_id")
      .where(
        "subject_id",
        "in",
        claims.map((claim) => claim.id),
      )
      .execute();
    expect(changes).toHaveLength(2);
    const mail = await env.deliveredMail();
    expect(mail.map((m) => m.envelope.to[0]).sort()).toEqual([
      "one@example.com",
      "two@example.com",
    ]);

    expect(
      await bulkChange(env.services, {
        kind: "claim",
        ids: claims.map((claim) => claim.id),
        status: "in_review",
        actor: ada,
      }),
    ).toEqual({ changed: 0, skipped: { unchanged: 3 } });

    // Resolving needs each claim's outcome: a bulk change leaves them be.
    expect(
      await bulkChange(env.services, {
        kind: "claim",
        ids: claims.map((claim) => claim.id),
        status: "resolved",
        actor: ada,
      }),
    ).toEqual({ changed: 0, skipped: { outcome_required: 3 } });
  });
});

describe("views and saved filters", () => {
  it("lists Mine and Unassigned from the assignee, and All by default", async () => {
    const mine = await insertClaim(env.database.db, {
      assignee_id: ben.id,
      claimant_name: "Viewtest Person",
    });
    const nobody = await insertClaim(env.database.db, {
      claimant_name: "Viewtest Person",
    });
    const list = (view: string) =>
      listInbox(
        env.database.db,
        "claim",
        inboxFilter(
          "claim",
          readInboxFilter(new URLSearchParams(`q=viewtest&view=${view}`)),
          ben.id,
        ),
        1,
      );
    expect((await list("mine")).rows.map((row) => row.id)).toEqual([mine.id]);
    expect((await list("mine")).rows[0]!.assignee).toEqual({
      id: ben.id,
      name: "Ben Handler",
    });
    expect((await list("unassigned")).rows.map((row) => row.id)).toEqual([
      nobody.id,
    ]);
    expect((await list("nonsense")).total).toBe(2);
  });

  it("saves a person's filters under a name, replaces one of the same name, and deletes only their own", async () => {
    const db = env.database.db;
    await saveFilter(db, {
      userId: ada.id,
      kind: "claim",
      name: "My open claims",
      query: "view=mine&status=in_review&page=4&secret=x",
    });
    await saveFilter(db, {
      userId: ada.id,
      kind: "claim",
      name: "My open claims",
      query: "view=mine&status=assessment",
    });
    const saved = await savedFiltersOf(db, ada.id, "claim");
    expect(saved).toEqual([
      {
        id: expect.any(String),
        name: "My open claims",
        query: "status=assessment&view=mine",
      },
    ]);
    expect(await savedFiltersOf(db, ben.id, "claim")).toEqual([]);
    expect(await savedFiltersOf(db, ada.id, "contact")).toEqual([]);
    expect(
      await deleteSavedFilter(db, { userId: ben.id, id: saved[0]!.id }),
    ).toBe(false);
    expect(
      await deleteSavedFilter(db, { userId: ada.id, id: saved[0]!.id }),
    ).toBe(true);

    for (let n = 0; n < SAVED_FILTERS_MAX; n++)
      await saveFilter(db, {
        userId: ben.id,
        kind: "quote",
        name: `Filter ${n}`,
        query: "",
      });
    expect(
      await saveFilter(db, {
        userId: ben.id,
        kind: "quote",
        name: "One too many",
        query: "",
      }),
    ).toEqual({ ok: false, reason: "too_many" });
  });

  it("forgets a search text SAVED_SEARCH_DAYS after it was last saved, and a disabled account's filters", async () => {
    const db = env.database.db;
    await insertUser(db, { id: "owners-c-cleo", name: "Cleo Leaving" });
    const save = (userId: string, name: string, query: string) =>
      saveFilter(db, { userId, kind: "contact", name, query });
    await save(ada.id, "Hopper", "q=Hopper&status=new");
    await save(ada.id, "Hopper's, dated", "from=2026-11-01&q=Hopper");
    await save(ada.id, "New ones", "status=new&view=mine");
    await save("owners-c-cleo", "Cleo's", "status=new");
    const names = async (userId: string) =>
      (await savedFiltersOf(db, userId, "contact")).map((f) => f.name);
    const day = 86_400_000;

    // A day short of the period, nothing goes.
    const soon = new Date(Date.now() + (SAVED_SEARCH_DAYS - 1) * day);
    expect(await forgetStaleSavedFilters(db, soon)).toBe(0);

    // Past it, both searches go (wherever `q` stands), the status one stays.
    const later = new Date(Date.now() + (SAVED_SEARCH_DAYS + 1) * day);
    expect(await forgetStaleSavedFilters(db, later)).toBe(2);
    expect(await names(ada.id)).toEqual(["New ones"]);
    expect(await names("owners-c-cleo")).toEqual(["Cleo's"]);

    // Disabled: the account's filters go at the next run, whatever they hold.
    await db
      .updateTable("user")
      .set({ banned: true })
      .where("id", "=", "owners-c-cleo")
      .execute();
    expect(await forgetStaleSavedFilters(db, new Date())).toBe(1);
    expect(await names("owners-c-cleo")).toEqual([]);
    expect(await names(ada.id)).toEqual(["New ones"]);
  });
});
