import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import * as submissionRoute from "#app/routes/admin/submission.tsx";
import { createAuth } from "#server/auth/auth.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordViewedAction } from "#server/staff/audit.ts";
import { RELOAD_WINDOW_MS } from "#server/staff/reload-after-action.ts";
import { callRoute, type RouteHandler } from "../helpers/form-context.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { auditRows, signedInStaff } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.71";

let services: Services;
let staff = { id: "", cookie: "" };

const segments = { claim: "claims", contact: "contact" } as const;
type Kind = keyof typeof segments;

const call = (
  handler: RouteHandler,
  kind: Kind,
  id: string,
  body?: Array<[string, string]>,
) =>
  callRoute(handler, `/admin/${segments[kind]}/${id}`, {
    services,
    ip: CLIENT,
    params: { inbox: segments[kind], id },
    cookie: staff.cookie,
    ...(body ? { body } : {}),
  });

const statusOf = (answer: unknown) =>
  (answer as { init?: { status?: number } }).init?.status ?? 200;

/** The record's page read as its loader reads it: an opening, or the reload after a post. */
async function readPage(kind: Kind, id: string) {
  expect(statusOf(await call(submissionRoute.loader, kind, id))).toBe(200);
}

/** Posts the record page's message form, as the page does with or without JavaScript. */
async function postMessage(kind: Kind, id: string, body: string) {
  return statusOf(
    await call(submissionRoute.action, kind, id, [
      ["intent", "message"],
      ["body", body],
    ]),
  );
}

/**
 * How many times the record's page has been audited as opened: its record
 * and its conversation viewed, one row each per opening.
 */
async function openings(kind: Kind, id: string) {
  const db = env.database.db;
  const records = await auditRows(db, recordViewedAction[kind], id);
  const conversations = await auditRows(
    db,
    auditActions.conversationViewed,
    id,
  );
  expect(conversations).toHaveLength(records.length);
  return records.length;
}

/** Moves every audit row about the record back in time, past the reload window. */
async function later(id: string) {
  const db = env.database.db;
  const rows = await db
    .selectFrom("audit_log")
    .select(["id", "created_at"])
    .where("subject_id", "=", id)
    .execute();
  for (const row of rows)
    await db
      .updateTable("audit_log")
      .set({
        created_at: new Date(
          Date.parse(row.created_at) - RELOAD_WINDOW_MS - 1000,
        ).toISOString(),
      })
      .where("id", "=", row.id)
      .execute();
}

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  staff = await signedInStaff(services, {
    email: "rhea.reload@example.com",
    name: "Rhea Reload",
  });
});

describe("the page read again after one's own change on it", () => {
  it("is not audited as another opening; the next opening is", async () => {
    const { id } = await insertClaim(env.database.db, {
      reference: "CL840001",
      claimant_email: "reload.claim@example.com",
    });
    await readPage("claim", id);
    expect(await openings("claim", id)).toBe(1);

    expect(await postMessage("claim", id, "We have your claim.")).toBe(200);
    // React Router reads the page's data again after the post (with
    // JavaScript; without it, the post answers with the page itself).
    const shouldRevalidate = submissionRoute.shouldRevalidate as (
      args: unknown,
    ) => boolean;
    expect(
      shouldRevalidate({
        formData: new URLSearchParams({ intent: "message" }),
        defaultShouldRevalidate: true,
      }),
    ).toBe(true);
    await readPage("claim", id);
    expect(await openings("claim", id)).toBe(1);

    await later(id);
    await readPage("claim", id);
    expect(await openings("claim", id)).toBe(2);
    await env.deliveredMail();
  });

  it("a post that changed nothing is no reason to skip the opening", async () => {
    const { id } = await insertContact(env.database.db, {
      email: "reload.contact@example.com",
    });
    await readPage("contact", id);
    // Refused: a contact reply travels in full by email.
    expect(
      await postMessage("contact", id, "Your number is 123-45-6789."),
    ).toBe(400);
    await readPage("contact", id);
    expect(await openings("contact", id)).toBe(2);
    expect(await env.deliveredMail()).toEqual([]);
  });

  it("a change to a record not opened since (as from a list) is followed by an audited opening", async () => {
    const { id } = await insertClaim(env.database.db, {
      reference: "CL840002",
      claimant_email: "reload.assigned@example.com",
    });
    const assigned = await call(submissionRoute.action, "claim", id, [
      ["intent", "assign"],
      ["assignee", staff.id],
      ["expected", ""],
    ]);
    expect(statusOf(assigned)).toBe(200);
    await readPage("claim", id);
    expect(await openings("claim", id)).toBe(1);
  });

  it("work on another record in between makes it an opening", async () => {
    const first = await insertClaim(env.database.db, {
      reference: "CL840003",
      claimant_email: "reload.first@example.com",
    });
    const second = await insertClaim(env.database.db, {
      reference: "CL840004",
      claimant_email: "reload.second@example.com",
    });
    await readPage("claim", first.id);
    await readPage("claim", second.id);
    expect(await postMessage("claim", first.id, "A word.")).toBe(200);
    await readPage("claim", first.id);
    expect(await openings("claim", first.id)).toBe(2);
    await env.deliveredMail();
  });
});
