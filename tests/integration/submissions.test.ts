import { readdirSync } from "node:fs";
import path from "node:path";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { columnContext, decryptText } from "#server/crypto.ts";
import { submitClaim } from "#server/forms/claim.ts";
import { submitContact } from "#server/forms/contact.ts";
import { submitJobApplication } from "#server/forms/job-application.ts";
import { withUniqueReference } from "#server/forms/references.ts";
import { submitVerification } from "#server/forms/verification.ts";
import { readDocument } from "#server/storage/documents.ts";
import { samplePdf, samplePng, uploadedFile } from "../helpers/files.ts";
import { sampleVerificationInput } from "../helpers/sample-submissions.ts";
import { leakedSecrets, verificationSecrets } from "../helpers/secrets.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";
import { parseMail } from "../helpers/smtp-server.ts";

const env = useSubmissionEnvironment();

const filesIn = (bucket: string) => {
  const dir = path.join(env.database.dataDir, "storage", bucket);
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    );
  } catch {
    return [];
  }
};
const mails = () =>
  env.smtp.received.map((mail) => ({
    to: mail.envelope.to,
    ...parseMail(mail.raw),
  }));

describe("contact submissions", () => {
  it("store the spec's row under a CT- reference, notify staff and acknowledge the sender", async () => {
    const outcome = await submitContact(env.services, {
      fullName: "Ada King Lovelace",
      email: "ada@example.com",
      message: "Please call me about home insurance.",
    });
    expect(outcome.duplicate).toBe(false);
    const row = await env.database.db
      .selectFrom("contact_submissions")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: "Ada",
      last_name: "King Lovelace",
      email: "ada@example.com",
      phone: "",
      interest: "general",
      message: "Please call me about home insurance.",
      reference: outcome.reference,
    });
    expect(outcome.reference).toMatch(/^CT-\d{6}$/);
    await env.services.outbox.drain();
    const sent = mails().sort((a, b) => a.to[0]!.localeCompare(b.to[0]!));
    expect(sent.map((mail) => mail.to)).toEqual([
      ["ada@example.com"],
      ["staff@example.com"],
    ]);
    for (const mail of sent) {
      expect(mail.text).toContain("Please call me about home insurance.");
      expect(mail.text).toContain(`Reference: ${outcome.reference}`);
    }
  });

  it("store a double submission once", async () => {
    const input = {
      fullName: "Grace Hopper",
      email: "grace@example.com",
      message: "Second message, sent twice.",
    };
    const [first, second] = await Promise.all([
      submitContact(env.services, input, "token-aaaaaaaaaaaaaaaa"),
      submitContact(env.services, input, "token-aaaaaaaaaaaaaaaa"),
    ]);
    expect(new Set([first.duplicate, second.duplicate])).toEqual(
      new Set([false, true]),
    );
    expect(first.reference).toBe(second.reference);
    // Without a token (JavaScript off) the same content counts as the same submission.
    const third = await submitContact(env.services, input);
    const fourth = await submitContact(env.services, input);
    expect(fourth).toMatchObject({
      duplicate: true,
      reference: third.reference,
    });
    const rows = await env.database.db
      .selectFrom("contact_submissions")
      .select("id")
      .where("email", "=", "grace@example.com")
      .execute();
    expect(rows).toHaveLength(2);
  });
});

describe("job applications", () => {
  const input = {
    fullName: "Katherine Johnson",
    email: "katherine@example.com",
    phone: "313-555-0101",
    address: "12 Orbit Lane, Detroit, MI",
    experience: "3-5 years" as const,
    coverLetter: "I love numbers.",
    roleId: 3,
    roleTitle: "Customer Service Representative",
  };

  it("store the resume privately and the row with an APP- reference, and mail both sides", async () => {
    const outcome = await submitJobApplication(
      env.services,
      input,
      uploadedFile("resume", "cv.pdf", samplePdf(), "application/pdf"),
    );
    expect(outcome.reference).toMatch(/^APP-\d{6}$/);
    const row = await env.database.db
      .selectFrom("job_applications")
      .selectAll()
      .where("reference", "=", outcome.reference)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: "Katherine Johnson",
      role_id: 3,
      role_title: "Customer Service Representative",
      resume_file_name: "cv.pdf",
    });
    expect(row.resume).not.toContain("cv");
    const stored = (await env.services.storage.get("resumes", row.resume))!;
    expect(Buffer.from(stored).includes(Buffer.from(samplePdf()))).toBe(false);
    expect(
      (await readDocument(env.services, "resumes", row.resume))!.equals(
        Buffer.from(samplePdf()),
      ),
    ).toBe(true);
    await env.services.outbox.drain();
    expect(
      mails()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(["katherine@example.com", "staff@example.com"]);
    expect(
      mails().find((m) => m.to[0] === "katherine@example.com")!.text,
    ).toContain(outcome.reference);
  });

  it("leave no file behind when the row cannot be written", async () => {
    const before = filesIn("resumes").length;
    await sql`alter table job_applications rename to job_applications_away`.execute(
      env.database.db,
    );
    try {
      await expect(
        submitJobApplication(
          env.services,
          { ...input, email: "other@example.com" },
          uploadedFile("resume", "cv.pdf", samplePdf(), "application/pdf"),
        ),
      ).rejects.toThrow();
    } finally {
      await sql`alter table job_applications_away rename to job_applications`.execute(
        env.database.db,
      );
    }
    expect(filesIn("resumes")).toHaveLength(before);
    const receipts = await env.database.db
      .selectFrom("submission_receipts")
      .select("token")
      .where("form", "=", "job-application")
      .execute();
    expect(receipts).toHaveLength(1);
  });
});

describe("employment verification", () => {
  const input = sampleVerificationInput(0, {
    lastName: "Jackson",
    email: "mary@example.com",
  });

  const documents = () => ({
    front: uploadedFile(
      "driversLicenseFront",
      "front.png",
      samplePng(),
      "image/png",
    ),
    back: uploadedFile(
      "driversLicenseBack",
      "back.pdf",
      samplePdf(),
      "application/pdf",
    ),
  });

  it("encrypt the SSN and the licence images, and mail neither SSN nor bank nor score", async () => {
    const outcome = await submitVerification(env.services, input, documents(), {
      userId: "user-1",
    });
    expect(outcome.reference).toMatch(/^VER-\d{6}$/);
    expect(outcome.emailSent).toBe(true);
    const row = await env.database.db
      .selectFrom("onboarding_responses")
      .selectAll()
      .where("reference", "=", outcome.reference)
      .executeTakeFirstOrThrow();
    expect(row.ssn).not.toContain("6789");
    expect(
      decryptText(
        row.ssn,
        env.services.secrets.dataEncryptionKeys,
        columnContext("onboarding_responses", "ssn", row.id),
      ),
    ).toBe("123-45-6789");
    expect(row.ssn_last4).toBe("6789");
    expect(row.user_id).toBe("user-1");
    expect(JSON.parse(row.selected_positions)).toEqual([
      "Remote Data Entry Assistant",
    ]);
    const front = (await env.services.storage.get(
      "home-verification-docs",
      row.drivers_license_front_url,
    ))!;
    expect(Buffer.from(front).includes(Buffer.from(samplePng()))).toBe(false);
    expect(
      (await readDocument(
        env.services,
        "home-verification-docs",
        row.drivers_license_front_url,
      ))!.equals(Buffer.from(samplePng())),
    ).toBe(true);

    expect(
      mails()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(["mary@example.com", "staff@example.com"]);
    for (const mail of mails())
      expect(
        leakedSecrets(`${mail.text} ${mail.html ?? ""}`, verificationSecrets),
      ).toEqual([]);
  });

  it("count when SMTP is down, warn, and deliver once SMTP is back", async () => {
    await env.smtp.stop();
    const outcome = await submitVerification(
      env.services,
      { ...input, email: "down@example.com" },
      documents(),
    );
    expect(outcome.emailSent).toBe(false);
    expect(
      await env.database.db
        .selectFrom("onboarding_responses")
        .select("id")
        .where("email", "=", "down@example.com")
        .execute(),
    ).toHaveLength(1);
    await env.smtp.start();
    // The retry waits for its backoff; delivering now stands in for the worker's next turn.
    const pending = await env.database.db
      .selectFrom("outbox")
      .select("id")
      .where("status", "=", "pending")
      .execute();
    for (const { id } of pending)
      expect(await env.services.outbox.deliver(id)).toBe(true);
    expect(
      mails()
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(["down@example.com", "staff@example.com"]);
  });
});

describe("claims", () => {
  it("store the claim, its files and a CL reference, and send the reference to the claimant", async () => {
    const outcome = await submitClaim(
      env.services,
      {
        claimType: "home",
        policyNumber: "HL-1234567",
        incidentDate: "2026-01-15",
        description: "A tree fell on the garage during the storm.",
        claimantName: "Dorothy Vaughan",
        claimantEmail: "dorothy@example.com",
        claimantPhone: undefined,
        agreement: true,
      },
      [
        uploadedFile("documents", "photo.png", samplePng(), "image/png"),
        uploadedFile(
          "documents",
          "estimate.pdf",
          samplePdf(),
          "application/pdf",
        ),
      ],
    );
    expect(outcome.reference).toMatch(/^CL\d{6}$/);
    const claim = await env.database.db
      .selectFrom("claims")
      .selectAll()
      .where("reference", "=", outcome.reference)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      claim_type: "home",
      status: "submitted",
      claimant_email: "dorothy@example.com",
    });
    const files = await env.database.db
      .selectFrom("claim_files")
      .selectAll()
      .where("claim_id", "=", claim.id)
      .execute();
    expect(files.map((f) => [f.file_name, f.content_type]).sort()).toEqual([
      ["estimate.pdf", "application/pdf"],
      ["photo.png", "image/png"],
    ]);
    await env.services.outbox.drain();
    const claimant = mails().find((m) => m.to[0] === "dorothy@example.com")!;
    expect(claimant.text).toContain(outcome.reference);
    expect(claimant.headers.get("subject")).toContain("home insurance claim");
  });
});

describe("references", () => {
  it("draw again when a reference is taken", async () => {
    let calls = 0;
    const reference = await withUniqueReference("CL", async (candidate) => {
      calls += 1;
      if (calls < 3)
        throw Object.assign(
          new Error("UNIQUE constraint failed: claims.reference"),
          { code: "SQLITE_CONSTRAINT" },
        );
      return candidate;
    });
    expect(calls).toBe(3);
    expect(reference).toMatch(/^CL\d{6}$/);
  });
});
