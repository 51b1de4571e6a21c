import type { VerificationInput } from "#app/lib/schemas/verification.ts";
import { submitJobApplication } from "#server/forms/job-application.ts";
import { submitVerification } from "#server/forms/verification.ts";
import { sampleJpeg, samplePdf, samplePng, uploadedFile } from "./files.ts";

/**
 * Submission `n`'s answers to the verification form as its action has them
 * once parsed: the one place the sample's fields are written. `n` makes the
 * name and address distinct; `changes` replaces other answers.
 */
export function sampleVerificationInput(
  n: number,
  changes: Partial<VerificationInput> = {},
): VerificationInput {
  return {
    firstName: "Mary",
    lastName: `Jackson${n}`,
    email: `mary${n}@example.com`,
    phone: "313-555-0102",
    phoneCarrier: "Verizon",
    streetAddress: "1 Wind Tunnel Rd",
    city: "Detroit",
    state: "MI",
    zipCode: "48226",
    bankName: "Great Lakes Credit Union",
    creditScore: 742,
    ssn: "123-45-6789",
    ssnConfirm: "123-45-6789",
    selectedPositions: ["Remote Data Entry Assistant"],
    otherPosition: undefined,
    additionalInfo: undefined,
    ...changes,
  };
}

/**
 * The same answers as a browser posts them: one [name, value] pair per text
 * field, one per ticked box, none for a field left empty.
 */
export function verificationFields(
  input: VerificationInput,
): Array<[string, string]> {
  return Object.entries(input).flatMap(([name, value]) =>
    value === undefined
      ? []
      : [value].flat().map((one): [string, string] => [name, String(one)]),
  );
}

/**
 * A licence's two sides as the verification form's store step takes them:
 * samplePng() (front) and sampleJpeg() (back).
 */
export const sampleLicenceImages = () => ({
  front: uploadedFile("driversLicenseFront", "f.png", samplePng(), "image/png"),
  back: uploadedFile("driversLicenseBack", "b.jpg", sampleJpeg(), "image/jpeg"),
});

/**
 * Submissions stored through the forms' own store steps (as after a valid
 * post), for tests about what happens to stored data later: retention, the
 * orphan sweep, backups. `n` makes the names and addresses of each one
 * distinct; `changes` replaces other answers (an SSN is confirmed as it is
 * given). The licence images are sampleLicenceImages(), stored as sent.
 */
export function storeSampleVerification(
  services: Parameters<typeof submitVerification>[0],
  n: number,
  changes: Partial<VerificationInput> = {},
) {
  const input = sampleVerificationInput(n, {
    ...(changes.ssn ? { ssnConfirm: changes.ssn } : {}),
    ...changes,
  });
  return submitVerification(services, input, sampleLicenceImages());
}

/** A job application with its resume (see storeSampleVerification). */
export function storeSampleApplication(
  services: Parameters<typeof submitJobApplication>[0],
  n: number,
) {
  return submitJobApplication(
    services,
    {
      fullName: "Katherine Johnson",
      email: `katherine${n}@example.com`,
      phone: "313-555-0101",
      address: "12 Orbit Lane, Detroit, MI",
      experience: "3-5 years",
      coverLetter: "",
      roleId: 3,
      roleTitle: "Customer Service Representative",
    },
    uploadedFile("resume", "cv.pdf", samplePdf(), "application/pdf"),
  );
}

/**
 * The verification form as a browser posts it (multipart), for tests and
 * benchmarks that post to a running server: submission `n`'s names, with
 * `image` (a PNG) as both sides of the licence.
 */
export function verificationFormData(
  n: number,
  options: { email?: string; image?: Uint8Array } = {},
): FormData {
  const form = new FormData();
  const { email } = options;
  const input = sampleVerificationInput(n, email ? { email } : {});
  for (const [name, value] of verificationFields(input))
    form.append(name, value);
  const image = options.image ?? samplePng();
  for (const side of ["driversLicenseFront", "driversLicenseBack"])
    form.append(
      side,
      new File([image as Uint8Array<ArrayBuffer>], `${side}.png`, {
        type: "image/png",
      }),
    );
  return form;
}
