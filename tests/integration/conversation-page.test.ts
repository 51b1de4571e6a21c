import { sql } from "kysely";
import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { linkProblems, replyForm } from "#app/content/conversations.ts";
import { formMessages } from "#app/content/forms.ts";
import type { PersonConversationView } from "#app/lib/conversation-view.ts";
import {
  messageRequiredMessage,
  tooManyDocumentsMessage,
} from "#app/lib/schemas/person-message.ts";
import * as dashboardRoute from "#app/routes/dashboard.tsx";
import * as dashboardMessagesRoute from "#app/routes/dashboard-messages.tsx";
import * as messagesRoute from "#app/routes/messages.tsx";
import { signIn } from "#server/auth/account.ts";
import { createAuth } from "#server/auth/auth.ts";
import { CLIENT_IP_HEADER } from "#server/auth/limits.ts";
import {
  conversationOf,
  sendStaffMessage,
} from "#server/conversations/conversation.ts";
import { recordsSentWith } from "#server/conversations/customer.ts";
import { customerActivity } from "#server/portal/activity.ts";
import {
  conversationLinkForm,
  dashboardConversationForm,
} from "#server/conversations/person-form.ts";
import {
  mintToken,
  type ConversationSubject,
} from "#server/conversations/tokens.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import type { Services } from "#server/services.ts";
import { formRequest, samplePdf, samplePng } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import {
  expiredLink,
  insertApplication,
  insertClaim,
} from "../helpers/records.ts";
import { receivedMail } from "../helpers/smtp-server.ts";
import { createTestAccount, insertUser } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const APP = "http://localhost:3000";
const staff = { id: "staff-page", clientIp: "198.51.100.9" };
const STAFF_NAME = "Samantha Staffmember";

let services: Services;
beforeAll(async () => {
  const auth = createAuth({
    ...env.services,
    logger: pino({ level: "silent" }),
  });
  services = { ...env.services, auth } as Services;
  await insertUser(env.database.db, { id: staff.id, name: STAFF_NAME });
});

/** A new client address each time: the form's rate limit is not what these tests are about. */
let clients = 0;
const context = () => formContext(services, `198.18.7.${++clients}`);

const claim = (email = "katherine@example.com") =>
  insertClaim(env.database.db, { claimant_email: email });

const application = (email: string) =>
  insertApplication(env.database.db, { email });

async function staffWrites(
  subject: ConversationSubject,
  requests: string[] = [],
  body = "Please send the documents listed.",
) {
  const sent = await sendStaffMessage(env.services, {
    subject,
    message: StaffMessageSchema.parse({ body, requests }),
    actor: staff,
  });
  expect(sent.ok).toBe(true);
}

/** The link of the newest message email, as the person receives it. */
async function linkFromMail(to: string): Promise<string> {
  await env.services.outbox.drain();
  const mail = receivedMail(env.smtp, to).at(-1);
  const token = /\/messages\/([a-z2-7]{52})/.exec(mail?.text ?? "")?.[1];
  expect(token, "a message link in the email").toBeDefined();
  return token!;
}

/** What React Router hands a loader, for a GET of `path` matched by `pattern`. */
function loaderArgs<Params>(
  pattern: string,
  path: string,
  params: Params,
  cookie = "",
) {
  const url = new URL(path, APP);
  return {
    request: new Request(url, { headers: cookie ? { cookie } : {} }),
    url,
    pattern,
    params,
    context: context(),
  };
}

/** What a loader or action returned: a data() value or a Response. */
function unwrap(result: unknown): { status: number; body: unknown } {
  if (result instanceof Response)
    return { status: result.status, body: undefined };
  const value = result as { data: unknown; init?: { status?: number } };
  return { status: value.init?.status ?? 200, body: value.data };
}

const openPage = async (token: string) =>
  unwrap(
    await messagesRoute.loader(
      loaderArgs("/messages/:token", `/messages/${token}`, { token }),
    ),
  );

const file = (name: string, bytes: Uint8Array, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/** The answer posted to a link's page (without JavaScript) or its endpoint. */
function postByLink(
  token: string,
  entries: Array<[string, string | File]>,
  endpoint = false,
) {
  const path = endpoint
    ? `/api/forms/conversation/${token}`
    : `/messages/${token}`;
  return handleForm(
    {
      request: formRequest(`${APP}${path}`, entries),
      context: context(),
      params: { token },
      endpoint,
    },
    conversationLinkForm,
  );
}

/** What a post was refused with when access threw. */
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("the post was accepted"),
    (thrown: unknown) => thrown,
  );

describe("the conversation page a message link opens", () => {
  it("shows the record, the conversation oldest first with us as the company, and the open requests with their fields", async () => {
    const subject = await claim("katherine.page@example.com");
    await staffWrites(subject, ["Police report", "Repair estimate"]);
    const token = await linkFromMail("katherine.page@example.com");

    const { status, body } = await openPage(token);
    expect(status).toBe(200);
    const page = (
      body as { page: { state: string; conversation: PersonConversationView } }
    ).page;
    expect(page.state).toBe("open");
    const view = page.conversation;
    expect(view).toMatchObject({
      kind: "claim",
      reference: expect.stringMatching(/^CL\d{6}$/),
      takesDocuments: true,
      messages: [
        {
          fromUs: true,
          body: "Please send the documents listed.",
          asked: ["Police report", "Repair estimate"],
        },
      ],
      openRequests: [
        { label: "Police report", slot: { field: "document1" } },
        { label: "Repair estimate", slot: { field: "document2" } },
      ],
      receivedRequests: [],
    });
    // Staff are never named to the public, and no storage detail leaves.
    expect(JSON.stringify(body)).not.toContain(STAFF_NAME);
    expect(JSON.stringify(body)).not.toContain("staff-page");
    // The enhanced form's endpoint carries the page's own token.
    expect(JSON.stringify(body)).toContain(`/api/forms/conversation/${token}`);
  });

  it("takes a message with a document for each request it names, and other documents answering none", async () => {
    const subject = await claim();
    await staffWrites(subject, ["Police report", "Repair estimate"]);
    const token = await mintToken(env.database.db, subject, "read");
    const [police, repair] = (await conversationOf(env.services, subject))
      .requests;

    const answer = await postByLink(token, [
      ["message", "Here is the estimate.\nThe report follows."],
      ["document2Request", repair!.id],
      ["document2", file("estimate.pdf", samplePdf(), "application/pdf")],
      ["otherDocuments", file("damage.png", samplePng(), "image/png")],
    ]);
    expect(answer).toMatchObject({
      status: 200,
      result: { ok: true, toast: replyForm.success },
    });
    expect(new Headers(answer.headers).get("cache-control")).toBe(
      "private, no-store",
    );

    const conversation = await conversationOf(env.services, subject);
    const latest = conversation.messages.at(-1)!;
    expect(latest).toMatchObject({
      author: "person",
      channel: "web",
      body: "Here is the estimate.\nThe report follows.",
    });
    expect(latest.files.map((f) => f.fileName).sort()).toEqual([
      "damage.png",
      "estimate.pdf",
    ]);
    const files = await env.database.db
      .selectFrom("conversation_files")
      .select(["file_name", "request_id"])
      .where("message_id", "=", latest.id)
      .execute();
    expect(
      Object.fromEntries(files.map((f) => [f.file_name, f.request_id])),
    ).toEqual({ "estimate.pdf": repair!.id, "damage.png": null });
    const byId = new Map(conversation.requests.map((r) => [r.id, r]));
    expect(byId.get(repair!.id)!.fulfilledAt).not.toBeNull();
    expect(byId.get(police!.id)!.fulfilledAt).toBeNull();

    // The page now offers the one request left, in the first slot.
    const { body } = await openPage(token);
    const view = (body as { page: { conversation: PersonConversationView } })
      .page.conversation;
    expect(view.messages.map((m) => m.fromUs)).toEqual([true, false]);
    expect(view.openRequests).toMatchObject([
      { id: police!.id, slot: { field: "document1" } },
    ]);
    // And says what arrived, when, rather than dropping it (issue 36, item 4).
    expect(view.receivedRequests).toEqual([
      {
        id: repair!.id,
        label: "Repair estimate",
        receivedAt: expect.any(String),
        receivedText: expect.stringMatching(/\d/),
      },
    ]);
  });

  it("takes documents alone, without a message", async () => {
    const subject = await claim();
    await staffWrites(subject, ["Police report"]);
    const token = await mintToken(env.database.db, subject, "read");
    const [police] = (await conversationOf(env.services, subject)).requests;
    const answer = await postByLink(
      token,
      [
        ["message", ""],
        ["document1Request", police!.id],
        ["document1", file("report.pdf", samplePdf(), "application/pdf")],
      ],
      true,
    );
    expect(answer).toMatchObject({ status: 200, result: { ok: true } });
    const after = await conversationOf(env.services, subject);
    expect(after.messages.at(-1)).toMatchObject({ body: "", author: "person" });
    expect(after.requests[0]!.fulfilledAt).not.toBeNull();
  });

  it("refuses an answer with neither a message nor a document, storing nothing", async () => {
    const subject = await claim();
    await staffWrites(subject);
    const token = await mintToken(env.database.db, subject, "read");
    const answer = await postByLink(token, [["message", "   \n "]]);
    expect(answer).toMatchObject({
      status: 400,
      result: {
        ok: false,
        fieldErrors: { message: messageRequiredMessage },
      },
    });
    expect((await conversationOf(env.services, subject)).messages).toHaveLength(
      1,
    );
  });

  it("refuses more than five documents in one message, storing none", async () => {
    const subject = await claim();
    await staffWrites(subject, ["Police report"]);
    const token = await mintToken(env.database.db, subject, "read");
    const [police] = (await conversationOf(env.services, subject)).requests;
    const pdf = (name: string) => file(name, samplePdf(), "application/pdf");
    const answer = await postByLink(token, [
      ["message", "Everything I have."],
      ["document1Request", police!.id],
      ["document1", pdf("report.pdf")],
      ...[1, 2, 3, 4, 5].map((n): [string, File] => [
        "otherDocuments",
        pdf(`page-${n}.pdf`),
      ]),
    ]);
    expect(answer).toMatchObject({
      status: 400,
      result: {
        ok: false,
        fieldErrors: { otherDocuments: tooManyDocumentsMessage },
        values: { message: "Everything I have." },
      },
    });
    const after = await conversationOf(env.services, subject);
    expect(after.messages).toHaveLength(1);
    expect(after.requests[0]!.fulfilledAt).toBeNull();
  });

  it("refuses documents about a job application, keeping the message typed", async () => {
    const subject = await application("mary.page@example.com");
    await staffWrites(subject);
    const token = await mintToken(env.database.db, subject, "read");
    const answer = await postByLink(token, [
      ["message", "My portfolio, attached."],
      ["otherDocuments", file("portfolio.pdf", samplePdf(), "application/pdf")],
    ]);
    expect(answer).toMatchObject({
      status: 400,
      result: {
        ok: false,
        fieldErrors: { otherDocuments: replyForm.documentsNotTaken },
        values: { message: "My portfolio, attached." },
      },
    });
    expect((await conversationOf(env.services, subject)).messages).toHaveLength(
      1,
    );
  });

  it("answers an unknown or malformed link with 404 and an expired one with 410, on the page", async () => {
    expect((await openPage("a".repeat(52))).body).toMatchObject({
      page: { state: "invalid" },
    });
    expect((await openPage("a".repeat(52))).status).toBe(404);
    expect((await openPage("not-a-token")).status).toBe(404);

    const subject = await claim();
    await staffWrites(subject);
    const expired = await expiredLink(env.database.db, subject);
    const page = await openPage(expired);
    expect(page.status).toBe(410);
    expect(page.body).toMatchObject({ page: { state: "expired" }, forms: {} });

    // A reply address's token is for email only: it opens no page.
    const reply = await mintToken(env.database.db, subject, "reply");
    expect((await openPage(reply)).status).toBe(404);
  });

  it("refuses posts through an unknown or expired link with 404, storing nothing", async () => {
    const subject = await claim();
    await staffWrites(subject);
    const expired = await expiredLink(env.database.db, subject);
    const entries: Array<[string, string]> = [["message", "Hello?"]];

    const unknown = (await refusalOf(postByLink("b".repeat(52), entries))) as {
      type?: string;
      init?: { status?: number };
      data?: unknown;
    };
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data).toEqual({ reason: "invalid" });

    const old = (await refusalOf(postByLink(expired, entries))) as {
      init?: { status?: number };
      data?: unknown;
    };
    expect(old.init?.status).toBe(404);
    expect(old.data).toEqual({ reason: "expired" });

    // The enhanced form is told in JSON, with the toast saying what to do.
    const json = (await refusalOf(
      postByLink(expired, entries, true),
    )) as Response;
    expect(json).toBeInstanceOf(Response);
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({
      ok: false,
      toast: linkProblems.toast,
    });

    expect((await conversationOf(env.services, subject)).messages).toHaveLength(
      1,
    );
  });

  it("opens its own conversation only: another record's request named in the post is not answered", async () => {
    const mine = await claim();
    const theirs = await claim("someone.else@example.com");
    await staffWrites(mine, ["Police report"]);
    await staffWrites(theirs, ["Medical bill"]);
    const token = await mintToken(env.database.db, mine, "read");
    const [theirRequest] = (await conversationOf(env.services, theirs))
      .requests;

    const answer = await postByLink(token, [
      ["message", "Sent to the other claim?"],
      ["document1Request", theirRequest!.id],
      ["document1", file("bill.pdf", samplePdf(), "application/pdf")],
    ]);
    expect(answer).toMatchObject({ status: 200, result: { ok: true } });

    const theirsNow = await conversationOf(env.services, theirs);
    expect(theirsNow.messages).toHaveLength(1);
    expect(theirsNow.requests[0]!.fulfilledAt).toBeNull();
    const mineNow = await conversationOf(env.services, mine);
    expect(mineNow.messages.at(-1)!.files).toMatchObject([
      { fileName: "bill.pdf" },
    ]);
    expect(mineNow.requests[0]!.fulfilledAt).toBeNull();
  });
});

describe("conversations from the customer dashboard", () => {
  async function customer(email: string) {
    const account = await createTestAccount(env.database.db, {
      role: "customer",
      email,
      name: "Dorothy Vaughan",
    });
    const signedIn = await signIn(
      {
        auth: services.auth,
        headers: new Headers({ [CLIENT_IP_HEADER]: "192.0.2.210" }),
      },
      { email, password: account.password },
    );
    if (!signedIn.ok || signedIn.codeRequired)
      throw new Error(`could not sign ${email} in`);
    return {
      ...account,
      cookie: signedIn.cookies.map((c) => c.split(";")[0]).join("; "),
    };
  }

  const asCustomer = (cookie: string, path: string, init: RequestInit = {}) =>
    new Request(`${APP}${path}`, {
      ...init,
      headers: { cookie, ...init.headers },
    });

  const openAsCustomer = async (cookie: string, kind: string, id: string) => {
    try {
      return unwrap(
        await dashboardMessagesRoute.loader(
          loaderArgs(
            "/dashboard/messages/:kind/:id",
            `/dashboard/messages/${kind}/${id}`,
            { kind, id },
            cookie,
          ),
        ),
      );
    } catch (thrown) {
      return unwrap(thrown);
    }
  };

  const postAsCustomer = (
    cookie: string,
    subject: ConversationSubject,
    entries: Array<[string, string | File]>,
  ) => {
    const path = `/api/forms/dashboard-conversation/${subject.kind}/${subject.id}`;
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return handleForm(
      {
        request: asCustomer(cookie, path, { method: "POST", body: form }),
        context: context(),
        params: { kind: subject.kind, id: subject.id },
        endpoint: true,
      },
      dashboardConversationForm,
    );
  };

  it("lists the records sent with the account's confirmed address, in any case, with their conversations", async () => {
    const dorothy = await customer("dorothy.dash@example.com");
    const first = await claim("Dorothy.Dash@Example.COM");
    const second = await application("dorothy.dash@example.com");
    const quiet = await claim("dorothy.dash@example.com");
    const someoneElse = await claim("not.dorothy@example.com");
    await staffWrites(first, ["Police report", "Repair estimate"]);
    await staffWrites(first, [], "A second message.");
    await staffWrites(second);
    await staffWrites(someoneElse);

    const listed = await customerActivity(env.database.db, dorothy.id);
    const byId = new Map(listed!.items.map((item) => [item.id, item]));
    expect(byId.get(first.id)).toMatchObject({
      kind: "claim",
      messages: 2,
      unread: 2,
      openRequests: 2,
    });
    expect(byId.get(second.id)).toMatchObject({
      kind: "application",
      messages: 1,
      openRequests: 0,
    });
    // A record without a message is there too; someone else's is not.
    expect(byId.get(quiet.id)).toMatchObject({ messages: 0, unread: 0 });
    expect(byId.has(someoneElse.id)).toBe(false);

    // The dashboard's own loader lists the same.
    const dashboard = unwrap(
      await dashboardRoute.loader(
        loaderArgs("/dashboard", "/dashboard", {}, dorothy.cookie),
      ),
    );
    expect(dashboard.body).toMatchObject({
      activity: {
        items: expect.arrayContaining([
          expect.objectContaining({ id: first.id }),
        ]),
      },
    });
  });

  it("opens a listed conversation and takes the answer, without any token", async () => {
    const dorothy = await customer("dorothy.open@example.com");
    const subject = await claim("DOROTHY.OPEN@example.com");
    await staffWrites(subject, ["Police report"]);
    const links = await env.database.db
      .selectFrom("conversation_links")
      .select("token_hash")
      .where("subject_id", "=", subject.id)
      .execute();

    const unread = async () =>
      (await customerActivity(env.database.db, dorothy.id))!.items.find(
        (item) => item.id === subject.id,
      )!.unread;
    expect(await unread()).toBe(1);
    const page = await openAsCustomer(dorothy.cookie, "claim", subject.id);
    expect(page.status).toBe(200);
    // Opening it read our message, and the page says where the claim stands.
    expect(await unread()).toBe(0);
    expect(page.body).toMatchObject({
      summary: { item: { id: subject.id, status: "submitted" } },
    });
    const { conversation } = page.body as {
      conversation: PersonConversationView;
    };
    expect(conversation.openRequests).toHaveLength(1);

    const answer = await postAsCustomer(dorothy.cookie, subject, [
      ["message", "From my account."],
      ["document1Request", conversation.openRequests[0]!.id],
      ["document1", file("report.pdf", samplePdf(), "application/pdf")],
    ]);
    expect(answer).toMatchObject({ status: 200, result: { ok: true } });
    const after = await conversationOf(env.services, subject);
    expect(after.messages.at(-1)).toMatchObject({ body: "From my account." });
    expect(after.requests[0]!.fulfilledAt).not.toBeNull();
    // Nothing was minted for the dashboard's way in.
    expect(
      await env.database.db
        .selectFrom("conversation_links")
        .select("token_hash")
        .where("subject_id", "=", subject.id)
        .execute(),
    ).toEqual(links);
  });

  it("answers 404 to another account, and to an account whose address is not confirmed", async () => {
    const subject = await claim("hidden.owner@example.com");
    await staffWrites(subject);
    const stranger = await customer("stranger.dash@example.com");
    const owner = await customer("hidden.owner@example.com");
    await env.database.db
      .updateTable("user")
      .set({ emailVerified: 0 })
      .where("id", "=", owner.id)
      .execute();

    for (const account of [stranger, owner]) {
      expect(
        (await openAsCustomer(account.cookie, "claim", subject.id)).status,
      ).toBe(404);
      const refused = (await refusalOf(
        postAsCustomer(account.cookie, subject, [["message", "Let me in"]]),
      )) as Response;
      expect(refused.status).toBe(404);
    }
    expect(await customerActivity(env.database.db, owner.id)).toBe(undefined);
    // Another kind's id, a kind that is not one, and an id of nothing, are the same 404.
    for (const kind of ["contact", "policy"])
      expect(
        (await openAsCustomer(stranger.cookie, kind, subject.id)).status,
      ).toBe(404);
    expect(
      (await openAsCustomer(stranger.cookie, "claim", crypto.randomUUID()))
        .status,
    ).toBe(404);
    expect((await conversationOf(env.services, subject)).messages).toHaveLength(
      1,
    );
  });

  it("sends a signed-out post from the dashboard's form to sign in again (401)", async () => {
    const subject = await claim();
    const refused = (await refusalOf(
      postAsCustomer("", subject, [["message", "Hello"]]),
    )) as Response;
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      toast: formMessages.sessionExpired,
    });
  });

  it("finds records by address through an index, not a scan", async () => {
    const { db } = env.database;
    for (const kind of ["claim", "verification", "application"] as const) {
      const query = recordsSentWith(db, kind, "someone@example.com").compile();
      if (env.database.dialect === "sqlite") {
        const plan = await db.executeQuery<{ detail: string }>({
          ...query,
          sql: `explain query plan ${query.sql}`,
        });
        expect(plan.rows.map((row) => row.detail).join("\n"), kind).toMatch(
          /USING INDEX \w+_email_lower_idx/,
        );
      } else {
        // The tables are tiny: a scan would win unless it is ruled out.
        await db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const plan = await trx.executeQuery<{ "QUERY PLAN": string }>({
            ...query,
            sql: `explain ${query.sql}`,
          });
          expect(
            plan.rows.map((row) => row["QUERY PLAN"]).join("\n"),
            kind,
          ).toMatch(/_email_lower_idx/);
        });
      }
    }
  });
});
