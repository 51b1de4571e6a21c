import { company } from "./company.ts";
import { pageMeta } from "./page-meta.ts";
import { promisedTimes } from "./promises.ts";

/**
 * The words of a saved estimate and of the request for an agent (issue 24,
 * decision 0060): the save form under an estimate, the reopened estimate,
 * the request form and its consent box, and what the back office says of a
 * request. The estimate pages' own words are in app/content/quote.ts.
 */

/** How long the link to a saved estimate works; retention deletes it then (server/staff/retention.ts). */
export const SAVED_ESTIMATE_DAYS = 90;

/** The ways a person may ask to be contacted, in the form's order. */
export const contactChannels = [
  { value: "email", label: "Email" },
  { value: "phone", label: "Phone call" },
  { value: "text", label: "Text message" },
] as const;

/** When a person would like to hear from an agent, in the company's time zone. */
export const contactTimes = [
  { value: "any", label: "Any time" },
  { value: "morning", label: "Morning (9am to noon, Eastern Time)" },
  { value: "afternoon", label: "Afternoon (noon to 5pm, Eastern Time)" },
  { value: "evening", label: "Evening (5pm to 8pm, Eastern Time)" },
] as const;

export type ContactChannel = (typeof contactChannels)[number]["value"];
export type ContactTime = (typeof contactTimes)[number]["value"];

/**
 * The consent box, word for word as the person ticks it; the words are kept
 * with the request they agreed to (quote_requests.consent_text).
 */
export const consentToCall = `${company.name} may call or text me at the phone number I gave, about this request only. I understand that this consent is not a condition of buying anything and that I can withdraw it at any time. ${company.name} never passes my details to anyone else.`;

/** The form under an estimate (QuoteNextSteps) and the page it posts to. */
export const saveEstimate = {
  heading: "Keep this estimate",
  intro:
    "Save it to get a reference you can quote to us. Give an email address and we send you a link that reopens it; we do not keep the address.",
  labels: { email: "Email (optional)" },
  hints: {
    email: `For the link only. It works for ${SAVED_ESTIMATE_DAYS} days.`,
  },
  submitLabel: "Save Estimate",
  submittingLabel: "Saving...",
  /** The button when the page was opened to add a line to a saved estimate. */
  addTo: "Add to My Saved Estimate",
  agent: {
    heading: "Talk to an agent",
    intro:
      "An agent can turn this estimate into a quote. We contact you only if you ask, and only the way you choose.",
    submitLabel: "Ask for an Agent",
  },
  meta: pageMeta(
    "Save your estimate",
    "Save an insurance estimate and get a link that reopens it.",
    false,
  ),
  problemHeading: "We could not save this estimate",
  /** /quote/save opened without a post: estimates are saved from their result. */
  nothingPosted: {
    heading: "Save an estimate",
    text: "An estimate is saved from its result: answer a few questions, then choose Save Estimate under the figures.",
  },
  startAgain: "Start an estimate",
  messages: {
    invalidEmail: "Please enter a valid email address, or leave it empty",
    unknownLine: "Please choose an insurance line",
    answers:
      "Some answers were missing or not valid. Please go back to the estimate and check them.",
    linkExpired:
      "The saved estimate you were adding to has expired. This line was saved as a new estimate.",
  },
  failure: {
    type: "error",
    title: "Not Saved",
    description: "Your estimate could not be saved. Please try again.",
  },
} as const;

/** /quote/saved/:token: a saved estimate reopened. */
export const savedEstimatePage = {
  meta: pageMeta(
    "Your saved estimate",
    "An insurance estimate you saved.",
    false,
  ),
  eyebrow: "Saved estimate",
  title: (reference: string) => `Estimate ${reference}`,
  intro:
    "These are the figures as we estimated them when you saved them. An estimate is not an offer of coverage: an agent's quote can differ.",
  private:
    "This page is private to its link: anyone with the link can see the estimate, which holds no name or contact details.",
  emailed: "We emailed you a link to this page.",
  savedAt: "Saved",
  plans: "Plans",
  recommended: "Recommended",
  perMonth: "a month",
  perTrip: "a trip",
  range: (low: string, high: string) => `${low} to ${high}`,
  answersHeading: "Your answers",
  factorsHeading: "What moved the price",
  noPrice:
    "Business coverage is priced for each business: an agent prepares the quote.",
  bundle: {
    heading: "Your bundle",
    total: "Monthly total of the recommended plans",
    discount: (percent: number) => `Bundle discount: ${percent}%`,
    withDiscount: "With the bundle discount",
    tripsApart: "Trip coverage is priced per trip and not part of the bundle.",
    none: "Add another line to see the bundle discount on the total.",
  },
  add: {
    heading: "Add another line",
    intro:
      "Estimate another kind of coverage and add it to this one: the total shows the bundle discount.",
    link: (title: string) => `Add ${title}`,
  },
  agent: "Ask for an Agent",
  expired: {
    title: "This link has expired or is not complete",
    text: `A saved estimate's link works for ${SAVED_ESTIMATE_DAYS} days. Please check that you copied the whole address, or start a new estimate.`,
    action: "Start an estimate",
  },
} as const;

/** /quote/saved/:token/agent: the request for an agent. */
export const agentRequestPage = {
  meta: pageMeta(
    "Ask for an agent",
    "Ask a licensed agent to contact you about your estimate.",
    false,
  ),
  eyebrow: "Request for an agent",
  title: "Ask for an agent",
  intro: `A licensed agent contacts you ${promisedTimes.quote}, the way you choose, with your answers and this estimate in hand. You pay nothing to ask.`,
  aboutEstimate: (reference: string) => `About estimate ${reference}`,
  labels: {
    fullName: "Full name",
    email: "Email",
    phone: "Phone (optional)",
    channel: "How should we contact you?",
    time: "When suits you best?",
    consent: consentToCall,
  },
  hints: {
    email: "We always confirm by email, whichever way you choose.",
    phone: "Needed for a call or a text, which you agree to below.",
  },
  consentLegend: "Calls and texts",
  consentNote:
    "Without this box ticked we contact you by email only, even if you give a phone number.",
  submitLabel: "Send Request",
  submittingLabel: "Sending...",
  messages: {
    nameRequired: "Name must be at least 2 characters",
    invalidEmail: "Please enter a valid email address",
    invalidPhone:
      "Please enter a valid US phone number, e.g. (313) 555-0100, or leave it empty",
    phoneForCalls:
      "Please give a phone number for calls or texts, or choose email",
    consentForCalls:
      "Please check the box to agree to calls or texts, or choose email",
    channel: "Please choose how we should contact you",
    time: "Please choose a time",
  },
  success: {
    type: "success",
    title: "Request Sent",
    description: `An agent will contact you ${promisedTimes.quote}. We emailed you a confirmation.`,
  },
  failure: {
    type: "error",
    title: "Not Sent",
    description: "Your request could not be sent. Please try again.",
  },
  sent: {
    title: "Your request is on its way",
    text: `An agent will contact you ${promisedTimes.quote}. We emailed you a confirmation.`,
    referenceLabel: "Your reference",
    referenceHint: "Please quote it when you talk to us.",
    back: "Back to your estimate",
  },
} as const;

/** What the back office shows of a request for an agent. */
export const quoteRecord = {
  labels: {
    line: "Insurance",
    name: "Name",
    email: "Email",
    phone: "Phone",
    channel: "Preferred channel",
    time: "Preferred time",
    consent: "Calls and texts",
    consentText: "Words agreed to",
    estimate: "Estimate as shown",
    answers: "Answers",
  },
  consentGiven: "Agreed: may be called or texted about this request",
  /** Said plainly, on the record and in the inbox list. */
  emailOnly: "May not be called or texted: email only",
  plan: (plan: string, range: string, recommended: boolean) =>
    `${plan}: ${range}${recommended ? " (recommended)" : ""}`,
  bundle: (percent: number, range: string) =>
    `Bundle: ${percent}% off, ${range} a month together`,
  noPrice: "No price (quoted per business)",
} as const;

/** A channel's label; an unknown value as stored. */
export const channelLabel = (value: string) =>
  contactChannels.find((channel) => channel.value === value)?.label ?? value;

/** A time's label; an unknown value as stored. */
export const timeLabel = (value: string) =>
  contactTimes.find((time) => time.value === value)?.label ?? value;
