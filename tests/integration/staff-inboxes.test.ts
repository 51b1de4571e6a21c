import { beforeAll, describe, expect, it } from "vitest";

import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import {
  containsPattern,
  inboxCounts,
  inboxFilter,
  listInbox,
} from "#server/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import {
  recordListContext,
  recordNeighbours,
} from "#server/staff/record-neighbours.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

/** A filter as the inbox's GET form would send it. */
const filterOf = (kind: InboxKind, query: Record<string, string> = {}) =>
  inboxFilter(kind, readInboxFilter(new URLSearchParams(query)));

const list = (kind: InboxKind, query: Record<string, string> = {}, page = 1) =>
  listInbox(env.database.db, kind, filterOf(kind, query), page);

const names = async (kind: InboxKind, query: Record<string, string> = {}) =>
  (await list(kind, query)).rows.map((row) => row.cells.name);

async function contact(
  name: string,
  email: string,
  createdAt: string,
  status = "new",
  reference: string | null = null,
) {
  const [first, ...rest] = name.split(" ");
  await env.database.db
    .insertInto("contact_submissions")
    .values({
      id: crypto.randomUUID(),
      reference,
      created_at: createdAt,
      first_name: first!,
      last_name: rest.join(" "),
      email,
      phone: "",
      interest: "general",
      message: `A message from ${name}.`,
      status,
    })
    .execute();
}

async function claim(
  reference: string,
  name: string,
  createdAt: string,
  status = "submitted",
) {
  await env.database.db
    .insertInto("claims")
    .values({
      id: crypto.randomUUID(),
      created_at: createdAt,
      reference,
      claim_type: "home",
      policy_number: "HL-1234567",
      incident_date: "2026-01-15",
      description: "Storm damage.",
      claimant_name: name,
      claimant_email: `${reference.toLowerCase()}@example.com`,
      claimant_phone: null,
      status,
    })
    .execute();
}

beforeAll(async () => {
  // Contact messages whose names hold LIKE's wildcards and its escape.
  await contact(
    "Ada Lovelace",
    "ada@example.com",
    "2026-11-20T15:00:00.000Z",
    "new",
    "CT-424242",
  );
  await contact(
    "Grace Hopper",
    "GRACE@Navy.example",
    "2026-11-21T15:00:00.000Z",
    "closed",
  );
  await contact("Percent 100%", "pct@example.com", "2026-11-22T15:00:00.000Z");
  await contact(
    "Under_Score Jones",
    "under@example.com",
    "2026-11-22T16:00:00.000Z",
  );
  await contact(
    "Back\\Slash Smith",
    "back@example.com",
    "2026-11-22T17:00:00.000Z",
  );
  await contact(
    "Plain Person",
    "plain@example.com",
    "2026-11-22T18:00:00.000Z",
  );
  // 2026-11-23 00:30 Eastern (05:30 UTC): the 23rd for staff, not the 22nd.
  await contact("Late Night", "late@example.com", "2026-11-23T05:30:00.000Z");
  // 2026-11-22 23:30 Eastern (04:30 UTC on the 23rd): still the 22nd for staff.
  await contact(
    "Before Midnight",
    "eve@example.com",
    "2026-11-23T04:30:00.000Z",
  );

  // Sixty claims a minute apart, for the pages; every third in review.
  for (let n = 0; n < 60; n++)
    await claim(
      `CL${String(900000 + n)}`,
      n === 7 ? "Dorothy Vaughan" : `Claimant ${n}`,
      new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString(),
      n % 3 === 0 ? "in_review" : "submitted",
    );
});

describe("inbox search", () => {
  it("lists and finds a contact message by its CT- reference (migration 0013); older messages have none", async () => {
    const found = await list("contact", { q: "CT-424242" });
    expect(found.rows.map((row) => row.cells.name)).toEqual(["Ada Lovelace"]);
    expect(found.rows[0]!.cells.reference).toBe("CT-424242");
    const all = await list("contact");
    expect(
      all.rows.find((row) => row.cells.name === "Late Night")!.cells.reference,
    ).toBe("");
  });

  it("finds by any part of the name, whatever its case, on both databases", async () => {
    expect(await names("contact", { q: "lovelace" })).toEqual(["Ada Lovelace"]);
    expect(await names("contact", { q: "ADA LOVE" })).toEqual(["Ada Lovelace"]);
    expect(await names("contact", { q: "  ada   lovelace " })).toEqual([
      "Ada Lovelace",
    ]);
  });

  it("finds by email, whatever its case", async () => {
    expect(await names("contact", { q: "grace@navy" })).toEqual([
      "Grace Hopper",
    ]);
  });

  it("finds a claim by its reference or its claimant", async () => {
    expect(await names("claim", { q: "cl900007" })).toEqual([
      "Dorothy Vaughan",
    ]);
    expect(await names("claim", { q: "vaughan" })).toEqual(["Dorothy Vaughan"]);
  });

  it("takes %, _ and \\ literally: they are escaped, not wildcards", async () => {
    expect(containsPattern("100%_\\")).toBe("%100\\%\\_\\\\%");
    expect(await names("contact", { q: "%" })).toEqual(["Percent 100%"]);
    expect(await names("contact", { q: "_" })).toEqual(["Under_Score Jones"]);
    expect(await names("contact", { q: "\\" })).toEqual(["Back\\Slash Smith"]);
    // Unescaped, _ and % would match any letters here.
    expect(await names("contact", { q: "n_p" })).toEqual([]);
    expect(await names("contact", { q: "r%s" })).toEqual([]);
  });

  it("finds nothing rather than everything for a search that matches nothing", async () => {
    const page = await list("contact", { q: "nobody-by-this-name" });
    expect(page).toMatchObject({ total: 0, rows: [], first: 0, last: 0 });
  });
});

describe("inbox filters", () => {
  it("filters by a status of the inbox, and ignores a status it does not have", async () => {
    expect(await names("contact", { status: "closed" })).toEqual([
      "Grace Hopper",
    ]);
    expect((await list("claim", { status: "in_review" })).total).toBe(20);
    // "closed" is no claim status: the filter is dropped, not applied.
    expect(filterOf("claim", { status: "closed" }).status).toBe("");
    expect((await list("claim", { status: "closed" })).total).toBe(60);
  });

  it("filters by days in Eastern Time, both days included", async () => {
    expect(
      await names("contact", { from: "2026-11-22", to: "2026-11-22" }),
    ).toEqual([
      "Before Midnight",
      "Plain Person",
      "Back\\Slash Smith",
      "Under_Score Jones",
      "Percent 100%",
    ]);
    expect(await names("contact", { from: "2026-11-23" })).toEqual([
      "Late Night",
    ]);
    expect(await names("contact", { to: "2026-11-20" })).toEqual([
      "Ada Lovelace",
    ]);
  });

  it("ignores dates that are not days", async () => {
    const filter = filterOf("contact", { from: "yesterday", to: "2026-13-45" });
    expect(filter).toEqual({ q: "", status: "" });
  });

  it("combines search, status and dates", async () => {
    expect(
      await names("contact", {
        q: "example.com",
        status: "new",
        from: "2026-11-21",
        to: "2026-11-22",
      }),
    ).toEqual([
      "Before Midnight",
      "Plain Person",
      "Back\\Slash Smith",
      "Under_Score Jones",
      "Percent 100%",
    ]);
  });
});

describe("inbox pages", () => {
  it("shows 25 a page, newest first, with the count of everything that matches", async () => {
    const first = await list("claim");
    expect(first).toMatchObject({
      total: 60,
      page: 1,
      pageCount: 3,
      first: 1,
      last: 25,
    });
    expect(first.rows[0]!.cells.reference).toBe("CL900059");
    expect(first.rows[24]!.cells.reference).toBe("CL900035");

    const last = await list("claim", {}, 3);
    expect(last).toMatchObject({ page: 3, first: 51, last: 60 });
    expect(last.rows.map((row) => row.cells.reference).at(-1)).toBe("CL900000");
  });

  it("shows the last page for a page past the end", async () => {
    expect(await list("claim", {}, 99)).toMatchObject({ page: 3, first: 51 });
  });

  it("fills every column of the inbox, with labels rather than values", async () => {
    const [row] = (await list("claim", { q: "CL900007" })).rows;
    expect(row!.cells).toEqual({
      reference: "CL900007",
      name: "Dorothy Vaughan",
      email: "cl900007@example.com",
      claimType: "Home Insurance",
      receivedAt: "Nov 1, 2026, 7:07 AM EST",
      status: "Submitted",
    });
  });
});

describe("overview", () => {
  it("counts what is new (in its first status) and open (not closed) in each inbox", async () => {
    // Nobody has written to these records (person-replied.test.ts counts replies).
    const none = { total: 0, more: false };
    expect(await inboxCounts(env.database.db)).toEqual({
      // Eight messages, one closed.
      contact: { new: 7, open: 7, replied: none },
      application: { new: 0, open: 0, replied: none },
      verification: { new: 0, open: 0, replied: none },
      // Sixty claims, every third in review: all open.
      claim: { new: 40, open: 60, replied: none },
      quote: { new: 0, open: 0, replied: none },
      complaint: { new: 0, open: 0, replied: none },
    });
  });
});

describe("a record's neighbours in its list", () => {
  const idOf = async (reference: string) =>
    (
      await env.database.db
        .selectFrom("claims")
        .select("id")
        .where("reference", "=", reference)
        .executeTakeFirstOrThrow()
    ).id;
  const referenceOf = async (id: string | null) =>
    id === null
      ? null
      : (
          await env.database.db
            .selectFrom("claims")
            .select("reference")
            .where("id", "=", id)
            .executeTakeFirstOrThrow()
        ).reference;
  const neighbours = async (
    reference: string,
    query: Record<string, string> = {},
  ) => {
    const found = await recordNeighbours(
      env.database.db,
      "claim",
      filterOf("claim", query),
      await idOf(reference),
    );
    return {
      previous: await referenceOf(found.previous),
      next: await referenceOf(found.next),
    };
  };

  it("are the rows above and below it, newest first as the list shows them", async () => {
    expect(await neighbours("CL900030")).toEqual({
      previous: "CL900031",
      next: "CL900029",
    });
  });

  it("follow the list's filter, and end at either end of it", async () => {
    // Every third claim is in review: 30's neighbours there are 33 and 27.
    expect(await neighbours("CL900030", { status: "in_review" })).toEqual({
      previous: "CL900033",
      next: "CL900027",
    });
    expect(await neighbours("CL900059")).toEqual({
      previous: null,
      next: "CL900058",
    });
    expect(await neighbours("CL900000")).toEqual({
      previous: "CL900001",
      next: null,
    });
    expect(await neighbours("CL900007", { q: "dorothy" })).toEqual({
      previous: null,
      next: null,
    });
  });

  it("are none for a record the inbox does not have", async () => {
    expect(
      await recordNeighbours(
        env.database.db,
        "claim",
        filterOf("claim"),
        "no-such-id",
      ),
    ).toEqual({ previous: null, next: null });
  });

  it("become links that keep the list's filter, back to the list too", async () => {
    const id = await idOf("CL900030");
    const context = await recordListContext(
      env.database.db,
      "claim",
      id,
      new URLSearchParams({ status: "in_review", reply: "ignored" }),
      "viewer-id",
    );
    expect(context).toEqual({
      back: "/admin/claims?status=in_review",
      previous: `/admin/claims/${await idOf("CL900033")}?status=in_review`,
      next: `/admin/claims/${await idOf("CL900027")}?status=in_review`,
    });
  });
});
