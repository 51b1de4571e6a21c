import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import {
  columnContext,
  decryptText,
  keyId,
  sealedWith,
} from "#server/crypto.ts";
import { claimForm } from "#server/forms/claim.ts";
import type { AnyFormDefinition } from "#server/forms/form-definition.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { jobApplicationForm } from "#server/forms/job-application.ts";
import { verificationForm } from "#server/forms/verification.ts";
import {
  formRequest,
  sampleJpeg,
  samplePdf,
  samplePng,
} from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import {
  sampleVerificationInput,
  verificationFields,
} from "../helpers/sample-submissions.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * What someone who reads the storage folder finds after each form: the
 * attack of issue 11 ("the storage folder and database read for plain
 * documents") played against the forms as they are posted.
 */
const env = useSubmissionEnvironment();

/** An accepted file of each type, carrying a marker to look for on disk. */
const marked = (bytes: Uint8Array, marker: string) =>
  new Uint8Array([...bytes, ...new TextEncoder().encode(marker)]);
const upload = (name: string, bytes: Uint8Array, type: string) =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

const magicNumbers = {
  pdf: Buffer.from("%PDF"),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
};

function storedFiles(): { file: string; bytes: Buffer }[] {
  const root = path.join(env.database.dataDir, "storage");
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, bytes: readFileSync(file) };
    });
}

/** Every file in the storage folder is a ciphertext under the current key, holding none of `uploads`. */
function expectNothingPlainOnDisk(uploads: readonly Uint8Array[]) {
  const files = storedFiles();
  expect(files.length).toBeGreaterThan(0);
  const current = keyId(env.services.secrets.dataEncryptionKey);
  for (const { file, bytes } of files) {
    expect(sealedWith(bytes), file).toEqual({ version: "v2", keyId: current });
    for (const magic of Object.values(magicNumbers))
      expect(bytes.subarray(0, magic.length).equals(magic), file).toBe(false);
    for (const uploaded of uploads) {
      expect(bytes.includes(Buffer.from(uploaded)), file).toBe(false);
      // Nor its tail alone: the marker it carries.
      expect(bytes.includes(Buffer.from(uploaded).subarray(-24)), file).toBe(
        false,
      );
    }
  }
}

let client = 0;
const ip = () => `198.51.100.${++client}`;
const post = (
  url: string,
  entries: Array<[string, string | File]>,
  form: AnyFormDefinition,
  params: Record<string, string> = {},
) =>
  handleForm(
    {
      request: formRequest(url, entries),
      context: formContext(env.services, ip()),
      params,
    },
    form,
  );

const resumePdf = marked(samplePdf(), "resume of Katherine J. marker-1");
const licencePng = marked(samplePng(), "licence front of Mary J. marker-2");
const licenceJpeg = marked(sampleJpeg(), "licence back of Mary J. marker-3");
const claimPng = marked(samplePng(), "photo of the roof of D. V. marker-4");
const claimJpeg = marked(sampleJpeg(), "photo of the car of D. V. marker-5");
const claimPdf = marked(samplePdf(), "estimate for the roof of D. marker-6");

describe("data at rest", () => {
  it("a job application leaves no plain resume in the storage folder", async () => {
    const answer = await post(
      "http://localhost/job/0",
      [
        ["fullName", "Katherine Johnson"],
        ["email", "katherine@example.com"],
        ["phone", "313-555-0101"],
        ["address", "12 Orbit Lane, Detroit, MI 48226"],
        ["experience", "3-5 years"],
        ["resume", upload("cv.pdf", resumePdf, "application/pdf")],
      ],
      jobApplicationForm,
      { roleId: "0" },
    );
    expect(answer.status).toBe(200);
    expectNothingPlainOnDisk([resumePdf]);
  });

  it("a verification form leaves no plain licence image in the storage folder", async () => {
    const answer = await post(
      "http://localhost/verification",
      [
        ...verificationFields(sampleVerificationInput(1)),
        ["driversLicenseFront", upload("front.png", licencePng, "image/png")],
        ["driversLicenseBack", upload("back.jpg", licenceJpeg, "image/jpeg")],
      ],
      verificationForm,
    );
    expect(answer.status).toBe(200);
    expectNothingPlainOnDisk([resumePdf, licencePng, licenceJpeg]);
  });

  it("the verification form leaves no plain bank name, credit score or SSN in the database", async () => {
    // The raw row, as someone reading the database sees it.
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from onboarding_responses`.execute(env.database.db);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.keys(row)).not.toContain("bank_name");
    expect(Object.keys(row)).not.toContain("credit_score");
    const text = JSON.stringify(row);
    for (const plain of ["Great Lakes", "123-45-6789", "123456789"])
      expect(text).not.toContain(plain);
    for (const value of Object.values(row))
      expect(String(value).trim()).not.toBe("742");
    const current = keyId(env.services.secrets.dataEncryptionKey);
    for (const column of [
      "ssn",
      "bank_name_encrypted",
      "credit_score_encrypted",
    ] as const) {
      expect(sealedWith(String(row[column])), column).toEqual({
        version: "v2",
        keyId: current,
      });
    }
    const read = (column: string, id = String(row.id)) =>
      decryptText(
        String(row[column]),
        env.services.secrets.dataEncryptionKeys,
        columnContext("onboarding_responses", column, id),
      );
    expect(read("bank_name_encrypted")).toBe("Great Lakes Credit Union");
    expect(read("credit_score_encrypted")).toBe("742");
    expect(read("ssn")).toBe("123-45-6789");
  });

  it("an encrypted value copied into another row or column does not decrypt there", async () => {
    const { rows } = await sql<{
      id: string;
      ssn: string;
      bank_name_encrypted: string;
    }>`select id, ssn, bank_name_encrypted from onboarding_responses`.execute(
      env.database.db,
    );
    const row = rows[0]!;
    const keys = env.services.secrets.dataEncryptionKeys;
    expect(() =>
      decryptText(
        row.ssn,
        keys,
        columnContext("onboarding_responses", "ssn", crypto.randomUUID()),
      ),
    ).toThrow();
    expect(() =>
      decryptText(
        row.bank_name_encrypted,
        keys,
        columnContext("onboarding_responses", "ssn", row.id),
      ),
    ).toThrow();
  });

  it("a claim leaves no plain document in the storage folder", async () => {
    const answer = await post(
      "http://localhost/file-a-claim",
      [
        ["claimType", "home"],
        ["policyNumber", "HL-1234567"],
        ["incidentDate", "2026-01-15"],
        ["description", "A tree fell on the garage roof during the storm."],
        ["claimantName", "Dorothy Vaughan"],
        ["claimantEmail", "dorothy@example.com"],
        ["agreement", "on"],
        ["documents", upload("roof.png", claimPng, "image/png")],
        ["documents", upload("car.jpeg", claimJpeg, "image/jpeg")],
        ["documents", upload("estimate.pdf", claimPdf, "application/pdf")],
      ],
      claimForm,
    );
    expect(answer.status).toBe(200);
    expectNothingPlainOnDisk([
      resumePdf,
      licencePng,
      licenceJpeg,
      claimPng,
      claimJpeg,
      claimPdf,
    ]);
    expect(storedFiles()).toHaveLength(6);
  });
});
