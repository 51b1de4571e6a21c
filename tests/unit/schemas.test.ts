import { describe, expect, it } from "vitest";

import { validationMessages } from "#app/content/validation.ts";
import * as spanishValidation from "#app/content/es/validation.ts";

import { ClaimSchema } from "#app/lib/schemas/claim.ts";
import { todayIn } from "#app/lib/today.ts";
import {
  formatPolicyNumber,
  normalisePolicyNumber,
} from "#app/lib/schemas/claim-check.ts";
import { ClaimStatusSchema } from "#app/lib/schemas/claim-status.ts";
import { fieldConstraints } from "#app/lib/forms/field-constraints.ts";
import { ContactSchema, splitFullName } from "#app/lib/schemas/contact.ts";
import {
  checkFile,
  fileRules,
  formatMegabytes,
  MEGABYTE,
} from "#app/lib/schemas/file-rules.ts";
import { JobApplicationSchema } from "#app/lib/schemas/job-application.ts";
import {
  INVALID_PHONE_MESSAGE,
  usPhoneDigits,
} from "#app/lib/schemas/phone.ts";
import { AgentRequestSchema } from "#app/lib/schemas/quote-request.ts";
import { COVER_LETTER_MAX } from "#app/lib/schemas/job-application-rules.ts";
import { VerificationSchema } from "#app/lib/schemas/verification.ts";
import {
  formatSsn,
  OTHER_POSITION_MESSAGE,
  REQUIRED_MESSAGE,
  verificationProblem,
  verificationProblemToast,
} from "#app/lib/schemas/verification-rules.ts";

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join("."),
      issue.message,
    ]),
  );

describe("contact form", () => {
  it("accepts a valid message", () => {
    expect(
      ContactSchema.safeParse({
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        message: "Please call me back.",
      }).success,
    ).toBe(true);
  });
  it("gives the spec's messages", () => {
    const result = ContactSchema.safeParse({
      fullName: "A",
      email: "nope",
      message: "short",
    });
    expect(messages(result)).toEqual({
      fullName: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
  });
  it("splits names as the spec says", () => {
    expect(splitFullName("Ada Lovelace")).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(splitFullName("  Mary Ann  van der Berg ")).toEqual({
      firstName: "Mary",
      lastName: "Ann van der Berg",
    });
    expect(splitFullName("Cher")).toEqual({
      firstName: "Cher",
      lastName: "Cher",
    });
  });
});

describe("file rules", () => {
  it("uses the spec's messages and limits", () => {
    expect(
      checkFile({ name: "cv.PDF", size: 5 * MEGABYTE }, fileRules.resume),
    ).toBeNull();
    expect(
      checkFile({ name: "cv.pdf", size: 5 * MEGABYTE + 1 }, fileRules.resume),
    ).toBe("File size exceeds 5MB limit");
    expect(checkFile({ name: "cv.txt", size: 10 }, fileRules.resume)).toBe(
      "Invalid file type. Accepted types: .pdf, .doc, .docx",
    );
    expect(
      checkFile(
        { name: "front.jpeg", size: 10 * MEGABYTE },
        fileRules.driversLicense,
      ),
    ).toBeNull();
    expect(
      checkFile({ name: "front.gif", size: 1 }, fileRules.driversLicense),
    ).toBe("Invalid file type. Accepted types: .jpg, .jpeg, .png, .pdf");
    expect(
      checkFile(
        { name: "photo.png", size: 11 * MEGABYTE },
        fileRules.claimDocuments,
      ),
    ).toBe("File size exceeds 10MB limit");
    expect(fileRules.claimDocuments.maxFiles).toBe(10);
  });
  it("shows sizes in MB", () => {
    expect(formatMegabytes(2.5 * MEGABYTE)).toBe("2.50 MB");
  });
});

describe("job application", () => {
  const valid = {
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    phone: "313-555-0100",
    address: "1 Main St, Detroit",
  };
  it("defaults experience to 1-2 years and drops an empty cover letter", () => {
    const parsed = JobApplicationSchema.parse({ ...valid, coverLetter: "" });
    expect(parsed.experience).toBe("1-2 years");
    expect(parsed.coverLetter).toBeUndefined();
  });
  it("limits the cover letter to 2000 characters", () => {
    expect(
      JobApplicationSchema.safeParse({
        ...valid,
        coverLetter: "x".repeat(COVER_LETTER_MAX),
      }).success,
    ).toBe(true);
    expect(
      messages(
        JobApplicationSchema.safeParse({
          ...valid,
          coverLetter: "x".repeat(COVER_LETTER_MAX + 1),
        }),
      ),
    ).toEqual({
      coverLetter: "Cover letter must be at most 2000 characters",
    });
  });
  it("counts a line break as one character, as the counter does, though forms send CRLF", () => {
    const lines = "x".repeat(999) + "\r\n" + "x".repeat(1000);
    const parsed = JobApplicationSchema.safeParse({
      ...valid,
      coverLetter: lines,
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.coverLetter).toBe(lines.replace("\r\n", "\n"));
  });
  it("requires name, email, phone, address and a known experience", () => {
    expect(
      Object.keys(
        messages(JobApplicationSchema.safeParse({ experience: "10 years" })),
      ),
    ).toEqual(["fullName", "email", "phone", "address", "experience"]);
  });
  it("takes a US phone number as written, and nothing else", () => {
    const phone = (value: string) =>
      messages(JobApplicationSchema.safeParse({ ...valid, phone: value }))
        .phone;
    expect(JobApplicationSchema.parse(valid).phone).toBe("313-555-0100");
    expect(phone("(313) 555-0100")).toBeUndefined();
    expect(phone("")).toBe("Phone number is required");
    expect(phone("abc")).toBe(INVALID_PHONE_MESSAGE);
    expect(phone("555-0100")).toBe(INVALID_PHONE_MESSAGE);
  });
});

describe("US phone numbers", () => {
  it("reads a US number however it is written, as its ten digits", () => {
    for (const written of [
      "(313) 555-0142",
      "313-555-0142",
      "313.555.0142",
      "3135550142",
      "1 313 555 0142",
      "+1 (313) 555-0142",
      "313-555-0142 ext. 12",
    ])
      expect(usPhoneDigits(written), written).toBe("3135550142");
  });
  it("refuses text, short and long numbers, numbers outside the plan and other countries", () => {
    for (const written of [
      "abc",
      "12345",
      "555-0142",
      "313-555-01420",
      // No such area code, and none starts with 1 or is 911.
      "(555) 123-4567",
      "123-456-7890",
      "911-555-1234",
      // A number with words after it is not a number.
      "3135550142abc",
      // +1, but Canada and Puerto Rico; and London.
      "+1 416 555 0123",
      "787-555-0123",
      "+44 20 7946 0958",
    ])
      expect(usPhoneDigits(written), written).toBeUndefined();
  });
});

describe("employment verification", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "313-555-0100",
    phoneCarrier: "",
    streetAddress: "1 Main St",
    city: "Detroit",
    state: "MI",
    zipCode: "48226",
    bankName: "Great Lakes Bank",
    creditScore: "720",
    ssn: "123456789",
    ssnConfirm: "123-45-6789",
    selectedPositions: ["Remote Data Entry Assistant"],
    otherSelected: false,
    otherPosition: "ignored because Other is unchecked",
    additionalInfo: "",
  };
  it("says a phone number that is not a US one is not, and an empty one is required", () => {
    const phone = (value: string) =>
      messages(VerificationSchema.safeParse({ ...valid, phone: value })).phone;
    expect(phone("313-555-0100")).toBeUndefined();
    expect(phone("")).toBe(REQUIRED_MESSAGE);
    expect(phone("abc")).toBe(INVALID_PHONE_MESSAGE);
    expect(phone("12345")).toBe(INVALID_PHONE_MESSAGE);
  });
  it("accepts a valid form, masks the SSN and clears Other's text when unchecked", () => {
    const parsed = VerificationSchema.parse(valid);
    expect(parsed.ssn).toBe("123-45-6789");
    expect(parsed.creditScore).toBe(720);
    expect(parsed.phoneCarrier).toBeUndefined();
    expect(parsed.otherPosition).toBeUndefined();
    expect(parsed.additionalInfo).toBeUndefined();
  });
  it("refuses mismatched SSNs with the spec's message", () => {
    expect(
      messages(
        VerificationSchema.safeParse({ ...valid, ssnConfirm: "123-45-6780" }),
      ),
    ).toEqual({
      ssnConfirm: "Social Security Numbers do not match.",
    });
  });
  it("needs a position or an Other text", () => {
    expect(
      messages(
        VerificationSchema.safeParse({ ...valid, selectedPositions: [] }),
      ),
    ).toEqual({
      selectedPositions:
        "Please select at least one position you're interested in.",
    });
    const other = VerificationSchema.parse({
      ...valid,
      selectedPositions: [],
      otherSelected: true,
      otherPosition: "Claims adjuster",
    });
    expect(other.otherPosition).toBe("Claims adjuster");
  });
  it("asks for Other's text, not a position, when a position and Other are ticked", () => {
    expect(
      messages(
        VerificationSchema.safeParse({
          ...valid,
          otherSelected: true,
          otherPosition: "",
        }),
      ),
    ).toEqual({
      otherPosition: "Please describe the other position you're interested in",
    });
    expect(OTHER_POSITION_MESSAGE).toBe(
      "Please describe the other position you're interested in",
    );
  });
  it("still asks for a position when nothing is chosen, Other's text included", () => {
    expect(
      messages(
        VerificationSchema.safeParse({
          ...valid,
          selectedPositions: [],
          otherSelected: false,
          otherPosition: "",
        }),
      ),
    ).toEqual({
      selectedPositions:
        "Please select at least one position you're interested in.",
    });
    expect(
      messages(
        VerificationSchema.safeParse({
          ...valid,
          selectedPositions: [],
          otherSelected: true,
          otherPosition: "",
        }),
      ),
    ).toEqual({
      selectedPositions:
        "Please select at least one position you're interested in.",
      otherPosition: OTHER_POSITION_MESSAGE,
    });
  });
  it("keeps the credit score between 300 and 850", () => {
    expect(
      VerificationSchema.safeParse({ ...valid, creditScore: "300" }).success,
    ).toBe(true);
    expect(
      VerificationSchema.safeParse({ ...valid, creditScore: "850" }).success,
    ).toBe(true);
    expect(
      messages(VerificationSchema.safeParse({ ...valid, creditScore: "299" })),
    ).toEqual({
      creditScore: "Credit score must be at least 300",
    });
    expect(
      messages(VerificationSchema.safeParse({ ...valid, creditScore: "851" })),
    ).toEqual({
      creditScore: "Credit score must be at most 850",
    });
  });
  it("says 'This field is required' under every empty required field", () => {
    const empty = Object.fromEntries(
      Object.keys(valid).map((name) => [name, ""]),
    );
    const found = messages(
      VerificationSchema.safeParse({
        ...empty,
        selectedPositions: ["Remote Data Entry Assistant"],
        otherSelected: false,
      }),
    );
    expect(found).toEqual(
      Object.fromEntries(
        [
          "firstName",
          "lastName",
          "email",
          "phone",
          "streetAddress",
          "city",
          "state",
          "zipCode",
          "bankName",
          "creditScore",
          "ssn",
          "ssnConfirm",
        ].map((name) => [name, REQUIRED_MESSAGE]),
      ),
    );
  });
  it("picks the spec's toast in its order: missing fields, SSN mismatch, position", () => {
    const problemOf = (change: Record<string, unknown>) => {
      const result = VerificationSchema.safeParse({ ...valid, ...change });
      return verificationProblem(messages(result));
    };
    expect(problemOf({})).toBeUndefined();
    expect(
      problemOf({ city: "", ssnConfirm: "999-99-9999", selectedPositions: [] }),
    ).toBe("requiredMissing");
    expect(
      problemOf({ ssnConfirm: "999-99-9999", selectedPositions: [] }),
    ).toBe("ssnMismatch");
    expect(problemOf({ selectedPositions: [] })).toBe("positionRequired");
    expect(
      problemOf({
        otherSelected: true,
        otherPosition: "",
        selectedPositions: [],
      }),
    ).toBe("positionRequired");
    // Other ticked with its text left empty beside a ticked position: the
    // text is what is missing, not a position.
    expect(problemOf({ otherSelected: true, otherPosition: "  " })).toBe(
      "requiredMissing",
    );
    expect(
      problemOf({
        otherSelected: true,
        otherPosition: "",
        ssnConfirm: "999-99-9999",
      }),
    ).toBe("requiredMissing");
    // Filled in but malformed: only the message under the field.
    expect(problemOf({ email: "ada@" })).toBeUndefined();
    expect(
      verificationProblem({
        driversLicenseBack: "Please upload the back of your driver's license",
      }),
    ).toBe("requiredMissing");
  });
  it("reads the errors a Spanish page gets back in Spanish, and words the toast in Spanish", () => {
    const spanish = spanishValidation.validationMessages;
    expect(
      verificationProblem({
        firstName: spanish.required,
        selectedPositions: spanish.verification.position,
      }),
    ).toBe("requiredMissing");
    expect(
      verificationProblem({
        driversLicenseFront: spanish.verification.driversLicenseFront,
      }),
    ).toBe("requiredMissing");
    expect(
      verificationProblem({
        ssnConfirm: spanish.toasts.ssnMismatch.description,
        selectedPositions: spanish.verification.position,
      }),
    ).toBe("ssnMismatch");
    expect(
      verificationProblem({ selectedPositions: spanish.verification.position }),
    ).toBe("positionRequired");
    expect(
      verificationProblemToast({ firstName: REQUIRED_MESSAGE }, "es"),
    ).toEqual({ type: "error", ...spanish.toasts.requiredMissing });
  });
  it("formats SSNs as ###-##-####", () => {
    expect(formatSsn("12345")).toBe("123-45");
    expect(formatSsn("123-45-67890")).toBe("123-45-6789");
  });
});

describe("claim", () => {
  const valid = {
    policyNumber: "HL-1234567",
    incidentDate: "2026-01-15",
    description: "A tree fell on the garage during the storm.",
    claimantName: "Ada Lovelace",
    claimantEmail: "ada@example.com",
    agreement: true,
  };
  it("defaults the claim type to auto", () => {
    expect(ClaimSchema.parse(valid).claimType).toBe("auto");
  });
  it("takes a policy number as the hint shows it, in any case and spacing, and stores it so", () => {
    const policy = (value: string) =>
      ClaimSchema.safeParse({ ...valid, policyNumber: value });
    expect(policy(" hl 1234567 ").data?.policyNumber).toBe("HL-1234567");
    expect(policy("HL1234567").data?.policyNumber).toBe("HL-1234567");
    for (const wrong of ["12345", "HL-123456", "HL-12345678", "H-1234567"])
      expect(messages(policy(wrong)), wrong).toEqual({
        policyNumber: validationMessages.policyNumber,
      });
    expect(messages(policy(""))).toEqual({
      policyNumber: "Policy number is required",
    });
  });
  it("leaves the phone number out when empty, and takes only a US one", () => {
    const phone = (value: string) =>
      ClaimSchema.safeParse({ ...valid, claimantPhone: value });
    expect(phone("").data?.claimantPhone).toBeUndefined();
    expect(phone(" (313) 555-0199 ").data?.claimantPhone).toBe(
      "(313) 555-0199",
    );
    expect(messages(phone("abc"))).toEqual({
      claimantPhone: INVALID_PHONE_MESSAGE,
    });
  });
  it("refuses a date in the future and an unchecked agreement", () => {
    const tomorrow = todayIn(
      "America/New_York",
      new Date(Date.now() + 2 * 86_400_000),
    );
    expect(
      messages(
        ClaimSchema.safeParse({
          ...valid,
          incidentDate: tomorrow,
          agreement: false,
        }),
      ),
    ).toEqual({
      incidentDate: "Date of incident cannot be in the future",
      agreement: "Please confirm that the information is accurate",
    });
  });
});

describe("Check a claim", () => {
  it("takes a reference in any case and spacing, as the server stores it", () => {
    expect(
      ClaimStatusSchema.parse({
        reference: " cl 012345 ",
        policyNumber: " HL-1234567 ",
      }),
    ).toEqual({ reference: "CL012345", policyNumber: "HL-1234567" });
  });
  it("refuses what cannot be a claim reference, and missing fields", () => {
    expect(
      messages(
        ClaimStatusSchema.safeParse({
          reference: "VER-123456",
          policyNumber: "",
        }),
      ),
    ).toEqual({
      reference:
        "A claim reference is CL followed by 6 or 12 digits, e.g. CL012345",
      policyNumber: "Policy number is required",
    });
  });
  it("keeps its limits for the page without JavaScript", () => {
    expect(fieldConstraints(ClaimStatusSchema)).toMatchObject({
      reference: { required: true, maxLength: 20 },
      policyNumber: { required: true, maxLength: 20 },
    });
  });
  it("refuses a policy number that is not one, before looking for the claim", () => {
    expect(
      messages(
        ClaimStatusSchema.safeParse({
          reference: "CL012345",
          policyNumber: "12345",
        }),
      ),
    ).toEqual({ policyNumber: validationMessages.policyNumber });
    expect(formatPolicyNumber("tr 555 0000")).toBe("TR-5550000");
  });
  it("compares policy numbers by their letters and digits", () => {
    expect(normalisePolicyNumber("hl 123-4567")).toBe(
      normalisePolicyNumber("HL-1234567"),
    );
  });
});

describe("request for an agent", () => {
  const phone = (value: string) =>
    messages(
      AgentRequestSchema.safeParse({
        fullName: "Mary Jackson",
        email: "mary@example.com",
        phone: value,
        channel: "text",
        time: "any",
        consent: true,
      }),
    ).phone;
  it("takes a US number and refuses anything else", () => {
    expect(phone("(313) 555-0142")).toBeUndefined();
    expect(phone("abc")).toBe(
      "Please enter a valid US phone number, e.g. (313) 555-0100, or leave it empty",
    );
    expect(phone("(555) 123-4567")).toBe(
      "Please enter a valid US phone number, e.g. (313) 555-0100, or leave it empty",
    );
  });
});
