import { pino } from "pino";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";

import {
  AuditTable,
  type AuditEntryRow,
} from "#app/components/staff/audit-table.tsx";
import * as auditExportRoute from "#app/routes/admin/audit-export.ts";
import * as auditRoute from "#app/routes/admin/audit.tsx";
import { createAuth } from "#server/auth/auth.ts";
import { submitClaim } from "#server/forms/claim.ts";
import type { Services } from "#server/services.ts";
import { assignRecord, releaseOpenRecords } from "#server/staff/assignment.ts";
import { auditPeopleQuery } from "#server/staff/audit-people.ts";
import { readAuditLog } from "#server/staff/audit-log.ts";
import { auditActions } from "#server/staff/audit.ts";
import { saveRoundRobin } from "#server/staff/round-robin.ts";
import { callRoute, type RouteHandler } from "../helpers/form-context.ts";
import { insertClaim } from "../helpers/records.ts";
import { insertUser, signedInStaff } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

// The audit log names the staff an entry is about (issue 23, item 7): an
// assignee, a round-robin's members, the person an export was narrowed to,
// by name and email, and an account deleted since as such, never by its id;
// on the page and in the CSV alike, from one lookup per page.

const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.71";

let services: Services;
let admin = { id: "", cookie: "" };
const people = {
  ada: { id: "", name: "Ada Handler", email: "ada.handler@example.com" },
  ben: { id: "", name: "Ben Handler", email: "ben.handler@example.com" },
  gina: { id: "", name: "Gina Gone", email: "gina.gone@example.com" },
};
const named = (person: { name: string; email: string }) =>
  `${person.name} <${person.email}>`;
const alan = named({ name: "Alan Audit", email: "alan.audit@example.com" });
/** Every user id of the test: none may reach a reader. */
const ids = () => [admin.id, ...Object.values(people).map((p) => p.id)];

const call = (handler: RouteHandler, path: string) =>
  callRoute(handler, path, { services, ip: CLIENT, cookie: admin.cookie });

interface PageData {
  entries: AuditEntryRow[];
}

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  admin = await signedInStaff(services, {
    email: "alan.audit@example.com",
    name: "Alan Audit",
    role: "admin",
  });
  const db = env.database.db;
  for (const person of Object.values(people))
    person.id = await insertUser(db, {
      name: person.name,
      email: person.email,
    });
  const { ada, ben, gina } = people;
  const actorOf = (id: string) => ({ id, clientIp: CLIENT });

  // One claim passed from hand to hand, as the record page or a bulk change does.
  const { id: claim } = await insertClaim(db, { reference: "CL840001" });
  const assign = (to: string | null, by: string) =>
    assignRecord(env.services, {
      kind: "claim",
      id: claim,
      to,
      actor: actorOf(by),
    });
  await assign(ada.id, admin.id);
  await assign(ben.id, admin.id);
  await assign(gina.id, gina.id);
  await releaseOpenRecords(env.services, gina.id, actorOf(admin.id));

  // Round-robin among Ada and Ben gives the next claim to one of them.
  await saveRoundRobin(env.services, {
    kind: "claim",
    setting: { enabled: true, cap: 5, members: [ada.id, ben.id] },
    actor: actorOf(admin.id),
  });
  await submitClaim(
    env.services,
    {
      claimType: "auto",
      policyNumber: "HL-7654321",
      incidentDate: "2026-10-15",
      description: "Rear-ended at a light.",
      claimantName: "Katherine Johnson",
      claimantEmail: "katherine@example.com",
      claimantPhone: undefined,
      agreement: true,
    },
    [],
  );

  // The audit log downloaded for Gina's entries alone.
  await call(auditExportRoute.loader, `/admin/audit.csv?actor=${gina.id}`);

  // Gina's account goes: her entries stay, and name her as gone.
  await db.deleteFrom("user").where("id", "=", gina.id).execute();
});

describe("the audit log names people, never their ids", () => {
  it("writes each change of assignee with names and emails, and a deleted account as such, on the page", async () => {
    const { ada, ben } = people;
    const answer = await call(
      auditRoute.loader,
      `/admin/audit?action=${auditActions.assigneeChanged}`,
    );
    const { entries } = (answer as { data: PageData }).data;
    const lines = entries.map(
      (entry) => `${entry.actorLabel} | ${entry.description}`,
    );
    // Entries of one millisecond may come in either order.
    expect(lines).toHaveLength(5);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${alan} | Assigned to ${named(ada)}.`,
        `${alan} | Assignee changed from ${named(ada)} to ${named(ben)}.`,
        `A deleted account | Assignee changed from ${named(ben)} to a deleted account.`,
        `${alan} | Unassigned from a deleted account: their account was disabled or no longer has staff access.`,
        expect.stringMatching(
          new RegExp(
            `^System \\(command line or scheduled job\\) \\| Assigned to (${named(ada)}|${named(ben)}) by round-robin\\.$`,
          ),
        ),
      ]),
    );
    const text = JSON.stringify(entries);
    for (const id of ids()) expect(text).not.toContain(id);

    // As the table renders them.
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(AuditTable, { entries, caption: "Entries" }),
      ),
    );
    expect(html).toContain(
      `Assignee changed from ${named(ada)} to ${named(ben)}.`
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;"),
    );
    for (const id of ids()) expect(html).not.toContain(id);
    // Its width is the page's, whatever the details say: the columns share
    // it and a long word wraps in its cell (seen at 1366 px in
    // tests/e2e/record-audit.spec.ts).
    expect(html).toMatch(/<table class="[^"]*\bw-full\b[^"]*\btable-fixed\b/);
    expect(html).toContain("<colgroup>");
  });

  it("names a round-robin's members and the person an export was narrowed to", async () => {
    const { ada, ben } = people;
    const log = await readAuditLog(services, { page: 1 }, 200);
    const of = (action: string) =>
      log.entries.find((entry) => entry.action === action)!;
    const roundRobin = of(auditActions.roundRobinChanged);
    expect(roundRobin.subject).toEqual({
      label: "Claims round-robin",
      href: "/admin/staff",
    });
    expect(roundRobin.description).toBe(
      `Turned on. Taking turns: ${[named(ada), named(ben)].sort().join(", ")}. Up to 5 open records each.`,
    );
    expect(of(auditActions.auditExported).description).toBe(
      "Downloaded the audit log as CSV (entries of a deleted account).",
    );
    const text = JSON.stringify(log.entries.map((entry) => entry.description));
    for (const id of ids()) expect(text).not.toContain(id);
  });

  it("writes the same names in the CSV", async () => {
    const { ada, ben } = people;
    const csv = (await call(
      auditExportRoute.loader,
      `/admin/audit.csv?action=${auditActions.assigneeChanged}`,
    )) as Response;
    expect(csv).toBeInstanceOf(Response);
    const text = await csv.text();
    expect(text).toContain(
      `,Assignee changed from ${named(ada)} to ${named(ben)}.,`,
    );
    expect(text).toContain(
      `,Assignee changed from ${named(ben)} to a deleted account.,`,
    );
    expect(text).toContain(",A deleted account,Assignee changed,");
    for (const id of ids()) expect(text).not.toContain(id);
  });
});

describe("one lookup of names per page", () => {
  it("reads the same number of queries for 2 entries as for 20", async () => {
    const { db } = env.database;
    let queries = 0;
    const counted = db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const countedServices = {
      database: { ...env.database, db: counted },
    } as Pick<Services, "database">;
    const queriesFor = async (pageSize: number) => {
      queries = 0;
      const page = await readAuditLog(
        countedServices,
        { action: auditActions.assigneeChanged, page: 1 },
        pageSize,
      );
      return { queries, entries: page.entries.length };
    };
    const few = await queriesFor(2);
    const many = await queriesFor(20);
    expect(few.entries).toBe(2);
    expect(many.entries).toBe(5);
    expect(many.queries).toBe(few.queries);
  });

  it("finds the people by the user table's primary key, not a scan", async () => {
    const { db } = env.database;
    const query = auditPeopleQuery(db, ids()).compile();
    if (env.database.dialect === "sqlite") {
      const plan = await db.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      expect(plan.rows.map((row) => row.detail).join("\n")).toMatch(
        /SEARCH user USING INDEX sqlite_autoindex_user_1 \(id=\?\)/,
      );
    } else {
      // The table is tiny: a scan would win unless it is ruled out.
      await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await trx.executeQuery<{ "QUERY PLAN": string }>({
          ...query,
          sql: `explain ${query.sql}`,
        });
        expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toMatch(
          /user_pkey/,
        );
      });
    }
  });
});
