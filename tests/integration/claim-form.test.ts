import { readdirSync } from "node:fs";
import path from "node:path";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { company } from "#app/content/company.ts";
import { todayIn } from "#app/lib/today.ts";
import { validationMessages } from "#app/content/validation.ts";
import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import { INVALID_PHONE_MESSAGE } from "#app/lib/schemas/phone.ts";
import { claimForm } from "#server/forms/claim.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { readDocument } from "#server/storage/documents.ts";
import {
  formRequest,
  sampleExecutable,
  sampleJpeg,
  samplePdf,
  samplePng,
} from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { samePicture } from "../helpers/images.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";
import { parseMail } from "../helpers/smtp-server.ts";

const env = useSubmissionEnvironment();

const valid = {
  claimType: "home",
  policyNumber: "HL-1234567",
  incidentDate: "2026-01-15",
  description: "A tree fell on the garage roof during the storm last night.",
  claimantName: "Dorothy Vaughan",
  claimantEmail: "dorothy@example.com",
  claimantPhone: "313-555-0199",
  agreement: "on",
};
type Fields = Partial<Record<keyof typeof valid, string | undefined>>;

const file = (name: string, bytes: Uint8Array, type = "") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
const photo = () => file("roof.png", samplePng(), "image/png");
const estimate = () => file("estimate.pdf", samplePdf(), "application/pdf");

let client = 0;
/** Posts the claim as the browser does (multipart, fields in the form's order, then the files). */
const post = (
  fields: Fields = {},
  documents: File[] = [],
  ip = `203.0.113.${++client}`,
) => {
  const entries: Array<[string, string | File]> = [];
  for (const [name, value] of Object.entries({ ...valid, ...fields }))
    if (value !== undefined) entries.push([name, value]);
  for (const document of documents) entries.push(["documents", document]);
  return handleForm(
    {
      request: formRequest("http://localhost/file-a-claim", entries),
      context: formContext(env.services, ip),
    },
    claimForm,
  );
};

const claimsCount = async () =>
  Number(
    (
      await env.database.db
        .selectFrom("claims")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const storedFiles = () => {
  const dir = path.join(env.database.dataDir, "storage", "claims");
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
};
const mails = () =>
  env.smtp.received.map((mail) => ({
    to: mail.envelope.to,
    ...parseMail(mail.raw),
  }));

describe("the claim form's server step", () => {
  it("stores a claim with two documents, answers with a CL reference and emails it to the claimant", async () => {
    const answer = await post({}, [photo(), estimate()]);
    expect(answer.status).toBe(200);
    expect(answer.result.ok).toBe(true);
    if (!answer.result.ok) return;
    const reference = answer.result.reference!;
    expect(reference).toMatch(/^CL\d{6}$/);
    expect(answer.result.toast).toEqual({
      type: "success",
      title: "Claim Submitted Successfully",
      description: `Your home insurance claim has been submitted. Reference: ${reference}`,
    });
    // The success panel names what was received, in the order sent (issue 36).
    expect(answer.result.filesReceived).toEqual(["roof.png", "estimate.pdf"]);

    const claim = await env.database.db
      .selectFrom("claims")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      claim_type: "home",
      policy_number: "HL-1234567",
      incident_date: "2026-01-15",
      description: valid.description,
      claimant_name: "Dorothy Vaughan",
      claimant_email: "dorothy@example.com",
      claimant_phone: "313-555-0199",
      status: "submitted",
    });
    const files = await env.database.db
      .selectFrom("claim_files")
      .selectAll()
      .where("claim_id", "=", claim.id)
      .execute();
    expect(files.map((f) => [f.file_name, f.content_type]).sort()).toEqual([
      ["estimate.pdf", "application/pdf"],
      ["roof.png", "image/png"],
    ]);
    for (const stored of files) {
      expect(stored.storage_key).not.toContain(stored.file_name);
      const plain = (await readDocument(
        env.services,
        "claims",
        stored.storage_key,
      ))!;
      // The size of what is stored: a photo is re-encoded without its metadata.
      expect(Number(stored.size_bytes)).toBe(plain.length);
      if (stored.file_name === "roof.png")
        expect(await samePicture(plain, samplePng())).toBe(true);
      else expect(plain).toEqual(Buffer.from(samplePdf()));
    }

    await env.services.outbox.drain();
    const claimant = mails().find((m) => m.to[0] === "dorothy@example.com");
    expect(claimant?.text).toContain(reference);
    expect(claimant?.headers.get("subject")).toContain("home insurance claim");
    // And so does the acknowledgement, by name only: the files stay with us.
    expect(claimant?.text).toContain(
      "We received these 2 files with your claim:\n\n- roof.png\n- estimate.pdf",
    );
    const staff = mails().find((m) => m.to[0] === "staff@example.com");
    expect(staff?.text).toContain(reference);
  });

  it("takes a claim without documents or phone, of the default type auto", async () => {
    const answer = await post({
      claimType: undefined,
      claimantPhone: "",
      policyNumber: "AU-7654321",
      incidentDate: todayIn(),
    });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      ok: true,
      toast: {
        description: expect.stringMatching(
          /^Your auto insurance claim has been submitted\. Reference: CL\d{6}$/,
        ),
      },
    });
    const claim = await env.database.db
      .selectFrom("claims")
      .selectAll()
      .where("policy_number", "=", "AU-7654321")
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({ claim_type: "auto", claimant_phone: null });
  });

  it.each([
    [{ claimType: "boat" }, { claimType: "Please choose a claim type" }],
    [{ policyNumber: " " }, { policyNumber: "Policy number is required" }],
    [
      { policyNumber: "12345" },
      { policyNumber: validationMessages.policyNumber },
    ],
    [
      { policyNumber: "P".repeat(41) },
      { policyNumber: validationMessages.policyNumber },
    ],
    [{ claimantPhone: "abc" }, { claimantPhone: INVALID_PHONE_MESSAGE }],
    [{ incidentDate: "" }, { incidentDate: "Date of incident is required" }],
    [
      { incidentDate: "2999-01-01" },
      { incidentDate: "Date of incident cannot be in the future" },
    ],
    [{ description: "" }, { description: "Incident description is required" }],
    [{ claimantName: "" }, { claimantName: "Your name is required" }],
    [
      { claimantEmail: "dorothy@" },
      { claimantEmail: "Please enter a valid email address" },
    ],
    [
      { agreement: undefined },
      { agreement: "Please confirm that the information is accurate" },
    ],
  ] as Array<[Fields, Record<string, string>]>)(
    "refuses %o with its message, keeps every value and stores nothing",
    async (change, errors) => {
      const before = { claims: await claimsCount(), files: storedFiles() };
      const answer = await post(change, [photo()]);
      expect(answer.status).toBe(400);
      const sent = Object.fromEntries(
        Object.entries({ ...valid, ...change }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      expect(answer.result).toEqual({
        form: "claim",
        ok: false,
        fieldErrors: errors,
        values: sent,
      });
      expect({ claims: await claimsCount(), files: storedFiles() }).toEqual(
        before,
      );
    },
  );

  it("refuses a program renamed to .png with 415 and the spec's message", async () => {
    const before = storedFiles();
    const answer = await post({}, [
      photo(),
      file("damage.png", sampleExecutable(), "image/png"),
    ]);
    expect(answer.status).toBe(415);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: {
        documents: "Invalid file type. Accepted types: .png, .jpg, .jpeg, .pdf",
      },
      // The text fields came before the files, so the form can be shown again with them.
      values: valid,
    });
    expect(storedFiles()).toBe(before);
  });

  it("refuses a type the claim form does not take, by its name", async () => {
    const answer = await post({}, [file("notes.docx", samplePdf())]);
    expect(answer.status).toBe(415);
    expect(answer.result).toMatchObject({
      fieldErrors: {
        documents: "Invalid file type. Accepted types: .png, .jpg, .jpeg, .pdf",
      },
    });
  });

  it("takes ten documents and refuses an eleventh with 413", async () => {
    const ten = Array.from({ length: 10 }, (_, i) =>
      file(`photo-${i}.jpg`, sampleJpeg(), "image/jpeg"),
    );
    const before = await claimsCount();
    const tooMany = await post({}, [
      ...ten,
      file("photo-10.jpg", sampleJpeg(), "image/jpeg"),
    ]);
    expect(tooMany.status).toBe(413);
    expect(tooMany.result).toMatchObject({
      ok: false,
      fieldErrors: { documents: "You can upload at most 10 files" },
    });
    expect(await claimsCount()).toBe(before);

    const answer = await post({ policyNumber: "HL-1000010" }, ten);
    expect(answer.status).toBe(200);
    const claim = await env.database.db
      .selectFrom("claims")
      .select("id")
      .where("policy_number", "=", "HL-1000010")
      .executeTakeFirstOrThrow();
    const files = await env.database.db
      .selectFrom("claim_files")
      .select("id")
      .where("claim_id", "=", claim.id)
      .execute();
    expect(files).toHaveLength(10);
  });

  it("refuses a document over 10 MB with 413 and the spec's message", async () => {
    const big = new Uint8Array(10 * MEGABYTE + 1);
    big.set(samplePdf());
    const answer = await post({}, [file("scan.pdf", big, "application/pdf")]);
    expect(answer.status).toBe(413);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { documents: "File size exceeds 10MB limit" },
      values: valid,
      toast: { type: "error", description: "File size exceeds 10MB limit" },
    });
  });

  it("refuses an empty document", async () => {
    const answer = await post({}, [file("blank.pdf", new Uint8Array(0))]);
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { documents: "The file is empty" },
    });
  });

  it("removes the stored documents, keeps the values and shows the failure toast when the database write fails", async () => {
    const before = { claims: await claimsCount(), files: storedFiles() };
    // The claim row goes in; its files' rows cannot, so the whole claim must not.
    await sql`alter table claim_files rename to claim_files_away`.execute(
      env.database.db,
    );
    let answer;
    try {
      answer = await post({ policyNumber: "HL-3000500" }, [
        photo(),
        estimate(),
      ]);
    } finally {
      await sql`alter table claim_files_away rename to claim_files`.execute(
        env.database.db,
      );
    }
    expect(answer.status).toBe(500);
    expect(answer.result).toEqual({
      form: "claim",
      ok: false,
      fieldErrors: {},
      values: { ...valid, policyNumber: "HL-3000500" },
      toast: {
        type: "error",
        title: "Claim Submission Failed",
        description: `There was an error submitting your claim. Your details are still in the form: please try again, or call our 24/7 claims line at ${company.phone}.`,
      },
    });
    expect({ claims: await claimsCount(), files: storedFiles() }).toEqual(
      before,
    );
    await env.services.outbox.drain();
    expect(mails()).toEqual([]);
  });

  it("counts a claim while SMTP is down and emails the reference once SMTP is back", async () => {
    await env.smtp.stop();
    let answer;
    try {
      answer = await post({ claimantEmail: "down@example.com" }, [photo()]);
      expect(answer.status).toBe(200);
      expect(await env.services.outbox.drain()).toBe(0);
    } finally {
      await env.smtp.start();
    }
    const reference = answer.result.ok ? answer.result.reference : undefined;
    expect(reference).toMatch(/^CL\d{6}$/);
    // The retry waits for its backoff; delivering now stands in for the worker's next turn.
    const pending = await env.database.db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .execute();
    expect(pending).toHaveLength(2);
    for (const { id } of pending)
      expect(await env.services.outbox.deliver(id)).toBe(true);
    const claimant = mails().find((m) => m.to[0] === "down@example.com");
    expect(claimant?.text).toContain(reference);
  });

  it("stores a claim sent twice with the same token once", async () => {
    const token = "a".repeat(32);
    const [first, second] = [
      await post({ policyNumber: "HL-2000002", formToken: token } as Fields, [
        photo(),
      ]),
      await post({ policyNumber: "HL-2000002", formToken: token } as Fields, [
        photo(),
      ]),
    ];
    expect(first.result.ok && second.result.ok).toBe(true);
    expect(first.result).toEqual(second.result);
    const rows = await env.database.db
      .selectFrom("claims")
      .select("id")
      .where("policy_number", "=", "HL-2000002")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("drops what a robot sends through the honeypot, answering as if it worked", async () => {
    const before = { claims: await claimsCount(), files: storedFiles() };
    const answer = await post({ website: "http://spam.example" } as Fields, [
      photo(),
    ]);
    expect(answer.result).toMatchObject({
      ok: true,
      toast: { title: "Claim Submitted Successfully" },
    });
    expect({ claims: await claimsCount(), files: storedFiles() }).toEqual(
      before,
    );
  });

  it("limits one client to five claims in ten minutes, with a readable 429", async () => {
    const ip = "192.0.2.77";
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post({ policyNumber: `HL-400000${i}` }, [], ip)).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
