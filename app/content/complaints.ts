import type { ComplaintTopic } from "#app/lib/schemas/complaint.ts";

import { company } from "./company.ts";
import { complaintFacts } from "./facts/complaints.ts";
import { staticPage } from "./page-meta.ts";
import type { PageHero, SectionIntro } from "./shared.ts";

const { finalAnswerDays, michigan, otherStatesHref } = complaintFacts;

/** What a complaint may be about, as the form and the back office name it. */
export const complaintTopics: ReadonlyArray<{
  value: ComplaintTopic;
  label: string;
}> = [
  { value: "claim", label: "A claim" },
  { value: "policy", label: "A policy" },
  { value: "quote", label: "A quote" },
  { value: "payment", label: "A payment" },
  { value: "website", label: "Our website" },
  { value: "treatment", label: "How we treated you" },
  { value: "other", label: "Something else" },
];

/** A stored topic's name; a value no topic has, as stored. */
export const complaintTopicLabel = (value: string) =>
  complaintTopics.find((topic) => topic.value === value)?.label ?? value;

export const complaintsMeta = staticPage(
  "/complaints",
  "Complaints",
  `How to make a complaint: we acknowledge it within one business day and give you our final answer within ${finalAnswerDays} days.`,
);

export const complaintsHero: PageHero = {
  eyebrow: "Complaints",
  title: "Make a Complaint",
  subtitle: `If we got something wrong, we want to hear about it. Tell us below, call us at ${company.phone} or email ${company.email}: every complaint is recorded, looked into and answered in writing.`,
};

/** One step of how a complaint is handled. */
export interface ComplaintStep {
  title: string;
  description: string;
}

/** How we handle a complaint, from the person's first word to our final answer (decision 0097). */
export const complaintSteps: SectionIntro & {
  steps: readonly [ComplaintStep, ComplaintStep, ComplaintStep, ComplaintStep];
} = {
  heading: "How We Handle a Complaint",
  intro:
    "A complaint is never held against you, and making one does not change your policy or your claim.",
  steps: [
    {
      title: "You tell us",
      description:
        "Use the form below, call us or email us. You get a reference starting with CP- at once, on screen and by email.",
    },
    {
      title: "We acknowledge it",
      description:
        "Within one business day we confirm that we have your complaint and that someone is looking into it.",
    },
    {
      title: "We look into it",
      description:
        "We read what happened, check our records and talk to the people involved. If we need more from you, we ask.",
    },
    {
      title: "We give you our final answer",
      description:
        "In writing: what we found, what we will do to put it right, and where you can go if you disagree.",
    },
  ],
};

/** The promise in plain words (decision 0097). */
export const complaintPromise: SectionIntro & { points: readonly string[] } = {
  heading: "Our Promise",
  intro: "These times start on the day we receive your complaint.",
  points: [
    "We acknowledge your complaint within one business day.",
    `We send you our final answer within ${finalAnswerDays} days.`,
    `If we cannot answer within ${finalAnswerDays} days, we write to tell you why and when you will have our answer.`,
  ],
};

/** The regulators a person may go to, at any time, whatever we answer. */
export const complaintRegulators: SectionIntro & {
  michigan: {
    name: string;
    text: string;
    linkLabel: string;
    href: string;
    phoneLabel: string;
    phone: string;
    phoneHref: string;
  };
  otherStates: { text: string; linkLabel: string; href: string };
} = {
  heading: "You Can Also Go to Your State's Insurance Department",
  intro:
    "You may contact your state's insurance department at any time: before, during or after our own review. It costs you nothing.",
  michigan: {
    name: "Michigan Department of Insurance and Financial Services (DIFS)",
    text: "We are based in Michigan, where DIFS takes complaints about insurers online or by phone.",
    linkLabel: "Make a complaint to DIFS",
    href: michigan.href,
    phoneLabel: "DIFS toll-free:",
    phone: michigan.phone,
    phoneHref: michigan.phoneHref,
  },
  otherStates: {
    text: "Every other state has its own insurance department. The National Association of Insurance Commissioners (NAIC) lists them all.",
    linkLabel: "Find your state's insurance department",
    href: otherStatesHref,
  },
};

/** The complaint form's words (issue 33): its fields, hints, toasts and the panel once it is in. */
export const complaintForm = {
  heading: "Make a Complaint",
  intro:
    "Fields marked * are required. The more you tell us, the sooner we can put things right.",
  labels: {
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number (optional)",
    about: "What is your complaint about?",
    ourReference: "Our reference, if you have one (optional)",
    whatHappened: "What happened",
    putRight: "What would put it right",
    documents: "Documents (optional)",
  },
  placeholders: {
    fullName: "Jane Smith",
    email: "jane@example.com",
    phone: "(313) 555-0100",
    ourReference: "e.g. CL012345",
  },
  hints: {
    ourReference:
      "A claim (CL…), a quote (Q-…), a message (CT-…), a job application (APP-…) or a verification (VER-…).",
    whatHappened:
      "Tell us in your own words: what happened, when, and who you dealt with.",
    putRight:
      "An apology, a decision looked at again, a refund: whatever you would see as fair.",
    documents:
      "Letters, emails or photos that help us understand. PNG, JPG or PDF, up to 10MB each.",
  },
  /** The select's first, empty choice. */
  aboutChoice: "Choose one",
  submitLabel: "Send Complaint",
  submittingLabel: "Sending...",
  success: (reference: string) => ({
    type: "success" as const,
    title: "Complaint Received",
    description: `We have received your complaint. Reference: ${reference}`,
  }),
  /** The panel that takes the form's place once the complaint is in, with its CP- reference. */
  /** Beside the reference once the complaint is in (the toast goes away, the reference must not). */
  successNote: `We have emailed you this reference. We will acknowledge your complaint within one business day and send you our final answer within ${finalAnswerDays} days.`,
  submitted: {
    referenceLabel: "Your complaint reference",
    referenceHint:
      "Please quote it whenever you write or call us about this complaint.",
    another: "Make another complaint",
    filesHeading: (count: number) =>
      count === 1 ? "The file we received" : `The ${count} files we received`,
  },
  /** Above the form when the page answers a post without JavaScript and something needs fixing. */
  notSubmitted: {
    title: "Your complaint has not been sent yet",
    description: "Please correct the fields marked below.",
    reattach:
      "For your security, attached files are not kept: please attach your documents again.",
  },
  failure: {
    type: "error" as const,
    title: "Complaint Not Sent",
    description: `Something went wrong on our side and your complaint was not sent. Your details are still in the form: please try again in a moment, or call us at ${company.phone}.`,
  },
};
