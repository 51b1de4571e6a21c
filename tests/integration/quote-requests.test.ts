import { describe, expect, it } from "vitest";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import {
  agentRequestPage,
  consentToCall,
  quoteRecord,
} from "#app/content/quote-requests.ts";
import type { Estimate } from "#app/lib/estimate/types.ts";
import { AgentRequestSchema } from "#app/lib/schemas/quote-request.ts";
import { personOf } from "#server/conversations/people.ts";
import { tokenHash } from "#server/conversations/tokens.ts";
import {
  findSavedEstimate,
  saveEstimate,
  type SavedLine,
} from "#server/quotes/saved-estimates.ts";
import { storeQuoteRequest } from "#server/quotes/quote-requests.ts";
import { inboxFilter, listInbox, inboxCounts } from "#server/staff/inboxes.ts";
import { sendStaffMessage } from "#server/conversations/conversation.ts";
import { auditActions } from "#server/staff/audit.ts";
import { exportInbox } from "#server/staff/export.ts";
import { loadSubmissionPage } from "#server/staff/submission-page.ts";
import { loadSubmission } from "#server/staff/submissions.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { purgeExpiredData } from "#server/staff/retention.ts";
import pino from "pino";
import { parseMail } from "../helpers/smtp-server.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const DAY = 86_400_000;
const staff = { id: "staff-quotes", clientIp: "198.51.100.7" };

/** An auto estimate as the engine would give it, built by hand. */
const autoEstimate: Estimate = {
  line: "auto",
  period: "month",
  plans: [
    {
      plan: "Basic",
      basePrice: 89,
      price: 107,
      low: 96,
      high: 118,
      recommended: false,
    },
    {
      plan: "Standard",
      basePrice: 149,
      price: 179,
      low: 161,
      high: 197,
      recommended: true,
    },
    {
      plan: "Premium",
      basePrice: 229,
      price: 275,
      low: 248,
      high: 303,
      recommended: false,
    },
  ],
  factors: [
    {
      question: "zip",
      label: "ZIP code",
      answer: "48226",
      multiplier: 1,
      dollars: 0,
    },
    {
      question: "youngestDriverAge",
      label: "Age of the youngest driver",
      answer: "19",
      multiplier: 1.2,
      dollars: 30,
    },
  ],
};

const autoLine: SavedLine = {
  line: "auto",
  plan: "Standard",
  answers: { zip: "48226", youngestDriverAge: "19" },
  estimate: autoEstimate,
};

const homeLine: SavedLine = {
  line: "home",
  plan: null,
  answers: { zip: "48226", rebuildValue: "300000" },
  estimate: {
    line: "home",
    period: "month",
    plans: [
      {
        plan: "Essential",
        basePrice: 79,
        price: 79,
        low: 71,
        high: 87,
        recommended: true,
      },
    ],
    factors: [
      {
        question: "zip",
        label: "ZIP code",
        answer: "48226",
        multiplier: 1,
        dollars: 0,
      },
    ],
  },
};

const delivered = async () => {
  await env.services.outbox.drain();
  return env.smtp.received.map((mail) => parseMail(mail.raw));
};

const savedToken = (text: string) =>
  /\/quote\/saved\/([a-z2-7]{52})/.exec(text)?.[1];

const request = (overrides: Record<string, unknown> = {}) =>
  AgentRequestSchema.parse({
    fullName: "Mary Jackson",
    email: "mary.quote@example.com",
    // A phone number given, but email chosen and no consent: email only.
    phone: "(313) 555-0142",
    channel: "email",
    time: "morning",
    consent: false,
    ...overrides,
  });

describe("saved estimates", () => {
  it("saves with a Q- reference, emails the link to the address given, keeps only the token's hash and no address, and reopens from the emailed link", async () => {
    const saved = await saveEstimate(env.services, {
      line: autoLine,
      email: "visitor@example.com",
    });
    expect(saved.reference).toMatch(/^Q-\d{6}$/);
    expect(saved.added).toBe(false);

    const [mail, ...others] = await delivered();
    expect(others).toHaveLength(0);
    expect(mail!.headers.get("to")).toBe("visitor@example.com");
    expect(mail!.headers.get("subject")).toBe(
      `Your saved estimate ${saved.reference}`,
    );
    const token = savedToken(mail!.text)!;
    expect(token).toBe(saved.token);

    // At rest: the hash of the token, never the token or the address.
    const row = await env.database.db
      .selectFrom("saved_estimates")
      .selectAll()
      .where("reference", "=", saved.reference)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(tokenHash(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain("visitor@example.com");

    const reopened = await findSavedEstimate(env.database.db, token);
    expect(reopened).toMatchObject({
      reference: saved.reference,
      lines: [autoLine],
    });
    // A token of the right shape that was never given opens nothing; a wrong shape is refused unread.
    expect(
      await findSavedEstimate(
        env.database.db,
        token.replace(/^./, (c) => (c === "a" ? "b" : "a")),
      ),
    ).toBeUndefined();
    expect(
      await findSavedEstimate(env.database.db, "Q-123456"),
    ).toBeUndefined();
  });

  it("saves without an email: a reference and a link, and no mail", async () => {
    const saved = await saveEstimate(env.services, { line: autoLine });
    expect(saved.reference).toMatch(/^Q-\d{6}$/);
    expect(await delivered()).toHaveLength(0);
    expect(await findSavedEstimate(env.database.db, saved.token)).toBeDefined();
  });

  it("adds a second line to a saved estimate, keeping its reference and link; the same line again replaces it", async () => {
    const first = await saveEstimate(env.services, { line: autoLine });
    const second = await saveEstimate(env.services, {
      line: homeLine,
      addTo: first.token,
    });
    expect(second).toMatchObject({
      reference: first.reference,
      token: first.token,
      added: true,
    });
    const again = await saveEstimate(env.services, {
      line: { ...autoLine, plan: "Premium" },
      addTo: first.token,
    });
    expect(again.added).toBe(true);
    const reopened = await findSavedEstimate(env.database.db, first.token);
    expect(reopened!.lines.map((line) => [line.line, line.plan])).toEqual([
      ["home", null],
      ["auto", "Premium"],
    ]);
  });

  it("saves a new estimate when the one to add to has expired, and retention deletes expired ones", async () => {
    const old = await saveEstimate(
      env.services,
      { line: autoLine },
      new Date(Date.now() - 91 * DAY),
    );
    expect(await findSavedEstimate(env.database.db, old.token)).toBeUndefined();
    const fresh = await saveEstimate(env.services, {
      line: homeLine,
      addTo: old.token,
    });
    expect(fresh).toMatchObject({ added: false, addToExpired: true });
    expect(fresh.reference).not.toBe(old.reference);

    const report = await purgeExpiredData(
      {
        db: env.database.db,
        dialect: env.database.dialect,
        storage: env.services.storage,
        logger: pino({ level: "silent" }),
        authSecret: env.services.secrets.authSecret,
      },
      {
        verificationDays: 180,
        applicationDays: 365,
        quoteRequestDays: 180,
        claimDays: 2557,
        contactDays: 731,
        complaintDays: 731,
        trigger: "test",
      },
    );
    expect(report.savedEstimates).toBeGreaterThanOrEqual(1);
    const left = await env.database.db
      .selectFrom("saved_estimates")
      .select("reference")
      .where("reference", "in", [old.reference, fresh.reference])
      .execute();
    expect(left.map((row) => row.reference)).toEqual([fresh.reference]);
  });
});

describe("requests for an agent", () => {
  async function saved(lines: SavedLine[]) {
    const first = await saveEstimate(env.services, { line: lines[0]! });
    for (const line of lines.slice(1))
      await saveEstimate(env.services, { line, addTo: first.token });
    const estimate = (await findSavedEstimate(env.database.db, first.token))!;
    return { estimate, token: first.token };
  }

  const rowOf = (email: string) =>
    env.database.db
      .selectFrom("quote_requests")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();

  it("without the consent box: accepted for email only, and the record, the inbox and both emails say so", async () => {
    const { estimate, token } = await saved([autoLine]);
    const input = request({ email: "no.calls@example.com" });
    const stored = await storeQuoteRequest(env.services, {
      saved: estimate,
      token,
      estimate: { lines: estimate.lines, bundle: null },
      input,
    });
    expect(stored).toEqual({ reference: estimate.reference, duplicate: false });

    const row = await rowOf("no.calls@example.com");
    expect(Boolean(row.consent_to_call)).toBe(false);
    expect(row.consent_text).toBeNull();
    expect(row.status).toBe("new");
    expect(row.phone).toBe("3135550142");

    const mails = await delivered();
    const toPerson = mails.find(
      (mail) => mail.headers.get("to") === "no.calls@example.com",
    )!;
    expect(toPerson.headers.get("subject")).toBe(
      `We received your request for an agent (${estimate.reference})`,
    );
    expect(toPerson.text).toContain("we will contact you by email only");
    expect(savedToken(toPerson.text)).toBe(token);
    const toStaff = mails.find((mail) => mail !== toPerson)!;
    expect(toStaff.headers.get("to")).toBe(
      env.services.config.staffNotifyEmail,
    );
    expect(toStaff.text).toContain(`Contact by: ${quoteRecord.emailOnly}`);

    const view = await loadSubmission(env.services, "quote", row.id, staff);
    expect(view!.reference).toBe(estimate.reference);
    // Opening it is audited, like every record (issue 23).
    const opened = await env.database.db
      .selectFrom("audit_log")
      .select(["actor", "subject_type"])
      .where("action", "=", auditActions.quoteViewed)
      .where("subject_id", "=", row.id)
      .execute();
    expect(opened).toEqual([{ actor: staff.id, subject_type: "quote" }]);
    expect(view!.notice).toBe("May not be called or texted: email only");
    expect(view!.fields).toContainEqual({
      label: quoteRecord.labels.consent,
      value: "May not be called or texted: email only",
    });
    const shown = view!.fields.find(
      (field) => field.label === quoteRecord.labels.estimate,
    )!.value;
    expect(shown).toContain("Standard: $161 to $197 a month (recommended)");
    const answers = view!.fields.find(
      (field) => field.label === quoteRecord.labels.answers,
    )!.value;
    expect(answers).toContain("Age of the youngest driver: 19");
    expect(answers).toContain("ZIP code: 48226");

    const { rows } = await listInbox(
      env.database.db,
      "quote",
      inboxFilter("quote", { q: "no.calls", status: "", page: 1 }),
      1,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells).toMatchObject({
      reference: estimate.reference,
      name: "Mary Jackson",
      line: "Auto Insurance",
      contactBy: "May not be called or texted: email only",
      status: "New",
    });

    // The export: every column but the answers and the estimate, consent as yes or no.
    const csv = await (
      await exportInbox(
        env.services,
        "quote",
        inboxFilter("quote", { q: "no.calls", status: "", page: 1 }),
        staff,
      )
    ).text();
    const [header, line] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      "id,reference,created_at,status,line,full_name,email,phone,preferred_channel,preferred_time,consent_to_call",
    );
    expect(line).toContain(
      ",auto,Mary Jackson,no.calls@example.com,3135550142,email,morning,no",
    );
    expect(csv).not.toContain("youngestDriverAge");

    // The conversation knows the person behind it.
    expect(
      await personOf(env.database.db, { kind: "quote", id: row.id }),
    ).toEqual({
      email: "no.calls@example.com",
      fullName: "Mary Jackson",
      firstName: "Mary",
      reference: estimate.reference,
      locale: "en",
    });
  });

  it("with the consent box: the channel chosen, the words agreed to kept, and the bundle as shown", async () => {
    const { estimate, token } = await saved([autoLine, homeLine]);
    const bundle = {
      estimates: estimate.lines.flatMap((line) =>
        line.estimate ? [line.estimate] : [],
      ),
      discountRate: 0.1,
      monthlyLow: 232,
      monthlyHigh: 284,
      discountedLow: 209,
      discountedHigh: 256,
    };
    await storeQuoteRequest(env.services, {
      saved: estimate,
      token,
      estimate: { lines: estimate.lines, bundle },
      input: request({
        email: "calls.ok@example.com",
        channel: "text",
        consent: true,
      }),
    });
    const row = await rowOf("calls.ok@example.com");
    expect(Boolean(row.consent_to_call)).toBe(true);
    expect(row.consent_text).toBe(consentToCall);
    const mails = await delivered();
    const toPerson = mails.find(
      (mail) => mail.headers.get("to") === "calls.ok@example.com",
    )!;
    expect(toPerson.text).toContain("we will contact you by text message");
    expect(toPerson.text).toContain("Auto Insurance and Home Insurance");

    const view = await loadSubmission(env.services, "quote", row.id, staff);
    const value = (label: string) =>
      view!.fields.find((field) => field.label === label)?.value;
    expect(value(quoteRecord.labels.consent)).toBe(quoteRecord.consentGiven);
    expect(view!.notice).toBeUndefined();
    expect(value(quoteRecord.labels.channel)).toBe("Text message");
    expect(value(quoteRecord.labels.estimate)).toContain(
      "Bundle: 10% off, $209 to $256 a month together",
    );
    const { rows } = await listInbox(
      env.database.db,
      "quote",
      inboxFilter("quote", { q: estimate.reference, status: "", page: 1 }),
      1,
    );
    expect(rows[0]!.cells.contactBy).toBe("Text message");
  });

  it("answers a request in full by email, and audits each view of its record", async () => {
    const { estimate, token } = await saved([autoLine]);
    await storeQuoteRequest(env.services, {
      saved: estimate,
      token,
      estimate: { lines: estimate.lines, bundle: null },
      input: request({ email: "answered.quote@example.com" }),
    });
    const row = await rowOf("answered.quote@example.com");
    await delivered();
    env.smtp.received.length = 0;
    const now = new Date().toISOString();
    await env.database.db
      .insertInto("user")
      .values({
        id: staff.id,
        name: "Quinn Quotes",
        email: "quinn.quotes@example.com",
        emailVerified: 1,
        image: null,
        createdAt: now,
        updatedAt: now,
        role: "staff",
      })
      .onConflict((c) => c.column("id").doNothing())
      .execute();
    const subject = { kind: "quote" as const, id: row.id };
    const body =
      "Dear Mary,\n\nYour auto quote is $158 a month for the Standard plan.";
    expect(
      await sendStaffMessage(env.services, {
        subject,
        message: StaffMessageSchema.parse({ body, requests: [] }),
        actor: staff,
      }),
    ).toMatchObject({ ok: true });
    const [mail, ...others] = await delivered();
    expect(others).toHaveLength(0);
    expect(mail!.headers.get("to")).toBe("answered.quote@example.com");
    expect(mail!.headers.get("subject")).toBe(
      `Re: Your request for an agent (${estimate.reference})`,
    );
    expect(mail!.text).toContain("Your auto quote is $158 a month");
    expect(mail!.headers.get("reply-to")).toMatch(/^reply\+[a-z2-7]{52}@/);

    const page = await loadSubmissionPage(env.services, subject, staff, null);
    expect(page!.conversation.messages).toHaveLength(1);
    const audits = await env.database.db
      .selectFrom("audit_log")
      .select("action")
      .where("subject_type", "=", "quote")
      .where("subject_id", "=", row.id)
      .execute();
    expect(audits.map((audit) => audit.action)).toEqual(
      expect.arrayContaining([
        auditActions.messageSent,
        auditActions.conversationViewed,
      ]),
    );
  });

  it("checks the form: a call or a text needs a phone number and the consent, each said at its field; email needs neither; a phone number is a US one", () => {
    const errors = (overrides: Record<string, unknown>) =>
      AgentRequestSchema.safeParse({
        fullName: "Mary Jackson",
        email: "mary@example.com",
        channel: "phone",
        time: "any",
        ...overrides,
      }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    const { phoneForCalls, consentForCalls } = agentRequestPage.messages;
    expect(phoneForCalls).toBe(
      "Please give a phone number for calls or texts, or choose email",
    );
    for (const channel of ["phone", "text"]) {
      expect(errors({ channel })).toEqual([
        ["phone", phoneForCalls],
        ["consent", consentForCalls],
      ]);
      expect(errors({ channel, consent: false })).toEqual([
        ["phone", phoneForCalls],
        ["consent", consentForCalls],
      ]);
      expect(errors({ channel, consent: true })).toEqual([
        ["phone", phoneForCalls],
      ]);
      expect(errors({ channel, phone: "313 555 0142" })).toEqual([
        ["consent", consentForCalls],
      ]);
      expect(
        errors({ channel, phone: "313 555 0142", consent: true }),
      ).toBeUndefined();
    }
    expect(errors({ channel: "email" })).toBeUndefined();
    expect(errors({ channel: "email", phone: "313 555 0142" })).toBeUndefined();
    expect(errors({ consent: true, phone: "555-0142" })).toEqual([
      ["phone", agentRequestPage.messages.invalidPhone],
    ]);
    expect(errors({ consent: true, phone: "+1 313 555 0142" })).toBeUndefined();
  });

  it("moves through the Quotes workflow, counts as new until then, and is deleted with its conversation after its retention", async () => {
    const { estimate, token } = await saved([autoLine]);
    await storeQuoteRequest(env.services, {
      saved: estimate,
      token,
      estimate: { lines: estimate.lines, bundle: null },
      input: request({ email: "workflow.quote@example.com" }),
    });
    const row = await rowOf("workflow.quote@example.com");
    const before = (await inboxCounts(env.database.db)).quote;
    expect(
      await changeStatus(env.services, {
        kind: "quote",
        id: row.id,
        to: "contacted",
        actor: staff,
      }),
    ).toMatchObject({ ok: true, changed: true, from: "new", to: "contacted" });
    expect((await inboxCounts(env.database.db)).quote).toEqual({
      new: before.new - 1,
      open: before.open,
      replied: before.replied,
    });
    expect(
      await changeStatus(env.services, {
        kind: "quote",
        id: row.id,
        to: "resolved",
        actor: staff,
      }),
    ).toEqual({ ok: false, reason: "invalid_status" });

    await env.database.db
      .updateTable("quote_requests")
      .set({ created_at: new Date(Date.now() - 181 * DAY).toISOString() })
      .where("id", "=", row.id)
      .execute();
    const report = await purgeExpiredData(
      {
        db: env.database.db,
        dialect: env.database.dialect,
        storage: env.services.storage,
        logger: pino({ level: "silent" }),
        authSecret: env.services.secrets.authSecret,
      },
      {
        verificationDays: 180,
        applicationDays: 365,
        quoteRequestDays: 180,
        claimDays: 2557,
        contactDays: 731,
        complaintDays: 731,
        trigger: "test",
      },
    );
    expect(report.quoteRequests).toMatchObject({ days: 180, rows: 1 });
    expect(
      await env.database.db
        .selectFrom("quote_requests")
        .select("id")
        .where("id", "=", row.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await env.database.db
        .selectFrom("status_changes")
        .select("id")
        .where("subject_type", "=", "quote")
        .where("subject_id", "=", row.id)
        .execute(),
    ).toEqual([]);
    const audit = await env.database.db
      .selectFrom("audit_log")
      .select(["details"])
      .where("action", "=", "retention.purged")
      .where("subject_id", "=", "quote")
      .execute();
    expect(audit.map((a) => JSON.parse(a.details!))).toContainEqual(
      expect.objectContaining({ quoteRequests: 1, retentionDays: 180 }),
    );
  });
});
