import { readdirSync } from "node:fs";
import path from "node:path";
import { pipeline, Transform } from "node:stream";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { columnContext, decryptText } from "#server/crypto.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { verificationForm } from "#server/forms/verification.ts";
import { readDocument } from "#server/storage/documents.ts";
import type { Storage, StorageBody } from "#server/storage/types.ts";
import { formContext } from "../helpers/form-context.ts";
import { samePicture } from "../helpers/images.ts";
import { leakedSecrets, verificationSecrets } from "../helpers/secrets.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";
import {
  formRequest,
  sampleExecutable,
  sampleJpeg,
  samplePdf,
  samplePng,
} from "../helpers/files.ts";
import { parseMail } from "../helpers/smtp-server.ts";

const env = useSubmissionEnvironment();

const BUCKET = "home-verification-docs";
const valid: Record<string, string | string[]> = {
  firstName: "Mary",
  lastName: "Jackson",
  email: "mary@example.com",
  phone: "313-555-0102",
  phoneCarrier: "Verizon",
  streetAddress: "1 Wind Tunnel Rd",
  city: "Detroit",
  state: "MI",
  zipCode: "48226",
  bankName: "Great Lakes Credit Union",
  creditScore: "742",
  ssn: "123-45-6789",
  ssnConfirm: "123456789",
  selectedPositions: [
    "Remote Data Entry Assistant",
    "Live Chat Support (Remote)",
  ],
  additionalInfo: "Available from Monday.",
};
const front = (
  bytes: Uint8Array<ArrayBuffer> = samplePng(),
  name = "front.png",
) => new File([bytes], name, { type: "image/png" });
const back = (
  bytes: Uint8Array<ArrayBuffer> = samplePdf(),
  name = "back.pdf",
) => new File([bytes], name, { type: "application/pdf" });

let client = 0;
function post(
  fields: Record<string, string | string[] | undefined>,
  files: { front?: File; back?: File } = { front: front(), back: back() },
  ip = `203.0.113.${++client}`,
) {
  const entries: Array<[string, string | File]> = [];
  for (const [name, value] of Object.entries(fields))
    for (const item of [value ?? []].flat()) entries.push([name, item]);
  if (files.front) entries.push(["driversLicenseFront", files.front]);
  if (files.back) entries.push(["driversLicenseBack", files.back]);
  return handleForm(
    {
      request: formRequest("http://localhost/verification", entries),
      context: formContext(env.services, ip),
    },
    verificationForm,
  );
}

const rowsFor = (email: string) =>
  env.database.db
    .selectFrom("onboarding_responses")
    .selectAll()
    .where("email", "=", email)
    .execute();
const storedFiles = () => {
  const dir = path.join(env.database.dataDir, "storage", BUCKET);
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
    to: mail.envelope.to[0],
    ...parseMail(mail.raw),
  }));
/** What the person typed, as the answer echoes it: everything but the SSNs. */
const echoed = (fields: Record<string, string | string[] | undefined>) => {
  const { ssn: _ssn, ssnConfirm: _confirm, ...rest } = fields;
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
};

describe("the verification form's server step", () => {
  it("stores a valid form with a VER- reference, the SSN and both licence sides encrypted", async () => {
    const answer = await post(valid);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({
      form: "verification",
      ok: true,
      reference: expect.stringMatching(/^VER-\d{6}$/),
      toast: {
        type: "success",
        title: "Verification Form Submitted",
        description:
          "Thank you. Our team will review your information and contact you within 2-3 business days.",
      },
    });
    const [row] = await rowsFor("mary@example.com");
    expect(row).toMatchObject({
      reference: (answer.result as { reference: string }).reference,
      first_name: "Mary",
      last_name: "Jackson",
      phone_carrier: "Verizon",
      state: "MI",
      zip_code: "48226",
      ssn_last4: "6789",
      other_position: null,
      additional_info: "Available from Monday.",
      user_id: null,
    });
    expect(JSON.parse(row!.selected_positions)).toEqual([
      "Remote Data Entry Assistant",
      "Live Chat Support (Remote)",
    ]);
    expect(row!.ssn).not.toContain("6789");
    const column = (name: "bank_name_encrypted" | "credit_score_encrypted") =>
      decryptText(
        row![name],
        env.services.secrets.dataEncryptionKeys,
        columnContext("onboarding_responses", name, row!.id),
      );
    expect(column("bank_name_encrypted")).toBe("Great Lakes Credit Union");
    expect(column("credit_score_encrypted")).toBe("742");
    expect(
      decryptText(
        row!.ssn,
        env.services.secrets.dataEncryptionKeys,
        columnContext("onboarding_responses", "ssn", row!.id),
      ),
    ).toBe("123-45-6789");
    for (const [key, original] of [
      [row!.drivers_license_front_url, samplePng()],
      [row!.drivers_license_back_url, samplePdf()],
    ] as const) {
      const sealed = Buffer.from(
        (await env.services.storage.get(BUCKET, key))!,
      );
      expect(sealed.includes(Buffer.from(original))).toBe(false);
      const plain = (await readDocument(env.services, BUCKET, key))!;
      // The PDF as it was sent; the photo as the same picture, re-encoded
      // without its metadata.
      if (key === row!.drivers_license_back_url)
        expect(plain.equals(Buffer.from(original))).toBe(true);
      else expect(await samePicture(plain, original)).toBe(true);
    }
    expect(
      mails()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["mary@example.com", "staff@example.com"]);
    for (const mail of mails())
      expect(
        leakedSecrets(`${mail.text} ${mail.html ?? ""}`, verificationSecrets),
      ).toEqual([]);
  });

  it("accepts a JPEG, no carrier, and Other with its text instead of a listed position", async () => {
    const fields = {
      ...valid,
      email: "other@example.com",
      phoneCarrier: "",
      selectedPositions: undefined,
      otherSelected: "on",
      otherPosition: "Claims Adjuster",
      additionalInfo: "",
    };
    const answer = await post(fields, {
      front: new File([sampleJpeg()], "front.jpeg", { type: "image/jpeg" }),
      back: back(),
    });
    expect(answer.status).toBe(200);
    const [row] = await rowsFor("other@example.com");
    expect(row).toMatchObject({
      phone_carrier: null,
      other_position: "Claims Adjuster",
      additional_info: null,
      selected_positions: "[]",
    });
  });

  it("drops Other's text when Other is unchecked", async () => {
    const answer = await post({
      ...valid,
      email: "unchecked@example.com",
      otherPosition: "left over from before",
    });
    expect(answer.status).toBe(200);
    const [row] = await rowsFor("unchecked@example.com");
    expect(row!.other_position).toBeNull();
  });

  it.each([
    [{ firstName: "" }, { firstName: "This field is required" }],
    [{ lastName: " " }, { lastName: "This field is required" }],
    [{ email: "" }, { email: "This field is required" }],
    [{ email: "mary@" }, { email: "Please enter a valid email address" }],
    [{ phone: "" }, { phone: "This field is required" }],
    [{ streetAddress: "" }, { streetAddress: "This field is required" }],
    [{ city: "" }, { city: "This field is required" }],
    [{ state: "" }, { state: "This field is required" }],
    [{ state: "ZZ" }, { state: "Please choose a state" }],
    [{ zipCode: "4822" }, { zipCode: "Please enter a 5-digit ZIP code" }],
    [{ bankName: "" }, { bankName: "This field is required" }],
    [{ creditScore: "" }, { creditScore: "This field is required" }],
    [
      { creditScore: "299" },
      { creditScore: "Credit score must be at least 300" },
    ],
    [
      { creditScore: "851" },
      { creditScore: "Credit score must be at most 850" },
    ],
    [
      { ssn: "123-45", ssnConfirm: "12345" },
      { ssn: "Enter the SSN as ###-##-####" },
    ],
    [
      { ssnConfirm: "123-45-6780" },
      { ssnConfirm: "Social Security Numbers do not match." },
    ],
    [
      { selectedPositions: undefined },
      {
        selectedPositions:
          "Please select at least one position you're interested in.",
      },
    ],
    [
      { otherSelected: "on", otherPosition: "" },
      {
        otherPosition:
          "Please describe the other position you're interested in",
      },
    ],
  ])(
    "refuses %o with its message, keeping every value but the SSNs",
    async (change, errors) => {
      const fields = { ...valid, ...change };
      const answer = await post(fields);
      expect(answer.status).toBe(400);
      expect(answer.result).toEqual({
        form: "verification",
        ok: false,
        fieldErrors: errors,
        values: echoed(fields),
      });
    },
  );

  it("needs both sides of the licence", async () => {
    const answer = await post(valid, {});
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      fieldErrors: {
        driversLicenseFront: "Please upload the front of your driver's license",
        driversLicenseBack: "Please upload the back of your driver's license",
      },
    });
    const onlyFront = await post(valid, { front: front() });
    expect(onlyFront.result).toMatchObject({
      fieldErrors: {
        driversLicenseBack: "Please upload the back of your driver's license",
      },
    });
  });

  it("never sends an SSN back, even when the form is refused", async () => {
    const answer = await post({ ...valid, firstName: "" });
    expect(JSON.stringify(answer.result)).not.toMatch(/6789|ssn/i);
  });

  it("refuses a program renamed to .png with the spec's message (415)", async () => {
    const before = storedFiles();
    const answer = await post(valid, {
      front: new File([sampleExecutable()], "front.png", { type: "image/png" }),
      back: back(),
    });
    expect(answer.status).toBe(415);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: {
        driversLicenseFront:
          "Invalid file type. Accepted types: .jpg, .jpeg, .png, .pdf",
      },
      toast: {
        description:
          "Invalid file type. Accepted types: .jpg, .jpeg, .png, .pdf",
      },
    });
    expect(storedFiles()).toBe(before);
  });

  it("refuses a file of another extension (415)", async () => {
    const answer = await post(valid, {
      front: front(),
      back: new File([samplePdf()], "back.docx"),
    });
    expect(answer.status).toBe(415);
    expect(answer.result).toMatchObject({
      fieldErrors: {
        driversLicenseBack:
          "Invalid file type. Accepted types: .jpg, .jpeg, .png, .pdf",
      },
    });
  });

  it("refuses a licence image over 10 MB with the spec's message (413)", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(samplePng());
    const answer = await post(valid, { front: front(big), back: back() });
    expect(answer.status).toBe(413);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { driversLicenseFront: "File size exceeds 10MB limit" },
    });
  });

  it("refuses an empty file", async () => {
    const answer = await post(valid, {
      front: front(new Uint8Array(0)),
      back: back(),
    });
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: { driversLicenseFront: "The file is empty" },
    });
  });

  it("removes the stored licence files, keeps the values and says so when the row cannot be written", async () => {
    const before = storedFiles();
    await sql`alter table onboarding_responses rename to onboarding_responses_away`.execute(
      env.database.db,
    );
    const fields = { ...valid, email: "nowrite@example.com" };
    try {
      const answer = await post(fields);
      expect(answer.status).toBe(500);
      expect(answer.result).toEqual({
        form: "verification",
        ok: false,
        fieldErrors: {},
        values: echoed(fields),
        toast: {
          type: "error",
          title: "Submission Failed",
          description:
            "There was an error submitting your verification form: Your form could not be saved. Please try again.",
        },
      });
    } finally {
      await sql`alter table onboarding_responses_away rename to onboarding_responses`.execute(
        env.database.db,
      );
    }
    expect(storedFiles()).toBe(before);
    expect(await rowsFor("nowrite@example.com")).toHaveLength(0);
  });

  it("stores nothing when the store fails in the middle of the second licence side: no row, no object", async () => {
    const before = storedFiles();
    const fields = { ...valid, email: "midway@example.com" };
    const answer = await handleForm(
      {
        request: formRequest("http://localhost/verification", [
          ...Object.entries(fields).flatMap(([name, value]) =>
            [value].flat().map((item): [string, string] => [name, item]),
          ),
          ["driversLicenseFront", front()],
          ["driversLicenseBack", back()],
        ]),
        context: formContext(
          { ...env.services, storage: failingOnPut(env.services.storage, 2) },
          "203.0.113.250",
        ),
      },
      verificationForm,
    );
    expect(answer.status).toBe(500);
    expect(answer.result).toMatchObject({
      ok: false,
      values: echoed(fields),
      toast: { type: "error", title: "Submission Failed" },
    });
    expect(await rowsFor("midway@example.com")).toHaveLength(0);
    expect(storedFiles()).toBe(before);
  });

  it("counts the form when SMTP is down, warns, and delivers the email once SMTP is back", async () => {
    await env.smtp.stop();
    let answer;
    try {
      answer = await post({ ...valid, email: "down@example.com" });
    } finally {
      await env.smtp.start();
    }
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^VER-\d{6}$/),
      toast: { title: "Verification Form Submitted" },
      warning: {
        type: "warning",
        title: "Email Notification Warning",
        description:
          "Form submitted successfully, but email notification failed to send.",
      },
    });
    expect(await rowsFor("down@example.com")).toHaveLength(1);
    expect(env.smtp.received).toHaveLength(0);

    // The retry waits for its backoff; delivering now stands in for the worker's next turn.
    const pending = await env.database.db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .execute();
    expect(pending).toHaveLength(2);
    for (const { id } of pending)
      expect(await env.services.outbox.deliver(id)).toBe(true);
    await env.services.outbox.drain();
    expect(
      mails()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["down@example.com", "staff@example.com"]);
    const applicant = mails().find((mail) => mail.to === "down@example.com");
    expect(applicant!.text).toContain(
      (answer.result as { reference: string }).reference,
    );
  });

  it("stores a double submission (same one-time token) once", async () => {
    const fields = {
      ...valid,
      email: "twice@example.com",
      formToken: "abcdefabcdefabcdefabcdef",
    };
    const [first, second] = await Promise.all([post(fields), post(fields)]);
    expect(first.result).toMatchObject({ ok: true });
    expect(second.result).toMatchObject({ ok: true });
    expect((first.result as { reference: string }).reference).toBe(
      (second.result as { reference: string }).reference,
    );
    expect(await rowsFor("twice@example.com")).toHaveLength(1);
  });

  it("drops what a robot sends through the honeypot, answering as if it worked", async () => {
    const answer = await post({
      ...valid,
      email: "robot@example.com",
      website: "http://spam.example",
    });
    expect(answer.result).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^VER-/),
    });
    expect(await rowsFor("robot@example.com")).toHaveLength(0);
  });

  it("limits one client to three forms in ten minutes, with a readable 429", async () => {
    const ip = "192.0.2.77";
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        await post({ ...valid, email: `limit${i}@example.com` }, undefined, ip),
      );
    expect(statuses.slice(0, 3).map((answer) => answer.status)).toEqual([
      200, 200, 200,
    ]);
    expect(statuses[3]!.status).toBe(429);
    expect(statuses[3]!.result).toMatchObject({
      ok: false,
      values: { email: "limit3@example.com" },
      toast: { title: "Too Many Attempts" },
    });
    expect(statuses[3]!.result).not.toHaveProperty("values.ssn");
  });
});

/**
 * The real store, whose `nth` put breaks off half-way through the document
 * (a store or network gone mid-upload): the store sees a body that fails
 * after some of its bytes were written.
 */
function failingOnPut(storage: Storage, nth: number): Storage {
  let puts = 0;
  return {
    get: (bucket, key) => storage.get(bucket, key),
    delete: (bucket, key) => storage.delete(bucket, key),
    list: (bucket) => storage.list(bucket),
    put(bucket, key, body, options) {
      if (++puts !== nth) return storage.put(bucket, key, body, options);
      return storage.put(bucket, key, breakingHalfway(body), options);
    },
  };
}

function breakingHalfway(body: StorageBody): StorageBody {
  if (body instanceof Uint8Array) throw new Error("the store went away");
  let seen = 0;
  const broken = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > body.length / 2)
        callback(new Error("the store went away mid-upload"));
      else callback(null, chunk);
    },
  });
  // The store hears the failure through its own read of `broken`.
  pipeline(body.stream, broken, () => {});
  return { stream: broken, length: body.length };
}
