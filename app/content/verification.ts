import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import type { LinkItem, PageHero, SectionIntro } from "./shared.ts";

import {
  privacyPolicyHref,
  usStates,
  type UsStateCode,
} from "./facts/verification.ts";

export {
  phoneCarriers,
  positionInterests,
  usStates,
  type PhoneCarrier,
  type PositionInterest,
  type UsState,
  type UsStateCode,
} from "./facts/verification.ts";

export const otherPositionLabel = "Other";

export const usStateCodes: readonly UsStateCode[] = usStates.map(
  (state) => state.code,
);

/** The page around the Employment Verification Form (public and dashboard). */
export const verificationHero: PageHero = {
  eyebrow: "Careers",
  title: "Employment Verification Form",
  subtitle:
    "Please complete every required field. Your information is sent over an encrypted connection, stored encrypted and used only to verify your identity and employment eligibility.",
};

/** Why the form asks for sensitive data and how it is kept, above the form. */
export const verificationNotice: {
  heading: string;
  paragraphs: readonly string[];
  link: LinkItem;
} = {
  heading: "Why we ask for this information",
  paragraphs: [
    "We must confirm the identity and employment eligibility of every new team member, and we pay by direct deposit. That is why this form asks for your Social Security number, images of your driver's license and your financial details. We use them for nothing else: never for marketing, and we never sell them.",
    "Your information travels over an encrypted connection and is stored encrypted in private storage. Only the few authorized employees who verify candidates can see it, and every access is logged. If you are not hired, it is securely deleted.",
  ],
  link: {
    label: "Read how we protect your data in our Privacy Policy",
    href: privacyPolicyHref,
  },
};

/** The section that holds the form (anchor #verification-form). */
export const verificationFormSection: SectionIntro & {
  id: "verification-form";
} = {
  id: "verification-form",
  heading: "Complete Your Verification",
  intro:
    "The form takes about ten minutes. Have your driver's license (front and back, as JPG, PNG or PDF up to 10 MB each) and your bank details at hand.",
};

/** Section headings of the form, in the spec's order. */
export const verificationSections = {
  personal: "Personal Information",
  address: "Address",
  financial: "Financial Information",
  documents: "Driver's License",
  ssn: "Social Security Number",
  positions: "Position Interest",
  additional: "Additional Information",
} as const;

export const verificationSuccess: {
  title: string;
  text: string;
  referenceLabel: string;
  referenceHint: string;
} = {
  title: "Verification Form Submitted",
  text: "Thank you. Our team will review your information and contact you within 2-3 business days.",
  referenceLabel: "Your reference",
  referenceHint:
    "Please keep it for your records and quote it if you contact us.",
};

/** Texts of the form itself: labels, hints, buttons and the spec's toasts (sections 5 and 8). */
export const verificationForm = {
  requiredNote: "Fields marked * are required.",
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email Address",
    phone: "Phone Number",
    phoneCarrier: "Phone Carrier (optional)",
    streetAddress: "Street Address",
    city: "City",
    state: "State",
    zipCode: "ZIP Code",
    bankName: "Bank Name",
    creditScore: "Credit Score",
    driversLicenseFront: "Driver's License (Front)",
    driversLicenseBack: "Driver's License (Back)",
    ssn: "Social Security Number",
    ssnConfirm: "Confirm Social Security Number",
    otherPosition: "Other position",
    additionalInfo: "Anything else you would like us to know? (optional)",
  },
  placeholders: {
    email: "jane@example.com",
    phone: "(313) 555-0100",
    ssn: "###-##-####",
  },
  hints: {
    bankName: "Where you would like your pay deposited.",
    creditScore: "A whole number between 300 and 850.",
    driversLicense:
      "A clear photo or scan: .jpg, .jpeg, .png or .pdf, up to 10MB.",
    ssn: "Nine digits; the dashes are added for you.",
    ssnConfirm: "Type it once more, to be sure it is right.",
    positions: "Select every position you're interested in.",
    additionalInfo: "For example your availability or the languages you speak.",
  },
  chooseCarrier: "Select a carrier",
  chooseState: "Select a state",
  /** The SSN reveal control: a toggle button whose name stays the same, pressed or not. */
  showSsn: { text: "Show", label: "Show Social Security numbers" },
  securityNote:
    "Sent over an encrypted connection. Your SSN and license images are stored encrypted.",
  submitLabel: "Submit Verification Form",
  submittingLabel: "Submitting...",
  success: {
    type: "success",
    title: "Verification Form Submitted",
    description: verificationSuccess.text,
  },
  emailWarning: {
    type: "warning",
    title: "Email Notification Warning",
    description:
      "Form submitted successfully, but email notification failed to send.",
  },
  /** The catalogue's failure toast; {message} never carries server internals. */
  failure: (message: string) =>
    ({
      type: "error",
      title: "Submission Failed",
      description: `There was an error submitting your verification form: ${message}. Please try again.`,
    }) as const,
  failureReasons: {
    server: "Your form could not be saved",
    connection: "The connection to our server failed",
  },
} as const;

export const verificationMeta = staticPage(
  "/verification",
  "Employment Verification Form",
  `Complete the ${company.name} employment verification form securely online. Our team will contact you within 2-3 business days.`,
);
