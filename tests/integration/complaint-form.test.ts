import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { emailWords as spanishWords } from "#app/content/es/emails.ts";
import { complaintForm as spanishTexts } from "#app/content/es/complaints.ts";
import { validationMessages as spanishMessages } from "#app/content/es/validation.ts";
import { emailWords } from "#app/content/emails.ts";
import { validationMessages } from "#app/content/validation.ts";
import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import { startingClock } from "#app/lib/staff/promises.ts";
import { decryptText, columnContext } from "#server/crypto.ts";
import { complaintForm } from "#server/forms/complaint.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { readDocument } from "#server/storage/documents.ts";
import {
  formRequest,
  sampleExecutable,
  samplePdf,
  samplePng,
} from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { samePicture } from "../helpers/images.ts";
import { parseMail } from "../helpers/smtp-server.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

const valid = {
  fullName: "Katherine Johnson",
  email: "katherine@example.com",
  phone: "313-555-0177",
  about: "claim",
  ourReference: "cl 012345",
  whatHappened:
    "My claim was closed without anyone calling me back, although I sent every document asked for.",
  putRight: "Look at my claim again and tell me why it was closed.",
};
type Fields = Partial<Record<keyof typeof valid, string | undefined>>;

const file = (name: string, bytes: Uint8Array, type = "") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const letter = () => file("letter.pdf", samplePdf(), "application/pdf");
const photo = () => file("damage.png", samplePng(), "image/png");

let client = 0;
/** Posts the complaint as the browser does (multipart, fields in the form's order, then the files), to its page in `language`. */
const post = (
  fields: Fields = {},
  documents: File[] = [],
  {
    ip = `203.0.113.${++client}`,
    page = "/complaints",
  }: { ip?: string; page?: string } = {},
) => {
  const entries: Array<[string, string | File]> = [];
  for (const [name, value] of Object.entries({ ...valid, ...fields }))
    if (value !== undefined) entries.push([name, value]);
  for (const document of documents) entries.push(["documents", document]);
  return handleForm(
    {
      request: formRequest(`http://localhost${page}`, entries),
      context: formContext(env.services, ip),
    },
    complaintForm,
  );
};

const count = async (table: "complaints" | "conversation_files" | "outbox") =>
  Number(
    (
      await env.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = () => {
  const dir = path.join(env.database.dataDir, "storage", "conversations");
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
};
/** What exists after a post: rows, stored files and queued emails. */
const stored = async () => ({
  complaints: await count("complaints"),
  files: await count("conversation_files"),
  documents: storedFiles(),
  outbox: await count("outbox"),
});
const mailsTo = (address: string) =>
  env.smtp.received
    .filter((mail) => mail.envelope.to[0] === address)
    .map((mail) => parseMail(mail.raw));
const complaintOf = (reference: string) =>
  env.database.db
    .selectFrom("complaints")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();

describe("the complaint form's server step", () => {
  it("stores a complaint under a CP- reference with its clock started, and emails staff and the person in English", async () => {
    const answer = await post();
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      form: "complaint",
      ok: true,
      toast: { type: "success", title: "Complaint Received" },
    });
    if (!answer.result.ok) return;
    const reference = answer.result.reference!;
    expect(reference).toMatch(/^CP-\d{6}$/);
    expect(answer.result.toast?.description).toBe(
      `We have received your complaint. Reference: ${reference}`,
    );

    const row = await complaintOf(reference);
    expect(row).toMatchObject({
      full_name: "Katherine Johnson",
      email: "katherine@example.com",
      phone: "313-555-0177",
      about: "claim",
      // As people type it, stored as we write it.
      our_reference: "CL012345",
      what_happened: valid.whatHappened,
      put_right: valid.putRight,
      status: "received",
      locale: "en",
      outcome: null,
      closed_at: null,
    });
    // The promise clock (acknowledged within one business day) runs from arrival.
    expect({ due_at: row.due_at, at_risk_at: row.at_risk_at }).toEqual(
      startingClock("complaint", new Date(row.created_at)),
    );

    await env.services.outbox.drain();
    const [person] = mailsTo("katherine@example.com");
    expect(person?.headers.get("subject")).toBe(
      emailWords.complaintPerson.subject(reference),
    );
    const text = person!.text.replace(/\s+/g, " ");
    expect(text).toContain(reference);
    expect(text).toContain("within one business day");
    expect(text).toContain("final answer within 30 days");
    expect(text).toContain(
      "https://www.michigan.gov/difs/consumers/complaints",
    );
    // What they wrote stays with us.
    expect(text).not.toContain(valid.whatHappened);
    const staff = mailsTo("staff@example.com").find((mail) =>
      mail.headers.get("subject")?.includes(reference),
    );
    expect(staff?.headers.get("subject")).toBe(
      `New complaint ${reference}: A claim`,
    );
    expect(staff?.text).toContain("CL012345");
    expect(staff?.text).not.toContain(valid.whatHappened);
  });

  it("answers a complaint from the Spanish page in Spanish, stores its language and acknowledges it in Spanish", async () => {
    const answer = await post(
      { email: "maria@example.com", ourReference: "" },
      [],
      { page: "/es/complaints" },
    );
    expect(answer.status).toBe(200);
    if (!answer.result.ok) throw new Error("not stored");
    const reference = answer.result.reference!;
    expect(answer.result.toast).toEqual(spanishTexts.success(reference));
    const row = await complaintOf(reference);
    expect(row).toMatchObject({ locale: "es", our_reference: null });

    await env.services.outbox.drain();
    const [person] = mailsTo("maria@example.com");
    expect(person?.headers.get("subject")).toBe(
      spanishWords.complaintPerson.subject(reference),
    );
    expect(person?.text).toContain(spanishWords.greeting("Katherine Johnson"));
    expect(person?.text).toContain("en un plazo de un día hábil");
    expect(person?.text).not.toContain("Thank you");
    // Staff read English, told the person's language.
    const staff = mailsTo("staff@example.com").find((mail) =>
      mail.headers.get("subject")?.includes(reference),
    );
    expect(staff?.text).toContain("Spanish");
  });

  it("answers bad input in Spanish on the Spanish page, naming the field", async () => {
    const answer = await post({ about: "" }, [], { page: "/es/complaints" });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { about: spanishMessages.complaint.about },
    });
  });

  it("keeps the documents as the person's first message on the complaint's conversation, encrypted", async () => {
    const answer = await post({ email: "docs@example.com" }, [
      letter(),
      photo(),
    ]);
    expect(answer.status).toBe(200);
    if (!answer.result.ok) throw new Error("not stored");
    expect(answer.result.filesReceived).toEqual(["letter.pdf", "damage.png"]);
    const complaint = await complaintOf(answer.result.reference!);

    const messages = await env.database.db
      .selectFrom("conversation_messages")
      .selectAll()
      .where("subject_type", "=", "complaint")
      .where("subject_id", "=", complaint.id)
      .execute();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({
      author: "person",
      channel: "web",
      author_id: null,
      created_at: complaint.created_at,
    });
    // The body is sealed to its row, as every message's; this one is empty.
    expect(
      decryptText(
        message!.body,
        env.services.secrets.dataEncryptionKeys,
        columnContext("conversation_messages", "body", message!.id),
      ),
    ).toBe("");

    const files = await env.database.db
      .selectFrom("conversation_files")
      .selectAll()
      .where("subject_type", "=", "complaint")
      .where("subject_id", "=", complaint.id)
      .orderBy("file_name")
      .execute();
    expect(
      files.map((row) => [row.file_name, row.content_type, row.message_id]),
    ).toEqual([
      ["damage.png", "image/png", message!.id],
      ["letter.pdf", "application/pdf", message!.id],
    ]);
    for (const row of files) {
      expect(row.request_id).toBeNull();
      expect(row.storage_key).not.toContain(row.file_name);
      const plain = (await readDocument(
        env.services,
        "conversations",
        row.storage_key,
      ))!;
      expect(Number(row.size_bytes)).toBe(plain.length);
      if (row.file_name === "damage.png")
        expect(await samePicture(plain, samplePng())).toBe(true);
      else expect(plain).toEqual(Buffer.from(samplePdf()));
    }
    // Encrypted at rest: the stored bytes are not the PDF.
    const letterRow = files.find((row) => row.file_name === "letter.pdf")!;
    const raw = await env.services.storage.get(
      "conversations",
      letterRow.storage_key,
    );
    expect(raw).not.toBeNull();
    expect(Buffer.from(raw!).includes(Buffer.from(samplePdf()))).toBe(false);

    await env.services.outbox.drain();
    const [person] = mailsTo("docs@example.com");
    expect(person?.text).toContain(
      "We received these 2 files with your complaint:\n\n- letter.pdf\n- damage.png",
    );
  });

  it.each([
    [
      "a reference that is not ours",
      { ourReference: "XY-123456" },
      { ourReference: validationMessages.complaint.ourReference },
    ],
    [
      "no email",
      { email: "" },
      { email: "Please enter a valid email address" },
    ],
    ["no topic", { about: "" }, { about: validationMessages.complaint.about }],
    [
      "what happened left empty",
      { whatHappened: " " },
      { whatHappened: validationMessages.complaint.whatHappened },
    ],
    [
      "what would put it right too long",
      { putRight: "x".repeat(2001) },
      { putRight: validationMessages.complaint.putRightLength },
    ],
  ] as Array<[string, Fields, Record<string, string>]>)(
    "refuses %s naming the field, keeps the values and stores nothing",
    async (_name, change, errors) => {
      const before = await stored();
      const answer = await post(change, [letter()]);
      expect(answer.status).toBe(400);
      const sent = Object.fromEntries(
        Object.entries({ ...valid, ...change }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      expect(answer.result).toEqual({
        form: "complaint",
        ok: false,
        fieldErrors: errors,
        values: sent,
      });
      expect(await stored()).toEqual(before);
    },
  );

  it("refuses a 10 MB text field with 413, naming it, and stores nothing", async () => {
    const before = await stored();
    const answer = await post({ whatHappened: "x".repeat(10 * MEGABYTE) }, [
      letter(),
    ]);
    expect(answer.status).toBe(413);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { whatHappened: "A field is too long" },
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses a wrong file type, by its name or by its bytes, naming the field, and stores nothing", async () => {
    const before = await stored();
    for (const wrong of [
      file("notes.docx", samplePdf()),
      file("letter.pdf", sampleExecutable(), "application/pdf"),
    ]) {
      const answer = await post({}, [letter(), wrong]);
      expect(answer.status).toBe(415);
      expect(answer.result).toMatchObject({
        ok: false,
        fieldErrors: {
          documents:
            "Invalid file type. Accepted types: .png, .jpg, .jpeg, .pdf",
        },
        values: valid,
      });
    }
    expect(await stored()).toEqual(before);
  });

  it("stores a complaint sent twice with the same token once", async () => {
    const token = "c".repeat(32);
    const fields = { email: "twice@example.com", formToken: token } as Fields;
    const first = await post(fields, [letter()]);
    const second = await post(fields, [letter()]);
    expect(first.result.ok && second.result.ok).toBe(true);
    expect(second.result).toEqual(first.result);
    const rows = await env.database.db
      .selectFrom("complaints")
      .select("id")
      .where("email", "=", "twice@example.com")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("drops what a robot sends through the honeypot, answering as if it worked", async () => {
    const before = await stored();
    const answer = await post({ website: "http://spam.example" } as Fields, [
      letter(),
    ]);
    expect(answer.result).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^CP-\d{6}$/),
      toast: { title: "Complaint Received" },
    });
    expect(await stored()).toEqual(before);
  });

  it("limits one client to five complaints in ten minutes, with a readable 429", async () => {
    const ip = "192.0.2.88";
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await post({ email: `limit${i}@example.com` }, [], { ip }));
    expect(answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 429,
    ]);
    expect(answers[5]!.result).toMatchObject({
      ok: false,
      toast: { title: "Too Many Attempts" },
    });
  });
});
