import { submitJobApplication } from "#server/forms/job-application.ts";
import { submitVerification } from "#server/forms/verification.ts";
import { sampleJpeg, samplePdf, samplePng, uploadedFile } from "./files.ts";

/**
 * Submissions stored through the forms' own store steps (as after a valid
 * post), for tests about what happens to stored data later: retention, the
 * orphan sweep, backups. `n` makes the names and addresses of each one
 * distinct. The licence images are samplePng() (front) and sampleJpeg()
 * (back), stored as sent.
 */
export function storeSampleVerification(
  services: Parameters<typeof submitVerification>[0],
  n: number,
  options: { ssn?: string } = {},
) {
  const ssn = options.ssn ?? "123-45-6789";
  return submitVerification(
    services,
    {
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
      ssn,
      ssnConfirm: ssn,
      selectedPositions: ["Remote Data Entry Assistant"],
      otherPosition: undefined,
      additionalInfo: undefined,
    },
    {
      front: uploadedFile(
        "driversLicenseFront",
        "f.png",
        samplePng(),
        "image/png",
      ),
      back: uploadedFile(
        "driversLicenseBack",
        "b.jpg",
        sampleJpeg(),
        "image/jpeg",
      ),
    },
  );
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
