import { readdirSync } from "node:fs";
import path from "node:path";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { roles } from "#app/content/roles.ts";
import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { jobApplicationForm } from "#server/forms/job-application.ts";
import { readDocument } from "#server/storage/documents.ts";
import type { Storage } from "#server/storage/storage.ts";
import {
  formRequest,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  samplePng,
} from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";
import { parseMail } from "../helpers/smtp-server.ts";

const env = useSubmissionEnvironment();

const ROLE_ID = 3;
const role = roles[ROLE_ID]!;
const valid = {
  fullName: "Katherine Johnson",
  email: "katherine@example.com",
  phone: "313-555-0101",
  address: "12 Orbit Lane, Detroit, MI 48226",
  experience: "3-5 years",
  coverLetter: "I have answered customers' questions for four years.",
};
const resume = (
  bytes: Uint8Array = samplePdf(),
  name = "katherine-johnson-cv.pdf",
  type = "application/pdf",
) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

let client = 0;
const newClient = () => `203.0.113.${++client}`;
/** Posts the form as a browser would, to the role's page. */
function post(
  fields: Record<string, string>,
  file: File | null = resume(),
  options: { ip?: string; roleId?: string; context?: typeof env.services } = {},
) {
  const entries: Array<[string, string | File]> = Object.entries(fields);
  if (file) entries.push(["resume", file]);
  const roleId = options.roleId ?? String(ROLE_ID);
  return handleForm(
    {
      request: formRequest(`http://localhost/job/${roleId}`, entries),
      context: formContext(
        options.context ?? env.services,
        options.ip ?? newClient(),
      ),
      params: { roleId },
    },
    jobApplicationForm,
  );
}

const rowsFor = (email: string) =>
  env.database.db
    .selectFrom("job_applications")
    .selectAll()
    .where("email", "=", email)
    .execute();
const resumesStored = () => {
  const dir = path.join(env.database.dataDir, "storage", "resumes");
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
/** What a failed submit sends back to refill the form: every text field, never the file. */
const echoed = valid;

describe("the job application form's server step", () => {
  it("stores the resume and the row with an APP- reference, and mails the applicant and staff", async () => {
    const answer = await post(valid);
    expect(answer?.status).toBe(200);
    expect(answer?.result).toEqual({
      form: "job-application",
      ok: true,
      reference: expect.stringMatching(/^APP-\d{6}$/),
      toast: {
        type: "success",
        title: "Application Submitted Successfully",
        description: expect.any(String),
      },
    });
    const reference = answer!.result.ok ? answer!.result.reference! : "";
    const [row, ...others] = await rowsFor(valid.email);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      reference,
      full_name: "Katherine Johnson",
      phone: "313-555-0101",
      address: "12 Orbit Lane, Detroit, MI 48226",
      experience: "3-5 years",
      cover_letter: valid.coverLetter,
      role_id: ROLE_ID,
      role_title: role.title,
      resume_file_name: "katherine-johnson-cv.pdf",
    });
    const stored = await readDocument(env.services, "resumes", row!.resume);
    expect(stored!.equals(Buffer.from(samplePdf()))).toBe(true);

    await env.services.outbox.drain();
    const applicant = mails().find((m) => m.to[0] === valid.email);
    const staff = mails().find((m) => m.to[0] === "staff@example.com");
    expect(applicant?.text).toContain(reference);
    expect(applicant?.text).toContain(role.title);
    expect(staff?.text).toContain(reference);
  });

  it("defaults the experience to 1-2 years and stores no empty cover letter", async () => {
    const email = "defaults@example.com";
    const { experience: _e, ...rest } = valid;
    const answer = await post({ ...rest, email, coverLetter: "  " });
    expect(answer?.status).toBe(200);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ experience: "1-2 years", cover_letter: null });
  });

  it("takes a Word document as well as a PDF", async () => {
    const docx = sampleDocx();
    const doc = new Uint8Array([
      0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0,
    ]);
    for (const [bytes, name] of [
      [docx, "cv.docx"],
      [doc, "cv.doc"],
    ] as const) {
      const email = `word-${name.replace(".", "-")}@example.com`;
      const answer = await post({ ...valid, email }, resume(bytes, name, ""));
      expect(answer?.status, name).toBe(200);
      expect(await rowsFor(email)).toHaveLength(1);
    }
  });

  it.each([
    [{ fullName: " " }, { fullName: "Full name is required" }],
    [{ email: "katherine@" }, { email: "Please enter a valid email address" }],
    [{ phone: "" }, { phone: "Phone number is required" }],
    [{ address: "" }, { address: "Address is required" }],
    [
      { experience: "10 years" },
      { experience: "Please choose your experience" },
    ],
    [
      { coverLetter: "x".repeat(2001) },
      { coverLetter: "Cover letter must be at most 2000 characters" },
    ],
  ])(
    "refuses %o with its message, keeps every value and stores nothing",
    async (change, errors) => {
      const before = resumesStored();
      const fields = { ...valid, email: "rules@example.com", ...change };
      const answer = await post(fields);
      expect(answer?.status).toBe(400);
      expect(answer?.result).toEqual({
        form: "job-application",
        ok: false,
        fieldErrors: errors,
        values: fields,
      });
      expect(await rowsFor("rules@example.com")).toHaveLength(0);
      expect(resumesStored()).toBe(before);
    },
  );

  it("counts a line break of the cover letter once, as the browser's counter does", async () => {
    const email = "lines@example.com";
    const coverLetter = `${"x".repeat(999)}\r\n${"x".repeat(1000)}`;
    const answer = await post({ ...valid, email, coverLetter });
    expect(answer?.status).toBe(200);
    const [row] = await rowsFor(email);
    expect(row?.cover_letter).toHaveLength(2000);
  });

  it("asks for the resume with the spec's toast when it is all that is missing", async () => {
    const answer = await post(valid, null);
    expect(answer?.status).toBe(400);
    expect(answer?.result).toEqual({
      form: "job-application",
      ok: false,
      fieldErrors: { resume: "Please upload your resume before submitting." },
      values: echoed,
      toast: {
        type: "error",
        title: "Resume Required",
        description: "Please upload your resume before submitting.",
      },
    });
  });

  it("names the resume under its field, without the toast, when other fields are missing too", async () => {
    const answer = await post({ ...valid, fullName: "" }, null);
    expect(answer?.result).toEqual({
      form: "job-application",
      ok: false,
      fieldErrors: {
        fullName: "Full name is required",
        resume: "Please upload your resume before submitting.",
      },
      values: { ...echoed, fullName: "" },
    });
  });

  it.each([
    ["a program renamed to .pdf", resume(sampleExecutable(), "resume.pdf")],
    ["a PNG renamed to .docx", resume(samplePng(), "resume.docx")],
    ["an image", resume(samplePng(), "resume.png", "image/png")],
  ])("refuses %s with 415 and the spec's message", async (_case, file) => {
    const before = resumesStored();
    const answer = await post(valid, file);
    expect(answer?.status).toBe(415);
    expect(answer?.result).toMatchObject({
      ok: false,
      fieldErrors: {
        resume: "Invalid file type. Accepted types: .pdf, .doc, .docx",
      },
      toast: {
        title: "Upload Failed",
        description: "Invalid file type. Accepted types: .pdf, .doc, .docx",
      },
    });
    expect(resumesStored()).toBe(before);
  });

  it("refuses a resume over 5 MB with 413 and the spec's message", async () => {
    const big = new Uint8Array(5 * MEGABYTE + 1);
    big.set(samplePdf());
    const answer = await post(valid, resume(big));
    expect(answer?.status).toBe(413);
    expect(new Headers(answer?.headers).get("Connection")).toBe("close");
    expect(answer?.result).toMatchObject({
      ok: false,
      fieldErrors: { resume: "File size exceeds 5MB limit" },
      toast: { description: "File size exceeds 5MB limit" },
    });
  });

  it("accepts a resume of exactly 5 MB", async () => {
    const email = "five-megabytes@example.com";
    const bytes = new Uint8Array(5 * MEGABYTE);
    bytes.set(samplePdf());
    const answer = await post({ ...valid, email }, resume(bytes));
    expect(answer?.status).toBe(200);
  });

  it("refuses an empty file", async () => {
    const answer = await post(valid, resume(new Uint8Array(0)));
    expect(answer?.status).toBe(400);
    expect(answer?.result).toMatchObject({
      ok: false,
      fieldErrors: { resume: "The file is empty" },
    });
  });

  it("answers 404 for a role that is not in the list, before reading the body", async () => {
    for (const roleId of ["12", "99", "01", "-1", "abc"])
      await expect(
        post(valid, resume(), { roleId }),
        roleId,
      ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("answers the JSON endpoint's 404 for a role that is not in the list, closing the connection", async () => {
    const refused = await handleForm(
      {
        request: formRequest("http://localhost/api/forms/job-application/99", [
          ...Object.entries(valid),
          ["resume", resume()],
        ]),
        context: formContext(env.services, newClient()),
        params: { roleId: "99" },
        endpoint: true,
      },
      jobApplicationForm,
    ).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    const response = refused as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toMatchObject({
      ok: false,
      toast: { title: "Job Not Found" },
    });
  });

  it("drops what a robot sends through the honeypot, answering as if it worked", async () => {
    const email = "robot@example.com";
    const answer = await post({
      ...valid,
      email,
      website: "http://spam.example",
    });
    expect(answer?.result).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^APP-\d{6}$/),
    });
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("stores a double submission once, with one reference", async () => {
    const email = "twice@example.com";
    const fields = { ...valid, email, formToken: "a".repeat(32) };
    const [first, second] = await Promise.all([post(fields), post(fields)]);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    const reference = (answer: typeof first) =>
      answer?.result.ok ? answer.result.reference : undefined;
    expect(reference(first)).toBe(reference(second));
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("limits one client to five applications in ten minutes, with a readable 429", async () => {
    const ip = "192.0.2.77";
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await post({ ...valid, email: `limit-${i}@example.com` }, resume(), {
          ip,
        }),
      );
    expect(answers.slice(0, 5).map((a) => a?.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(answers[5]?.status).toBe(429);
    expect(new Headers(answers[5]?.headers).get("Retry-After")).toMatch(
      /^\d+$/,
    );
    expect(answers[5]?.result).toMatchObject({
      ok: false,
      values: { fullName: "Katherine Johnson" },
      toast: { title: "Too Many Attempts" },
    });
  });

  it("removes the stored resume, keeps the values and says 'Failed to submit application' when the row cannot be written", async () => {
    const before = resumesStored();
    const email = "no-table@example.com";
    await sql`alter table job_applications rename to job_applications_away`.execute(
      env.database.db,
    );
    let answer;
    try {
      answer = await post({ ...valid, email });
    } finally {
      await sql`alter table job_applications_away rename to job_applications`.execute(
        env.database.db,
      );
    }
    expect(answer?.status).toBe(500);
    expect(answer?.result).toEqual({
      form: "job-application",
      ok: false,
      fieldErrors: {},
      values: { ...echoed, email },
      toast: {
        type: "error",
        title: "Submission Failed",
        description:
          "Failed to submit application: we could not save it right now. Please try again in a few minutes.",
      },
    });
    expect(resumesStored()).toBe(before);
    expect(await rowsFor(email)).toHaveLength(0);
    await env.services.outbox.drain();
    expect(mails()).toHaveLength(0);
  });

  it("says 'Failed to upload resume' and stores no row when storage refuses the file", async () => {
    const email = "no-storage@example.com";
    const failing: Storage = {
      put: () =>
        Promise.reject(
          new Error(
            "EACCES: permission denied, open '/srv/data/storage/resumes/x'",
          ),
        ),
      get: (bucket, key) => env.services.storage.get(bucket, key),
      delete: (bucket, key) => env.services.storage.delete(bucket, key),
      list: (bucket) => env.services.storage.list(bucket),
    };
    const answer = await post({ ...valid, email }, resume(), {
      context: { ...env.services, storage: failing },
    });
    expect(answer?.status).toBe(500);
    expect(answer?.result).toMatchObject({
      ok: false,
      values: { ...echoed, email },
      toast: {
        type: "error",
        title: "Submission Failed",
        description:
          "Failed to upload resume: our file storage is not available right now. Please try again in a few minutes.",
      },
    });
    expect(JSON.stringify(answer?.result)).not.toContain("EACCES");
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("counts the application when SMTP is down and sends both emails once it is back", async () => {
    const email = "smtp-down@example.com";
    await env.smtp.stop();
    let answer;
    try {
      answer = await post({ ...valid, email });
      expect(answer?.status).toBe(200);
      expect(answer?.result.ok).toBe(true);
      expect(await rowsFor(email)).toHaveLength(1);
      // The worker's first try fails while the server is away.
      await env.services.outbox.drain();
      expect(mails()).toHaveLength(0);
    } finally {
      await env.smtp.start();
    }
    const pending = await env.database.db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .execute();
    expect(pending.length).toBeGreaterThanOrEqual(2);
    // The retry waits for its backoff; delivering now stands in for the worker's next turn.
    for (const { id } of pending)
      expect(await env.services.outbox.deliver(id)).toBe(true);
    const reference = answer?.result.ok ? answer.result.reference : "";
    expect(
      mails()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual([email, "staff@example.com"]);
    expect(mails().every((m) => m.text.includes(reference!))).toBe(true);
  });

  it("is the same step through the role's JSON endpoint", async () => {
    const email = "direct@example.com";
    const answer = await handleForm(
      {
        request: formRequest("http://localhost/api/forms/job-application/0", [
          ...Object.entries({ ...valid, email }),
          ["resume", resume()],
        ]),
        context: formContext(env.services, newClient()),
        params: { roleId: "0" },
        endpoint: true,
      },
      jobApplicationForm,
    );
    expect(answer.status).toBe(200);
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ role_id: 0, role_title: roles[0]!.title });
  });
});
