import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";

import { savedRepliesPage } from "#app/content/staff-conversation.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { SavedReplyView } from "#app/lib/staff/saved-reply-view.ts";
import type { ConversationView } from "#app/lib/staff/submission-view.ts";
import * as messageFilePreviewRoute from "#app/routes/admin/message-file-preview.ts";
import * as messageFileRoute from "#app/routes/admin/message-file.ts";
import * as repliesRoute from "#app/routes/admin/replies.tsx";
import * as submissionRoute from "#app/routes/admin/submission.tsx";
import { createAuth } from "#server/auth/auth.ts";
import { receivePersonMessage } from "#server/conversations/conversation.ts";
import {
  fillPlaceholders,
  placeholderNames,
} from "#server/conversations/placeholders.ts";
import type { Services } from "#server/services.ts";
import { auditActions } from "#server/staff/audit.ts";
import { expectPrivateAttachment } from "../helpers/downloads.ts";
import { samplePdf, samplePng, uploadedFile } from "../helpers/files.ts";
import { callRoute, type RouteHandler } from "../helpers/form-context.ts";
import { insertClaim, insertContact, recordIdOf } from "../helpers/records.ts";
import {
  storeSampleApplication,
  storeSampleVerification,
} from "../helpers/sample-submissions.ts";
import { auditRows, signedInStaff } from "../helpers/staff.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const CLIENT = "198.51.100.41";

let services: Services;
const cookies = { staff: "", otherStaff: "", admin: "" };
const staffIds = { staff: "", otherStaff: "", admin: "" };

/** One record of each inbox, by kind: its id and the segment of its inbox. */
const records = {} as Record<InboxKind, { id: string; reference: string }>;
const segments: Record<InboxKind, string> = {
  contact: "contact",
  application: "applications",
  verification: "verifications",
  claim: "claims",
  quote: "quotes",
  complaint: "complaints",
};

/** Calls a route's loader or action as the server would, from CLIENT; a thrown response or data() is returned. */
const call = (
  handler: RouteHandler,
  path: string,
  params: Record<string, string>,
  options: { cookie?: string; body?: Array<[string, string]> } = {},
) => callRoute(handler, path, { services, ip: CLIENT, params, ...options });

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as { init?: { status?: number } }).init?.status ?? 200;
}

const dataOf = <T>(answer: unknown) => (answer as { data: T }).data;

const pathOf = (kind: InboxKind) =>
  `/admin/${segments[kind]}/${records[kind].id}`;
const paramsOf = (kind: InboxKind) => ({
  inbox: segments[kind],
  id: records[kind].id,
});

interface RecordPage {
  conversation: ConversationView;
  replies: Array<{ id: string; title: string; text: string }>;
  draft: { replyId: string; text: string } | null;
}

async function openRecord(kind: InboxKind, query = "", cookie = cookies.staff) {
  const answer = await call(
    submissionRoute.loader,
    `${pathOf(kind)}${query}`,
    paramsOf(kind),
    { cookie },
  );
  expect(statusOf(answer)).toBe(200);
  return dataOf<RecordPage>(answer);
}

/** Posts the record page's message form. */
async function postMessage(
  kind: InboxKind,
  body: string,
  requests: string[] = [],
  cookie = cookies.staff,
) {
  const answer = await call(
    submissionRoute.action,
    pathOf(kind),
    paramsOf(kind),
    {
      cookie,
      body: [
        ["intent", "message"],
        ["body", body],
        ...requests.map((label): [string, string] => ["requests", label]),
      ],
    },
  );
  return { status: statusOf(answer), result: dataOf<FormResult>(answer) };
}

beforeAll(async () => {
  services = {
    ...env.services,
    auth: createAuth({ ...env.services, logger: pino({ level: "silent" }) }),
  } as Services;
  const staff = await signedInStaff(services, {
    email: "sam.replies@example.com",
    name: "Sam Staff",
  });
  const other = await signedInStaff(services, {
    email: "olga.replies@example.com",
    name: "Olga Other",
  });
  const admin = await signedInStaff(services, {
    email: "ada.replies@example.com",
    name: "Ada Admin",
    role: "admin",
  });
  cookies.staff = staff.cookie;
  cookies.otherStaff = other.cookie;
  cookies.admin = admin.cookie;
  staffIds.staff = staff.id;
  staffIds.otherStaff = other.id;
  staffIds.admin = admin.id;

  const db = env.database.db;
  const contact = await insertContact(db, {
    first_name: "Ada",
    email: "ada.lovelace@example.com",
  });
  records.contact = { id: contact.id, reference: "" };
  for (const [n, reference] of [
    [1, "CL820001"],
    [2, "CL820002"],
  ] as const) {
    const { id } = await insertClaim(db, {
      reference,
      claimant_name: `Dorothy${n === 1 ? "" : n} Vaughan`,
      claimant_email: `dorothy${n}@example.com`,
    });
    if (n === 1) records.claim = { id, reference };
    else otherClaim = { id, reference };
  }
  const verification = await storeSampleVerification(env.services, 1);
  records.verification = {
    id: await recordIdOf(db, "onboarding_responses", verification.reference),
    reference: verification.reference,
  };
  const application = await storeSampleApplication(env.services, 1);
  records.application = {
    id: await recordIdOf(db, "job_applications", application.reference),
    reference: application.reference,
  };
  await env.deliveredMail();
});

let otherClaim = { id: "", reference: "" };

describe("a record's conversation", () => {
  it("each opening of a record's page, of every kind, is one audited view of its conversation (and a verification's of the verification)", async () => {
    for (const kind of [
      "contact",
      "application",
      "verification",
      "claim",
    ] as const) {
      const before = await auditRows(
        env.database.db,
        auditActions.conversationViewed,
        records[kind].id,
      );
      const page = await openRecord(kind);
      expect(page.conversation.messages).toEqual([]);
      const after = await auditRows(
        env.database.db,
        auditActions.conversationViewed,
        records[kind].id,
      );
      expect(after.length, kind).toBe(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        actor: staffIds.staff,
        subject_type: kind,
        details: null,
      });
      expect(after.at(-1)!.client_hash).toMatch(/^[\w-]{22}$/);
    }
    expect(
      await auditRows(
        env.database.db,
        auditActions.verificationViewed,
        records.verification.id,
      ),
    ).toHaveLength(1);
  });

  it("a reveal or a message posted reads no conversation and audits no view", async () => {
    const views = async () =>
      (
        await auditRows(
          env.database.db,
          auditActions.conversationViewed,
          records.verification.id,
        )
      ).length;
    const before = await views();
    const reveal = await call(
      submissionRoute.action,
      pathOf("verification"),
      paramsOf("verification"),
      {
        cookie: cookies.staff,
        body: [
          ["intent", "reveal"],
          ["field", "ssn"],
          ["reason", "identity"],
        ],
      },
    );
    expect(statusOf(reveal)).toBe(200);
    expect(await postMessage("verification", "We are on it.")).toMatchObject({
      status: 200,
    });
    expect(await views()).toBe(before);
    // The page keeps its data after a reveal; it reads it again after a message.
    const shouldRevalidate = submissionRoute.shouldRevalidate as (
      args: unknown,
    ) => boolean;
    const after = (intent: string) =>
      shouldRevalidate({
        formData: new URLSearchParams({ intent }),
        defaultShouldRevalidate: true,
      });
    expect(after("reveal")).toBe(false);
    expect(after("message")).toBe(true);
    await env.deliveredMail();
  });

  it("a claimant is sent a message asking for documents: kept on the claim, the email only a notice with a link", async () => {
    const body = "Dear Dorothy,\n\nPlease send the police report.";
    const sent = await postMessage("claim", body, [
      "Police report",
      "",
      "Repair estimate",
      "",
      "",
    ]);
    expect(sent.status).toBe(200);
    expect(sent.result).toMatchObject({
      ok: true,
      form: "message",
      toast: { title: "Message sent" },
    });

    const page = await openRecord("claim");
    expect(page.conversation.messages).toMatchObject([
      {
        author: "staff",
        by: "Sam Staff",
        channel: "secure message, link emailed",
        body,
        requests: ["Police report", "Repair estimate"],
        files: [],
      },
    ]);
    expect(
      page.conversation.requests.map((request) => [
        request.label,
        request.receivedAt,
      ]),
    ).toEqual([
      ["Police report", null],
      ["Repair estimate", null],
    ]);
    const [mail, ...more] = await env.deliveredMail();
    expect(more).toEqual([]);
    expect(mail!.headers.get("to")).toBe("dorothy1@example.com");
    expect(mail!.text).not.toContain("police report");
    expect(mail!.text).toMatch(/\/messages\/[a-z2-7]{52}/);
    const sentRows = await auditRows(
      env.database.db,
      auditActions.messageSent,
      records.claim.id,
    );
    expect(sentRows.map((row) => row.details)).toEqual([
      JSON.stringify({ documentsRequested: 2 }),
    ]);
  });

  it("answers a contact message in full by email", async () => {
    const sent = await postMessage(
      "contact",
      "Yes, we cover classic cars.\nCall us at 313-555-0100 to talk it through.",
    );
    expect(sent.status).toBe(200);
    const [mail] = await env.deliveredMail();
    expect(mail!.headers.get("to")).toBe("ada.lovelace@example.com");
    expect(mail!.text).toContain("Yes, we cover classic cars.");
    const page = await openRecord("contact");
    expect(page.conversation.messages.at(-1)).toMatchObject({
      channel: "emailed in full",
      by: "Sam Staff",
    });
  });

  it("refuses a contact reply holding something shaped like an SSN, saying why, with nothing stored or sent", async () => {
    for (const ssn of ["123-45-6789", "123 45 6789", "123456789"]) {
      const refused = await postMessage(
        "contact",
        `Your number is ${ssn}, as you wrote.`,
      );
      expect(refused.status, ssn).toBe(400);
      expect(refused.result.ok).toBe(false);
      if (refused.result.ok) continue;
      expect(refused.result.fieldErrors.body).toMatch(
        /Social Security Number.*emailed in full/,
      );
      expect(refused.result.values.body).toContain(ssn);
    }
    const page = await openRecord("contact");
    expect(page.conversation.messages).toHaveLength(1);
    expect(await env.deliveredMail()).toEqual([]);
    // A claim's message is never emailed: the same words are kept on the claim.
    expect(
      (await postMessage("claim", "We matched 123-45-6789 to your policy."))
        .status,
    ).toBe(200);
    const [notice] = await env.deliveredMail();
    expect(notice!.text).not.toContain("123-45-6789");
  });

  it("asks for documents on claims and verifications only", async () => {
    for (const kind of ["contact", "application"] as const) {
      const before = (await openRecord(kind)).conversation.messages.length;
      const refused = await postMessage(kind, "Please send a photo.", [
        "Photo",
      ]);
      expect(refused.status, kind).toBe(400);
      expect(refused.result.ok).toBe(false);
      if (!refused.result.ok)
        expect(refused.result.fieldErrors.requests).toBe(
          "Documents can be asked for on claims and verifications only.",
        );
      expect((await openRecord(kind)).conversation.messages).toHaveLength(
        before,
      );
    }
    const asked = await postMessage("verification", "Please send a bill.", [
      "Utility bill",
    ]);
    expect(asked.status).toBe(200);
    const page = await openRecord("verification");
    expect(page.conversation.requests.map((r) => r.label)).toEqual([
      "Utility bill",
    ]);
    expect(
      (await postMessage("application", "When can you start?")).status,
    ).toBe(200);
    const tooMany = await postMessage("claim", "Lots.", [
      "a",
      "b",
      "c",
      "d",
      "e",
      "f",
    ]);
    expect(tooMany.status).toBe(400);
    expect(await postMessage("claim", "   ")).toMatchObject({ status: 400 });
    await env.deliveredMail();
  });

  it("a customer can neither read a conversation nor write in it", async () => {
    const customer = await signedInStaff(services, {
      email: "carl.customer.replies@example.com",
    });
    await env.database.db
      .updateTable("user")
      .set({ role: "customer" })
      .where("id", "=", customer.id)
      .execute();
    const views = (
      await auditRows(
        env.database.db,
        auditActions.conversationViewed,
        records.claim.id,
      )
    ).length;
    expect(
      statusOf(
        await call(submissionRoute.loader, pathOf("claim"), paramsOf("claim"), {
          cookie: customer.cookie,
        }),
      ),
    ).toBe(403);
    expect((await postMessage("claim", "Hi", [], customer.cookie)).status).toBe(
      403,
    );
    expect(
      (
        await auditRows(
          env.database.db,
          auditActions.conversationViewed,
          records.claim.id,
        )
      ).length,
    ).toBe(views);
  });
});

describe("a file the person sent", () => {
  let fileId = "";
  let otherFileId = "";

  beforeAll(async () => {
    const { requests } = (await openRecord("claim")).conversation;
    const report = requests.find((r) => r.label === "Police report")!;
    const answer = await receivePersonMessage(env.services, {
      subject: { kind: "claim", id: records.claim.id },
      body: "Here is the report.",
      channel: "web",
      documents: [
        {
          file: uploadedFile(
            "documents",
            "police report (final).pdf",
            samplePdf(),
            "application/pdf",
          ),
          requestId: report.id,
        },
      ],
    });
    expect(answer.ok).toBe(true);
    const other = await receivePersonMessage(env.services, {
      subject: { kind: "claim", id: otherClaim.id },
      body: "",
      channel: "web",
      documents: [
        {
          file: uploadedFile(
            "documents",
            "other.png",
            samplePng(),
            "image/png",
          ),
        },
      ],
    });
    expect(other.ok).toBe(true);
    const rows = await env.database.db
      .selectFrom("conversation_files")
      .select(["id", "subject_id"])
      .execute();
    fileId = rows.find((row) => row.subject_id === records.claim.id)!.id;
    otherFileId = rows.find((row) => row.subject_id === otherClaim.id)!.id;
    await env.deliveredMail();
  });

  const download = (inbox: string, id: string, file: string) =>
    call(
      messageFileRoute.loader,
      `/admin/${inbox}/${id}/message-files/${file}`,
      { inbox, id, fileId: file },
      { cookie: cookies.staff },
    );

  it("shows on the claim with the request it answered, and downloads as an attachment, audited without its name", async () => {
    const page = await openRecord("claim");
    const answer = page.conversation.messages.find(
      (message) => message.author === "person",
    )!;
    expect(answer).toMatchObject({
      by: "Dorothy Vaughan",
      channel: "on our website",
      body: "Here is the report.",
      files: [
        {
          label: "police report (final).pdf",
          href: `/admin/claims/${records.claim.id}/message-files/${fileId}`,
        },
      ],
    });
    expect(
      page.conversation.requests.find((r) => r.label === "Police report")!
        .receivedAt,
    ).not.toBeNull();

    const bytes = await expectPrivateAttachment(
      await download("claims", records.claim.id, fileId),
      { type: "application/pdf", name: "CL820001-police-report-final.pdf" },
    );
    expect(bytes).toEqual(samplePdf());
    const audit = await auditRows(
      env.database.db,
      auditActions.documentDownloaded,
      records.claim.id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: staffIds.staff,
      subject_type: "claim",
      details: JSON.stringify({ document: "message_file", fileId }),
    });
    expect(JSON.stringify(audit)).not.toContain("police report");
  });

  it("shows a photo sent in the conversation as a preview, audited each time; a PDF only as a download", async () => {
    const page = await openRecord("claim");
    const pdf = page.conversation.messages
      .flatMap((message) => message.files)
      .find((file) => file.label === "police report (final).pdf")!;
    expect(pdf.preview).toBeUndefined();
    const other = dataOf<RecordPage>(
      await call(
        submissionRoute.loader,
        `/admin/claims/${otherClaim.id}`,
        { inbox: "claims", id: otherClaim.id },
        { cookie: cookies.staff },
      ),
    );
    const photo = other.conversation.messages
      .flatMap((message) => message.files)
      .find((file) => file.label === "other.png")!;
    const src = `/admin/claims/${otherClaim.id}/message-files/${otherFileId}/preview`;
    expect(photo.preview).toEqual({
      src,
      alt: "Photo sent by the person: other.png",
    });

    const preview = (inbox: string, id: string, file: string) =>
      call(
        messageFilePreviewRoute.loader,
        `/admin/${inbox}/${id}/message-files/${file}/preview`,
        { inbox, id, fileId: file },
        { cookie: cookies.staff },
      );
    const before = (
      await auditRows(env.database.db, auditActions.documentPreviewed)
    ).length;
    const shown = (await preview(
      "claims",
      otherClaim.id,
      otherFileId,
    )) as Response;
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    const rows = await auditRows(
      env.database.db,
      auditActions.documentPreviewed,
      otherClaim.id,
    );
    expect(rows.at(-1)).toMatchObject({
      actor: staffIds.staff,
      subject_type: "claim",
      details: JSON.stringify({
        document: "message_file",
        fileId: otherFileId,
      }),
    });
    // The PDF, the photo under another record, an unknown inbox: nothing.
    for (const [inbox, id, file] of [
      ["claims", records.claim.id, fileId],
      ["claims", records.claim.id, otherFileId],
      ["replies", otherClaim.id, otherFileId],
    ] as const)
      expect(statusOf(await preview(inbox, id, file)), `${id} ${file}`).toBe(
        404,
      );
    expect(
      (await auditRows(env.database.db, auditActions.documentPreviewed)).length,
    ).toBe(before + 1);
  });

  it("is not found under another record, another inbox or an unknown inbox, and nothing is audited", async () => {
    const before = (
      await auditRows(env.database.db, auditActions.documentDownloaded)
    ).length;
    for (const [inbox, id, file] of [
      ["claims", records.claim.id, otherFileId],
      ["claims", otherClaim.id, fileId],
      ["verifications", records.claim.id, fileId],
      ["replies", records.claim.id, fileId],
      ["claims", records.claim.id, "not-a-file"],
    ] as const)
      expect(statusOf(await download(inbox, id, file)), `${inbox} ${id}`).toBe(
        404,
      );
    expect(
      (await auditRows(env.database.db, auditActions.documentDownloaded))
        .length,
    ).toBe(before);
  });
});

describe("saved replies", () => {
  const replyPost = (cookie: string, fields: Array<[string, string]>) =>
    call(repliesRoute.action, "/admin/replies", {}, { cookie, body: fields });

  const listOf = async (cookie: string) =>
    dataOf<{ replies: SavedReplyView[]; isAdmin: boolean }>(
      await call(repliesRoute.loader, "/admin/replies", {}, { cookie }),
    );

  const idOf = async (cookie: string, title: string) =>
    (await listOf(cookie)).replies.find((reply) => reply.title === title)!.id;

  it("staff keep replies of their own, which nobody else sees or changes; only admins change the shared set; every change is audited without its words", async () => {
    const created = await replyPost(cookies.staff, [
      ["intent", "create-reply"],
      ["title", "Police report request"],
      [
        "body",
        "Dear {first_name},\n\nPlease send the police report for {reference}. We answer {promised_time}. Policy: {policy_number}",
      ],
    ]);
    expect(statusOf(created)).toBe(200);
    const refusedShared = await replyPost(cookies.staff, [
      ["intent", "create-reply"],
      ["title", "Team greeting"],
      ["body", "Hello"],
      ["shared", "on"],
    ]);
    expect(statusOf(refusedShared)).toBe(403);
    expect(dataOf<FormResult>(refusedShared)).toMatchObject({
      ok: false,
      form: "create-reply",
      fieldErrors: {
        shared: "Only admins add, change or delete shared replies.",
      },
    });
    const shared = await replyPost(cookies.admin, [
      ["intent", "create-reply"],
      ["title", "Thanks for waiting"],
      ["body", "Hello {first_name}, thank you for waiting."],
      ["shared", "on"],
    ]);
    expect(statusOf(shared)).toBe(200);

    const mine = await listOf(cookies.staff);
    expect(mine.isAdmin).toBe(false);
    expect(
      mine.replies.map((reply) => [reply.title, reply.shared, reply.editable]),
    ).toEqual([
      ["Thanks for waiting", true, false],
      ["Police report request", false, true],
    ]);
    // Another member of staff sees the shared reply only.
    expect(
      (await listOf(cookies.otherStaff)).replies.map((reply) => reply.title),
    ).toEqual(["Thanks for waiting"]);
    // The admin sees the shared set (editable) and not Sam's own.
    expect(
      (await listOf(cookies.admin)).replies.map((reply) => [
        reply.title,
        reply.editable,
      ]),
    ).toEqual([["Thanks for waiting", true]]);

    const sharedId = await idOf(cookies.staff, "Thanks for waiting");
    const ownId = await idOf(cookies.staff, "Police report request");
    const change = (cookie: string, id: string, title: string) =>
      replyPost(cookie, [
        ["intent", "change-reply"],
        ["id", id],
        ["title", title],
        ["body", "Changed."],
      ]);
    const remove = (cookie: string, id: string) =>
      replyPost(cookie, [
        ["intent", "delete-reply"],
        ["id", id],
      ]);
    expect(statusOf(await change(cookies.staff, sharedId, "Mine now"))).toBe(
      403,
    );
    expect(statusOf(await remove(cookies.staff, sharedId))).toBe(403);
    expect(statusOf(await change(cookies.otherStaff, ownId, "Olga's"))).toBe(
      404,
    );
    expect(statusOf(await remove(cookies.otherStaff, ownId))).toBe(404);
    expect(statusOf(await change(cookies.admin, ownId, "Admin's"))).toBe(404);
    const refusal = dataOf<FormResult>(
      await change(cookies.otherStaff, ownId, "Olga's"),
    );
    expect(refusal.form).toBe(`change-reply:${ownId}`);

    const changedShared = await change(cookies.admin, sharedId, "Thank you");
    expect(statusOf(changedShared)).toBe(200);
    expect(dataOf<FormResult>(changedShared)).toMatchObject({
      ok: true,
      form: `change-reply:${sharedId}`,
      toast: { title: "Reply changed" },
    });
    expect(
      (await listOf(cookies.staff)).replies.map((reply) => reply.title),
    ).toEqual(["Thank you", "Police report request"]);

    // Rows of one millisecond have no order between them: compared as sets.
    const changes = async () =>
      (await auditRows(env.database.db, auditActions.savedReplyChanged))
        .map((row) =>
          JSON.stringify([row.actor, row.subject_id, JSON.parse(row.details!)]),
        )
        .sort();
    const entry = (
      actor: string,
      id: string,
      change: string,
      shared: boolean,
    ) => JSON.stringify([actor, id, { replyId: id, change, shared }]);
    expect(await changes()).toEqual(
      [
        entry(staffIds.staff, ownId, "created", false),
        entry(staffIds.admin, sharedId, "created", true),
        entry(staffIds.admin, sharedId, "changed", true),
      ].sort(),
    );
    const audit = await auditRows(
      env.database.db,
      auditActions.savedReplyChanged,
    );
    expect(audit.every((row) => row.subject_type === "saved_reply")).toBe(true);
    const stored = JSON.stringify(audit);
    for (const words of ["Police report", "Dear", "Changed.", "Thank"])
      expect(stored).not.toContain(words);

    // The admin deletes the shared reply; staff delete their own.
    expect(statusOf(await remove(cookies.admin, sharedId))).toBe(200);
    const scratch = await replyPost(cookies.otherStaff, [
      ["intent", "create-reply"],
      ["title", "Scratch"],
      ["body", "To delete."],
    ]);
    expect(statusOf(scratch)).toBe(200);
    const scratchId = await idOf(cookies.otherStaff, "Scratch");
    expect(statusOf(await remove(cookies.otherStaff, scratchId))).toBe(200);
    expect((await listOf(cookies.otherStaff)).replies).toEqual([]);
    const olga = staffIds.otherStaff;
    expect(await changes()).toEqual(
      [
        entry(staffIds.staff, ownId, "created", false),
        entry(staffIds.admin, sharedId, "created", true),
        entry(staffIds.admin, sharedId, "changed", true),
        entry(staffIds.admin, sharedId, "deleted", true),
        entry(olga, scratchId, "created", false),
        entry(olga, scratchId, "deleted", false),
      ].sort(),
    );
  });

  it("on a record, a saved reply is filled in for its person; unknown placeholders, and a contact's missing reference, stay visible", async () => {
    const ownId = await idOf(cookies.staff, "Police report request");
    const claim = await openRecord("claim", `?reply=${ownId}`);
    const expected =
      "Dear Dorothy,\n\nPlease send the police report for CL820001. We answer within 24-48 hours. Policy: {policy_number}";
    expect(claim.draft).toEqual({ replyId: ownId, text: expected });
    expect(claim.replies).toEqual([
      {
        id: ownId,
        title: "Police report request",
        shared: false,
        text: expected,
        locale: "en",
        otherLanguage: false,
      },
    ]);

    const contact = await openRecord("contact", `?reply=${ownId}`);
    expect(contact.draft!.text).toBe(
      "Dear Ada,\n\nPlease send the police report for {reference}. We answer within 24 hours. Policy: {policy_number}",
    );
    const verification = await openRecord("verification", `?reply=${ownId}`);
    expect(verification.draft!.text).toContain(
      `Dear Mary,\n\nPlease send the police report for ${records.verification.reference}. We answer within 2-3 business days.`,
    );
    const application = await openRecord("application", `?reply=${ownId}`);
    expect(application.draft!.text).toContain(
      `Dear Katherine,\n\nPlease send the police report for ${records.application.reference}. We answer within 5 business days.`,
    );

    // Another person's reply, or none, starts no draft.
    expect(
      (await openRecord("claim", `?reply=${ownId}`, cookies.otherStaff)).draft,
    ).toBeNull();
    expect((await openRecord("claim", "?reply=unknown")).draft).toBeNull();
  });

  it("documents every placeholder the filling knows", () => {
    const documented = savedRepliesPage.placeholders.items.map(
      (item) => item.name,
    );
    expect(documented).toEqual(placeholderNames.map((name) => `{${name}}`));
    expect(
      fillPlaceholders(
        "{first_name} {first_name} {reference} {promised_time}",
        {
          first_name: "{reference}",
          reference: null,
          promised_time: "soon",
        },
      ),
    ).toBe("{reference} {reference} {reference} soon");
  });
});
