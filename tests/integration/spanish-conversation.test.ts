import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import { replyForm as englishReplyForm } from "#app/content/conversations.ts";
import {
  linkProblems as spanishLinkProblems,
  replyForm as spanishReplyForm,
} from "#app/content/es/conversations.ts";
import { promisedTimes as spanishPromisedTimes } from "#app/content/es/promises.ts";
import type { PersonConversationView } from "#app/lib/conversation-view.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { InboxPage } from "#app/lib/staff/inboxes.ts";
import type {
  SavedReplyOption,
  SavedReplyView,
} from "#app/lib/staff/saved-reply-view.ts";
import type { SubmissionView } from "#app/lib/staff/submission-view.ts";
import * as inboxRoute from "#app/routes/admin/inbox.tsx";
import * as repliesRoute from "#app/routes/admin/replies.tsx";
import * as submissionRoute from "#app/routes/admin/submission.tsx";
import * as messagesRoute from "#app/routes/messages.tsx";
import { createAuth } from "#server/auth/auth.ts";
import { conversationOf } from "#server/conversations/conversation.ts";
import { conversationLinkForm } from "#server/conversations/person-form.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import type { Services } from "#server/services.ts";
import { formRequest } from "../helpers/files.ts";
import { callRoute, formContext } from "../helpers/form-context.ts";
import { insertClaim, insertContact } from "../helpers/records.ts";
import { signedInStaff } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * Issue 25: a record sent from a Spanish page is answered in Spanish. Staff
 * (in English) are told the person's language; the person's emails link to
 * /es/messages/<token>, whose page and form answer in Spanish.
 */
const env = useSubmissionEnvironment();
const APP = "http://localhost:3000";
const CLIENT = "198.51.100.71";

let services: Services;
let cookie = "";
let clients = 0;

const call = (
  handler: Parameters<typeof callRoute>[0],
  path: string,
  params: Record<string, string>,
  body?: Array<[string, string]>,
) => callRoute(handler, path, { services, ip: CLIENT, params, cookie, body });

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as { init?: { status?: number } }).init?.status ?? 200;
}
const dataOf = <T>(answer: unknown) => (answer as { data: T }).data;

/** A staff message on a claim, posted on its record's page. */
async function staffWrites(id: string, body: string, requests: string[] = []) {
  const answer = await call(
    submissionRoute.action,
    `/admin/claims/${id}`,
    { inbox: "claims", id },
    [
      ["intent", "message"],
      ["body", body],
      ...requests.map((label): [string, string] => ["requests", label]),
    ],
  );
  expect(statusOf(answer)).toBe(200);
  expect(dataOf<FormResult>(answer)).toMatchObject({ ok: true });
}

/** The conversation page's loader, at `path`. */
async function openLink(path: string, token: string) {
  try {
    return await messagesRoute.loader({
      request: new Request(new URL(path, APP)),
      url: new URL(path, APP),
      pattern: path.startsWith("/es/")
        ? "/es/messages/:token"
        : "/messages/:token",
      params: { token },
      context: formContext(services, `198.18.9.${++clients}`),
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  cookie = (
    await signedInStaff(services, {
      email: "sofia.staff@example.com",
      name: "Sofia Staff",
    })
  ).cookie;
});

describe("a Spanish record's conversation", () => {
  it("sends the claimant a Spanish notice whose link opens /es/messages/, and tells staff of the answer with Language: Spanish", async () => {
    const subject = await insertClaim(env.database.db, {
      reference: "CL830001",
      claimant_name: "María López",
      claimant_email: "maria@example.com",
      locale: "es",
    });
    await env.deliveredMail();
    await staffWrites(
      subject.id,
      "Estimada María: envíe el informe policial.",
      ["Informe policial"],
    );

    const [notice, ...others] = await env.deliveredMail();
    expect(others).toHaveLength(0);
    expect(notice!.headers.get("to")).toBe("maria@example.com");
    expect(notice!.headers.get("subject")).toBe("Nuevo mensaje sobre CL830001");
    expect(notice!.text).toContain("Lea el mensaje");
    const token = /\/es\/messages\/([a-z2-7]{52})/.exec(notice!.text)?.[1];
    expect(token, "an /es/messages/ link").toBeDefined();
    expect(notice!.text).not.toMatch(/[^s]\/messages\//);
    expect(notice!.html).toContain(`${APP}/es/messages/${token}`);

    // The Spanish page opens it, with dates written in Spanish.
    const page = await openLink(`/es/messages/${token}`, token!);
    expect(statusOf(page)).toBe(200);
    const view = dataOf<{
      page: { state: string; conversation: PersonConversationView };
    }>(page).page;
    expect(view.state).toBe("open");
    expect(view.conversation.locale).toBe("es");
    expect(view.conversation.messages[0]!.atText).toMatch(
      /\d{4}|ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic/,
    );
    expect(JSON.stringify(page)).toContain(`/api/forms/conversation/${token}`);

    // Its English path still works: it redirects to the record's language.
    const english = await openLink(`/messages/${token}`, token!);
    expect(english).toBeInstanceOf(Response);
    expect((english as Response).status).toBe(302);
    expect((english as Response).headers.get("location")).toBe(
      `/es/messages/${token}`,
    );
    expect((english as Response).headers.get("referrer-policy")).toBe(
      "strict-origin",
    );

    // The answer, through the Spanish endpoint, is answered in Spanish…
    const [request] = (await conversationOf(env.services, subject)).requests;
    const answer = await handleForm(
      {
        request: formRequest(`${APP}/es/api/forms/conversation/${token}`, [
          ["message", "Aquí tiene la información."],
          ["document1Request", request!.id],
        ]),
        context: formContext(services, `198.18.9.${++clients}`),
        params: { token: token! },
        endpoint: true,
      },
      conversationLinkForm,
    );
    expect(answer).toMatchObject({
      status: 200,
      result: { ok: true, toast: spanishReplyForm.success },
    });
    // …and staff, in English, are told which language to answer in.
    const [staffMail] = await env.deliveredMail();
    expect(staffMail!.headers.get("to")).toBe(
      env.services.config.staffNotifyEmail,
    );
    expect(staffMail!.text).toContain("Language: Spanish");
  });

  it("answers the Spanish form's mistakes and a dead link in Spanish, and an English record's page stays English", async () => {
    const subject = await insertClaim(env.database.db, {
      claimant_email: "lucia@example.com",
      locale: "es",
    });
    await staffWrites(subject.id, "Gracias por su reclamo.");
    const [notice] = await env.deliveredMail();
    const token = /\/es\/messages\/([a-z2-7]{52})/.exec(notice!.text)![1]!;

    const empty = await handleForm(
      {
        request: formRequest(`${APP}/es/messages/${token}`, [["message", ""]]),
        context: formContext(services, `198.18.9.${++clients}`),
        params: { token },
      },
      conversationLinkForm,
    );
    expect(empty).toMatchObject({
      status: 400,
      result: { ok: false, toast: spanishReplyForm.notSent },
    });
    expect(JSON.stringify(empty.result)).not.toContain("Please");

    const unknown = "a".repeat(52);
    const refused = await handleForm(
      {
        request: formRequest(`${APP}/es/api/forms/conversation/${unknown}`, [
          ["message", "Hola"],
        ]),
        context: formContext(services, `198.18.9.${++clients}`),
        params: { token: unknown },
        endpoint: true,
      },
      conversationLinkForm,
    ).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect(await (refused as Response).json()).toMatchObject({
      toast: spanishLinkProblems.toast,
    });

    // An English record's link is English; its /es path redirects back.
    const englishClaim = await insertClaim(env.database.db, {
      claimant_email: "kate@example.com",
    });
    await staffWrites(englishClaim.id, "Thank you for your claim.");
    const [englishNotice] = await env.deliveredMail();
    expect(englishNotice!.headers.get("subject")).toMatch(/^New message about/);
    const englishToken = /\/messages\/([a-z2-7]{52})/.exec(
      englishNotice!.text,
    )![1]!;
    expect(englishNotice!.text).not.toContain("/es/messages/");
    const backToEnglish = await openLink(
      `/es/messages/${englishToken}`,
      englishToken,
    );
    expect((backToEnglish as Response).headers.get("location")).toBe(
      `/messages/${englishToken}`,
    );
    const answered = await handleForm(
      {
        request: formRequest(`${APP}/messages/${englishToken}`, [
          ["message", "Thanks"],
        ]),
        context: formContext(services, `198.18.9.${++clients}`),
        params: { token: englishToken },
      },
      conversationLinkForm,
    );
    expect(answered.result).toMatchObject({ toast: englishReplyForm.success });
  });

  it("emails a Spanish contact message's answer in full, in Spanish", async () => {
    const subject = await insertContact(env.database.db, {
      first_name: "Ana",
      email: "ana@example.com",
      reference: "CT-ES0001",
      locale: "es",
    });
    const answer = await call(
      submissionRoute.action,
      `/admin/contact/${subject.id}`,
      { inbox: "contact", id: subject.id },
      [
        ["intent", "message"],
        ["body", "Con gusto le ayudamos."],
      ],
    );
    expect(statusOf(answer)).toBe(200);
    const [mail] = await env.deliveredMail();
    expect(mail!.headers.get("subject")).toMatch(/CT-ES0001/);
    expect(mail!.text).toContain("Con gusto le ayudamos.");
    expect(mail!.text).toMatch(/Estimad|Hola|Ana/);
    expect(mail!.text).not.toContain("Dear");
  });
});

describe("staff see the person's language", () => {
  it("on the record and in the inbox list", async () => {
    const spanish = await insertClaim(env.database.db, {
      claimant_name: "Carmen Ruiz",
      claimant_email: "carmen@example.com",
      locale: "es",
    });
    const record = dataOf<{ submission: SubmissionView }>(
      await call(submissionRoute.loader, `/admin/claims/${spanish.id}`, {
        inbox: "claims",
        id: spanish.id,
      }),
    );
    expect(record.submission.locale).toBe("es");

    const list = dataOf<{ page: InboxPage }>(
      await call(inboxRoute.loader, "/admin/claims", { inbox: "claims" }),
    );
    const rows = list.page.rows;
    expect(rows.find((row) => row.id === spanish.id)?.locale).toBe("es");
    expect(rows.some((row) => row.locale === "en")).toBe(true);
  });
});

describe("saved replies in two languages", () => {
  const replyPost = (fields: Array<[string, string]>) =>
    call(repliesRoute.action, "/admin/replies", {}, fields);
  const replies = async () =>
    dataOf<{ replies: SavedReplyView[] }>(
      await call(repliesRoute.loader, "/admin/replies", {}),
    ).replies;

  it("keep the language they are written in, change it when asked, and are offered on a record in the person's language first", async () => {
    expect(
      statusOf(
        await replyPost([
          ["intent", "create-reply"],
          ["title", "A welcome"],
          ["body", "Hello {first_name}, we answer {promised_time}."],
        ]),
      ),
    ).toBe(200);
    expect(
      statusOf(
        await replyPost([
          ["intent", "create-reply"],
          ["title", "Bienvenida"],
          ["locale", "es"],
          ["body", "Hola {first_name}: le respondemos {promised_time}."],
        ]),
      ),
    ).toBe(200);
    const refused = await replyPost([
      ["intent", "create-reply"],
      ["title", "Bonjour"],
      ["locale", "fr"],
      ["body", "Bonjour"],
    ]);
    expect(statusOf(refused)).toBe(400);
    expect(dataOf<FormResult>(refused)).toMatchObject({
      ok: false,
      fieldErrors: { locale: "Please choose English or Spanish" },
    });

    const stored = await replies();
    expect(stored.map((reply) => [reply.title, reply.locale])).toEqual([
      ["A welcome", "en"],
      ["Bienvenida", "es"],
    ]);

    // A change keeps the language unless it says another.
    const welcome = stored.find((reply) => reply.title === "A welcome")!;
    await replyPost([
      ["intent", "change-reply"],
      ["id", welcome.id],
      ["title", "A welcome"],
      ["body", "Hello {first_name}."],
    ]);
    expect((await replies()).find((r) => r.id === welcome.id)!.locale).toBe(
      "en",
    );
    await replyPost([
      ["intent", "change-reply"],
      ["id", welcome.id],
      ["title", "A welcome"],
      ["locale", "es"],
      ["body", "Hello {first_name}, we answer {promised_time}."],
    ]);
    expect((await replies()).find((r) => r.id === welcome.id)!.locale).toBe(
      "es",
    );
    await replyPost([
      ["intent", "change-reply"],
      ["id", welcome.id],
      ["title", "A welcome"],
      ["locale", "en"],
      ["body", "Hello {first_name}, we answer {promised_time}."],
    ]);

    // On a Spanish record the Spanish reply comes first, filled in Spanish.
    const claim = await insertClaim(env.database.db, {
      claimant_name: "Rosa Díaz",
      claimant_email: "rosa@example.com",
      locale: "es",
    });
    const page = dataOf<{ replies: SavedReplyOption[] }>(
      await call(submissionRoute.loader, `/admin/claims/${claim.id}`, {
        inbox: "claims",
        id: claim.id,
      }),
    );
    expect(
      page.replies.map((reply) => [
        reply.title,
        reply.locale,
        reply.otherLanguage,
      ]),
    ).toEqual([
      ["Bienvenida", "es", false],
      ["A welcome", "en", true],
    ]);
    expect(page.replies[0]!.text).toBe(
      `Hola Rosa: le respondemos ${spanishPromisedTimes.claim}.`,
    );
    expect(page.replies[1]!.text).not.toContain(spanishPromisedTimes.claim);

    // On an English record, English first.
    const english = await insertClaim(env.database.db, {
      claimant_name: "Grace Hopper",
      claimant_email: "grace@example.com",
    });
    const englishPage = dataOf<{ replies: SavedReplyOption[] }>(
      await call(submissionRoute.loader, `/admin/claims/${english.id}`, {
        inbox: "claims",
        id: english.id,
      }),
    );
    expect(englishPage.replies.map((reply) => reply.title)).toEqual([
      "A welcome",
      "Bienvenida",
    ]);
  });
});
