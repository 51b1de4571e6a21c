import type { workflowStatuses } from "#app/lib/staff/workflow.ts";

import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import { productLineTitle } from "./product-lines.ts";
import type {
  IconCard,
  PageHero,
  ProductLine,
  SectionIntro,
} from "./shared.ts";
import { claimStageIcons, claimTypeOrder } from "./facts/claims.ts";

/** A choice of the claim type select. */
export interface ClaimTypeOption {
  value: ProductLine;
  label: string;
}

/** One card of What Happens Next, with the time it usually takes. */
export interface ClaimStage extends IconCard {
  timeframe: string;
}

export const fileAClaimHero: PageHero = {
  eyebrow: "Claims",
  title: "File a Claim",
  subtitle: `We're here to help you get back on track. Complete the form below to start your claim, or call us 24/7 at ${company.phone}. A claims specialist will review your claim within 24-48 hours.`,
};

/**
 * Under the hero's intro, before anything else a person in trouble reads:
 * safety first, and a way to the check for those who already filed.
 */
export const fileAClaimShortcuts = {
  emergency:
    "In an emergency, call 911 first. If anyone is hurt or in danger, get help before you file your claim.",
  checkClaim: "Check a claim",
} as const;

/** The claim type select: the six lines by their names, in the spec's order. */
export const claimTypes: readonly ClaimTypeOption[] = claimTypeOrder.map(
  (line) => ({ value: line, label: productLineTitle(line) }),
);

export { defaultClaimType } from "./facts/claims.ts";

/** A stored claim type's name ("Auto Insurance"); an unknown value as it is. */
export const claimTypeLabel = (value: string) =>
  claimTypes.find((type) => type.value === value)?.label ?? value;

/** Texts of the Claim Submission Form (spec sections 2, 4 and 8). */
export const claimForm = {
  heading: "Claim Submission Form",
  intro:
    "Fields marked * are required. Have your policy number ready; photos, receipts and reports help us settle your claim faster.",
  groups: {
    claim: "Claim details",
    contact: "Your contact details",
    contactHint:
      "We'll email your claim reference to you and use these details to reach you about your claim.",
  },
  labels: {
    claimType: "Claim Type",
    policyNumber: "Policy Number",
    incidentDate: "Date of Incident",
    description: "Incident Description",
    claimantName: "Full Name",
    claimantEmail: "Email Address",
    claimantPhone: "Phone Number (optional)",
    documents: "Supporting Documents",
  },
  placeholders: {
    policyNumber: "e.g. HL-1234567",
    description:
      "Describe what happened, where and when, and any damage or injuries.",
    claimantName: "Jane Smith",
    claimantEmail: "jane@example.com",
    claimantPhone: "(313) 555-0100",
  },
  uploadHint: "PNG, JPG, PDF up to 10MB",
  fraudWarningTitle: "Fraud warning",
  fraudWarning:
    "Any person who knowingly and with intent to defraud files a claim containing false, incomplete or misleading information may be guilty of insurance fraud, a crime that can result in fines, imprisonment and denial of the claim.",
  confirmation:
    "I confirm that all information provided is accurate and complete to the best of my knowledge.",
  submitLabel: "Submit Claim",
  submittingLabel: "Submitting...",
  /** The spec's success toast; {type} is the claim type's value ("auto"). */
  success: (claimType: ProductLine, reference: string) =>
    ({
      type: "success",
      title: "Claim Submitted Successfully",
      description: `Your ${claimType} insurance claim has been submitted. Reference: ${reference}`,
    }) as const,
  /** Shown beside the reference once a claim is in (the toast goes away, the reference must not). */
  successNote:
    "We're also sending this reference to your email address. A claims specialist will review your claim within 24-48 hours.",
  /** The panel that takes the form's place once a claim is in, with its reference in large type. */
  submitted: {
    referenceLabel: "Your claim reference",
    referenceHint:
      "Quote it when you call us. With your policy number it opens Check a claim below.",
    another: "File another claim",
    /** Above the names of the files that came with the claim (issue 36). */
    filesHeading: (count: number) =>
      count === 1 ? "The file we received" : `The ${count} files we received`,
  },
  /** Above the form when the page answers a post without JavaScript and something needs fixing. */
  notSubmitted: {
    title: "Your claim has not been submitted yet",
    description: "Please correct the fields marked below.",
    reattach:
      "For your security, attached files are not kept: please attach your documents again.",
  },
  /** The spec leaves the failure "not shown" (docs/decisions/0022-claims-failure-message-and-the-reference-on-screen.md). */
  failure: {
    type: "error",
    title: "Claim Submission Failed",
    description: `There was an error submitting your claim. Your details are still in the form: please try again, or call our 24/7 claims line at ${company.phone}.`,
  },
} as const;

export const whatHappensNext: SectionIntro & {
  stages: readonly [ClaimStage, ClaimStage, ClaimStage];
} = {
  heading: "What Happens Next",
  intro:
    "Here is what to expect after you submit your claim. 95% of claims are settled within 7 days.",
  stages: [
    {
      icon: claimStageIcons[0],
      title: "Claim Review",
      timeframe: "Within 24-48 hours",
      description:
        "A claims specialist reviews your claim within 24-48 hours, confirms your coverage and contacts you if anything else is needed.",
    },
    {
      icon: claimStageIcons[1],
      title: "Assessment",
      timeframe: "Usually a few days",
      description:
        "An adjuster assesses the loss, by inspection, video call or document review, and explains what your policy covers.",
    },
    {
      icon: claimStageIcons[2],
      title: "Resolution",
      timeframe: "Most claims within 7 days",
      description:
        "Once your claim is approved, payment is issued by direct deposit or check and your specialist confirms every detail with you.",
    },
  ],
};

/**
 * "Check a claim" on /file-a-claim (issue 10): the claim's status and its
 * dated history from its reference and policy number. A wrong pair, whichever
 * half is wrong, gets the one `notFound` answer.
 */
export const claimCheck = {
  heading: "Check a claim",
  intro:
    "Enter your claim reference and the policy number you gave with your claim to see its status and what has happened so far. Your reference starts with CL and is in the confirmation email we sent you.",
  // Capitalised as the claim form's labels above it on the same page.
  labels: {
    reference: "Claim Reference",
    policyNumber: claimForm.labels.policyNumber,
  },
  placeholders: {
    reference: "e.g. CL012345",
    policyNumber: "e.g. HL-1234567",
  },
  submitLabel: "Check claim",
  submittingLabel: "Checking...",
  /** The one answer to a reference and policy number that do not belong together. */
  notFound: {
    type: "error",
    title: "No claim found",
    description: `We could not find a claim with that reference and policy number. Please check both and try again, or call us 24/7 at ${company.phone}.`,
  },
  failure: {
    type: "error",
    title: "Claim Check Failed",
    description: `We could not check your claim just now. Please try again in a moment, or call our 24/7 claims line at ${company.phone}.`,
  },
  result: {
    title: (status: string) => `Status: ${status}`,
    summary: (reference: string, claimType: string, submittedOn: string) =>
      `Claim ${reference}, ${claimType}, submitted on ${submittedOn}.`,
    historyHeading: "History",
    /** A claim waiting on the claimant, or with documents asked of them: what to do, not a success. */
    needsHeading: "What we need from you",
    requestsIntro: "We have asked you for:",
    waitingMessage:
      "We have sent you a message asking for more information about your claim.",
    howToSend:
      "You can read our message and send us what we asked for on the secure page linked in the email we sent you. No email, or its link has expired? We can email you a new link, to the address you gave with your claim.",
  },
  /** "Email me a secure link": the answer is the same whatever the details were. */
  link: {
    submitLabel: "Email me a secure link",
    submittingLabel: "Sending...",
    sent: {
      type: "info",
      title: "Check your email",
      description:
        "If these details match a claim, we have sent a secure link to the email address given with it. It can take a few minutes to arrive, and it works for 30 days.",
    },
  },
} as const;

/**
 * How a resolved claim ended, as the claimant reads it in the status email
 * and in Check a claim (issue 23, decision 0076). The reason for a denial
 * is shown by Check a claim only, never in an email.
 */
/** A claim's stages. */
export type ClaimStatus = (typeof workflowStatuses.claim)[number];

/**
 * A claim's status as the claimant reads it (Check a claim and the status
 * email): the handler's words (app/content/staff.ts), except where they
 * speak of the claimant.
 */
export const claimantStatusLabels: Readonly<Record<ClaimStatus, string>> = {
  submitted: "Submitted",
  in_review: "In review",
  waiting_on_customer: "Waiting for information from you",
  assessment: "Assessment",
  resolved: "Resolved",
};

export const claimOutcomeText = {
  /** The status named with its outcome, in place of a bare "Resolved". */
  status: {
    paid: (amount: string) => `Resolved: paid ${amount}`,
    denied: "Resolved: denied",
    withdrawn: "Resolved: withdrawn",
  },
  summary: {
    paid: (amount: string) =>
      `We approved your claim and are paying ${amount}. If you have questions about the payment, call our 24/7 claims line at ${company.phone}.`,
    denied:
      "We have reviewed your claim and decided that we cannot pay it under your policy.",
    withdrawn:
      "Your claim was withdrawn and is closed; no payment was made. If you did not ask for this, call us.",
  },
  reasonHeading: "Reason for the decision",
  appealHeading: "How to appeal",
  appeal: `If you disagree with this decision, you may appeal within 60 days of the date of this notice. Reply to our email about this decision or call our 24/7 claims line at ${company.phone}, give your claim reference, tell us why you believe the decision is wrong, and send any documents that support your appeal. A claims specialist who was not involved in the original decision will review your appeal and answer you in writing.`,
  /** The email says where the reason is, rather than carrying it. */
  reasonOnline:
    "You can read the reason for the decision when you check your claim online with your reference and policy number.",
} as const;

export const fileAClaimMeta = staticPage(
  "/file-a-claim",
  "File a Claim",
  "File an insurance claim online for auto, home, health, life, business or travel coverage. Every claim is reviewed within 24-48 hours.",
);
