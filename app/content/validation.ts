import { MESSAGE_MAX_LENGTH } from "#app/lib/schemas/conversation-limits.ts";
import {
  fileRules,
  fileTooLargeMessage,
  invalidFileTypeMessage,
  tooManyFilesMessage,
} from "#app/lib/schemas/file-rules.ts";
import {
  COVER_LETTER_MAX,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
} from "#app/lib/schemas/limits.ts";

/**
 * The messages the public forms' schemas give under a field (spec section
 * 5), written once here and used by the schemas in app/lib/schemas/. The
 * schemas give them in English, the form's canonical language; a form on a
 * Spanish page shows the twin's message in their place
 * (app/lib/forms/localize-messages.ts, decision 0087), so each form keeps a
 * single schema. Limits are read from the rules, never written again.
 */
const resumeRequired = "Please upload your resume before submitting.";
const ssnMismatch = "Social Security Numbers do not match.";
const positionRequired =
  "Please select at least one position you're interested in.";

export const validationMessages = {
  /** Shared by the forms that ask for an email address or a phone number. */
  email: "Please enter a valid email address",
  phone: "Please enter a valid US phone number, e.g. (313) 555-0100",
  policyNumber:
    "A policy number is two letters and seven digits, e.g. HL-1234567",
  /** Under every required field of the verification form left empty. */
  required: "This field is required",

  /** A file that breaks its field's rule (app/lib/schemas/file-rules.ts), in the browser and on the server. */
  files: {
    invalidType: invalidFileTypeMessage,
    tooLarge: fileTooLargeMessage,
    tooMany: tooManyFilesMessage,
  },

  contact: {
    fullName: "Name must be at least 2 characters",
    message: "Message must be at least 10 characters",
  },

  claim: {
    claimType: "Please choose a claim type",
    policyNumber: "Policy number is required",
    incidentDate: "Date of incident is required",
    futureDate: "Date of incident cannot be in the future",
    description: "Incident description is required",
    descriptionLength: "Description must be at most 5000 characters",
    claimantName: "Your name is required",
    agreement: "Please confirm that the information is accurate",
  },

  complaint: {
    fullName: "Your name is required",
    about: "Please choose what your complaint is about",
    ourReference:
      "Enter a reference of ours, such as CL012345, Q-012345, CT-012345, APP-012345 or VER-012345, or leave it empty",
    whatHappened: "Please tell us what happened",
    whatHappenedLength: "What happened must be at most 5000 characters",
    putRight: "Please tell us what would put it right",
    putRightLength: "What would put it right must be at most 2000 characters",
  },

  claimCheck: {
    reference: "Claim reference is required",
    referenceShape:
      "A claim reference is CL followed by 6 or 12 digits, e.g. CL012345",
  },

  application: {
    fullName: "Full name is required",
    phone: "Phone number is required",
    address: "Address is required",
    experience: "Please choose your experience",
    coverLetter: `Cover letter must be at most ${COVER_LETTER_MAX} characters`,
    resume: resumeRequired,
  },

  verification: {
    state: "Please choose a state",
    zipCode: "Please enter a 5-digit ZIP code",
    creditScoreNumber: "Credit score must be a number",
    creditScoreWhole: "Credit score must be a whole number",
    creditScoreMin: `Credit score must be at least ${CREDIT_SCORE_MIN}`,
    creditScoreMax: `Credit score must be at most ${CREDIT_SCORE_MAX}`,
    ssn: "Enter the SSN as ###-##-####",
    ssnMismatch,
    position: positionRequired,
    otherPosition: "Please describe the other position you're interested in",
    additionalInfo: "Additional information must be at most 5000 characters",
    driversLicenseFront: "Please upload the front of your driver's license",
    driversLicenseBack: "Please upload the back of your driver's license",
  },

  conversation: {
    messageLength: `Your message must be at most ${MESSAGE_MAX_LENGTH} characters`,
    messageRequired: "Please write a message or choose a document to send.",
    tooManyDocuments: `You can send at most ${fileRules.conversationDocuments.maxFiles} documents in one message.`,
  },

  /** The spec's toasts for a form that cannot be sent (section 5). */
  toasts: {
    requiredMissing: {
      title: "Required Fields Missing",
      description: "Please fill in all required fields.",
    },
    ssnMismatch: { title: "SSN Mismatch", description: ssnMismatch },
    positionRequired: {
      title: "Position Required",
      description: positionRequired,
    },
    resumeRequired: { title: "Resume Required", description: resumeRequired },
  },
};
