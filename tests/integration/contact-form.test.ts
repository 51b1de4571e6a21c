import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { contactForm } from "#server/forms/contact.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { formContext } from "../helpers/form-context.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

let client = 0;
const post = (fields: Record<string, string>, ip = `203.0.113.${++client}`) =>
  handleForm(
    {
      request: new Request("http://localhost/contact", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      context: formContext(env.services, ip),
    },
    contactForm,
  );
const valid = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  message: "Please tell me about life insurance.",
};
const count = async () =>
  Number(
    (
      await env.database.db
        .selectFrom("contact_submissions")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the contact form's server step", () => {
  it("stores a valid message and answers with the spec's toast", async () => {
    const answer = await post(valid);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      form: "contact",
      ok: true,
      reference: expect.stringMatching(/^CT-\d{6}$/),
      toast: {
        type: "success",
        title: "Message sent successfully!",
        description: "We'll get back to you within 24 hours.",
        action: { label: "Close" },
      },
    });
    expect(await count()).toBe(1);
  });

  it.each([
    [{ fullName: "A" }, { fullName: "Name must be at least 2 characters" }],
    [{ email: "ada@" }, { email: "Please enter a valid email address" }],
    [
      { message: "Too short" },
      { message: "Message must be at least 10 characters" },
    ],
  ])(
    "refuses %o with its message and keeps every value",
    async (change, errors) => {
      const answer = await post({ ...valid, ...change });
      expect(answer.status).toBe(400);
      expect(answer.result).toEqual({
        form: "contact",
        ok: false,
        fieldErrors: errors,
        values: { ...valid, ...change },
      });
    },
  );

  it("drops what a robot sends through the honeypot, answering as if it worked", async () => {
    const before = await count();
    const answer = await post({
      ...valid,
      message: "Buy cheap watches now!!!",
      website: "http://spam.example",
    });
    expect(answer.result.ok).toBe(true);
    expect(await count()).toBe(before);
  });

  it("limits one client to five messages in ten minutes, with a readable 429", async () => {
    const ip = "192.0.2.55";
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await post(
          { ...valid, message: `Message number ${i} for the limit.` },
          ip,
        ),
      );
    expect(answers.slice(0, 5).every((a) => a.status === 200)).toBe(true);
    expect(answers[5]!.status).toBe(429);
    expect(new Headers(answers[5]!.headers).get("Retry-After")).toMatch(
      /^\d+$/,
    );
    expect(answers[5]!.result).toMatchObject({
      ok: false,
      values: { fullName: "Ada Lovelace" },
      toast: { title: "Too Many Attempts" },
    });
  });

  it("counts a message while SMTP is down and emails staff once, when SMTP is back", async () => {
    const before = await count();
    await env.smtp.stop();
    let answer;
    try {
      answer = await post({ ...valid, email: "down@example.com" });
      expect(answer.status).toBe(200);
      expect(answer.result.ok).toBe(true);
      // The worker's turn while SMTP is away sends nothing and loses nothing.
      expect(await env.services.outbox.drain()).toBe(0);
    } finally {
      await env.smtp.start();
    }
    expect(await count()).toBe(before + 1);
    const pending = await env.database.db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .execute();
    // Staff's note and the sender's acknowledgement.
    expect(pending).toHaveLength(2);
    // The retry waits for its backoff; delivering now stands in for the worker's next turn.
    for (const mail of pending)
      expect(await env.services.outbox.deliver(mail.id)).toBe(true);
    // Further turns send them no more.
    await env.services.outbox.drain();
    expect(await env.services.outbox.deliver(pending[0]!.id)).toBe(false);
    expect(env.smtp.received.map((mail) => mail.envelope.to[0]).sort()).toEqual(
      ["down@example.com", "staff@example.com"],
    );
  });

  it("stores the message under its CT- reference and acknowledges it to the sender with the reference, the promised time and their words", async () => {
    env.smtp.received.length = 0;
    const message = "Could you explain the flood cover's waiting period?";
    const answer = await post({
      ...valid,
      email: "ack@example.com",
      message,
    });
    expect(answer.result.ok).toBe(true);
    const reference = answer.result.ok ? answer.result.reference : undefined;
    expect(reference).toMatch(/^CT-\d{6}$/);
    const row = await env.database.db
      .selectFrom("contact_submissions")
      .select(["reference", "email"])
      .where("reference", "=", reference!)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe("ack@example.com");

    await env.services.outbox.drain();
    const mails = env.smtp.received.filter(
      (mail) => mail.envelope.to[0] === "ack@example.com",
    );
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw.replace(/=\r?\n/g, "");
    expect(raw).toContain(`We received your message (${reference})`);
    expect(raw).toContain("within 24 hours");
    expect(raw).toContain(message);
    const toStaff = env.smtp.received.find(
      (mail) => mail.envelope.to[0] === "staff@example.com",
    );
    expect(toStaff?.raw).toContain(reference!);
  });

  it("keeps the values and shows the failure toast when the database write fails", async () => {
    await sql`alter table contact_submissions rename to contact_submissions_away`.execute(
      env.database.db,
    );
    try {
      const answer = await post({
        ...valid,
        message: "This one cannot be stored right now.",
      });
      expect(answer.status).toBe(500);
      expect(answer.result).toMatchObject({
        ok: false,
        values: { ...valid, message: "This one cannot be stored right now." },
        toast: { title: "There was an error sending your message" },
      });
    } finally {
      await sql`alter table contact_submissions_away rename to contact_submissions`.execute(
        env.database.db,
      );
    }
  });
});
