import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { company } from "./company.ts";
import { pageTitle } from "./page-meta.ts";

/**
 * The words of a conversation as the person reads it (issue 22): on the
 * page a message link opens, and from the customer dashboard. Staff are
 * always "Harborline Insurance" here, never by name.
 */

/** What each kind of record is called, before its reference: "Claim CL123456". */
export const recordNames: Record<InboxKind, string> = {
  claim: "Claim",
  verification: "Employment verification",
  application: "Job application",
  contact: "Your message",
  quote: "Your quote request",
  complaint: "Your complaint",
};

/** "Claim CL123456"; a record without a reference by its name alone. */
export const recordTitle = (kind: InboxKind, reference: string | null) =>
  reference ? `${recordNames[kind]} ${reference}` : recordNames[kind];

export const conversationPage = {
  meta: {
    title: pageTitle("Your messages"),
    description: `Your secure messages with ${company.name}.`,
  },
  eyebrow: "Secure messages",
  intro: `Your conversation with ${company.name}. This page is private: please do not share its address.`,
  linkNote:
    "The link in our email opens this page for 30 days; every new message we send brings a new link.",
  messagesHeading: "Conversation",
  noMessages: "There are no messages yet.",
  fromUs: company.name,
  fromYou: "You",
  byEmail: "sent by email",
  sentAt: "Sent",
  filesLabel: "Documents",
  askedFor: "Documents asked for:",
  requestsHeading: "Documents we asked for",
  requestsIntro:
    "Please upload each one with the form below, as a PDF, PNG or JPEG file of up to 10 MB.",
  requestAsked: "Asked",
  requestReceived: "Received",
  allReceived:
    "We have received every document we asked for. Thank you: our team has been told.",
  moreRequests: (count: number) =>
    count === 1
      ? "One more document was asked for: please send it in a second message once this one is sent."
      : `${count} more documents were asked for: please send them in a further message once this one is sent.`,
} as const;

/**
 * Ends an emailed reply cut to the longest message kept (MESSAGE_MAX_LENGTH),
 * stored with it in the person's language: they read it on the page.
 */
export const shortenedReplyNote =
  "[The reply was longer than a message may be: it ends here.]";

/** The answer form. Its file fields' labels are the requested documents' names. */
export const replyForm = {
  heading: "Reply",
  intro: `Write your answer below. Please do not include your Social Security number or bank details in a message: ${company.name} will never ask for them here.`,
  documentsLegend: "Documents",
  documentsHint: "PDF, PNG or JPEG, up to 10 MB each, at most 5 per message",
  labels: { message: "Your message", otherDocuments: "Other documents" },
  hints: {
    message: "Optional when you send a document.",
  },
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
  success: {
    type: "success",
    title: "Message sent",
    description:
      "Thank you. Your message is now part of the conversation above, and we have let our team know.",
  } satisfies ToastMessage,
  /** Above the form when a post without JavaScript needs fixing. */
  notSent: {
    type: "error",
    title: "Your message has not been sent yet",
    description: "Please correct what is marked below.",
  } satisfies ToastMessage,
  reattach:
    "For your security, chosen files are not kept: please choose your documents again.",
  failure: {
    type: "error",
    title: "Message Not Sent",
    description: `We could not send your message. It is still in the form: please try again, or call us at ${company.phone}.`,
  } satisfies ToastMessage,
  connectionFailed: {
    type: "error",
    title: "Message Not Sent",
    description:
      "We could not reach our servers. Please check your connection and try again.",
  } satisfies ToastMessage,
  /** Documents posted to a record that takes none (a job application). */
  documentsNotTaken:
    "Documents cannot be sent about this record. Please write your message only.",
} as const;

/** How to get a working link: every way a person has, as the issue lists them. */
const newLinkHelp = [
  "Every new message we send you brings a new link.",
  "Reply to the email that brought you here: your answer reaches us, and ours brings a new link.",
  `Or call us at ${company.phone}, ${company.supportHours}.`,
] as const;

/**
 * The pages of a link that opens nothing. An unknown or mistyped link (404)
 * and an expired one (410) are told apart: see app/routes/messages.tsx.
 */
export const linkProblems = {
  invalid: {
    title: "This link is not valid",
    meta: pageTitle("Link not valid"),
    text: "This message link is not valid: it may be incomplete, or older than 30 days, after which we remove expired links.",
    helpHeading: "To read your messages",
    help: newLinkHelp,
  },
  expired: {
    title: "This link has expired",
    meta: pageTitle("Link expired"),
    text: "For your privacy, message links work for 30 days. This one is older.",
    helpHeading: "To get a new link",
    help: newLinkHelp,
  },
  phoneLabel: `Call ${company.phone}`,
  phoneHref: company.phoneHref,
  home: { label: "Return to Home", href: "/" },
  /** The toast of a post through a link that stopped working while the page was open. */
  toast: {
    type: "error",
    title: "Link No Longer Valid",
    description: `This message link no longer works, so your message was not sent. Reply to our email for a new link, or call us at ${company.phone}.`,
  } satisfies ToastMessage,
} as const;

/** A record's page on the customer's account (its list is app/content/portal.ts `activityWords`). */
export const dashboardMessages = {
  /** A post from the dashboard about a record this account cannot open (anymore). */
  notFound: {
    type: "error",
    title: "Conversation Not Found",
    description:
      "This conversation is not available to your account, so your message was not sent.",
  } satisfies ToastMessage,
  meta: {
    title: pageTitle("Messages"),
    description:
      "Your conversation with us, in the secure area of your account.",
  },
} as const;
