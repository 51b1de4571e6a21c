import { staticPage } from "./page-meta.ts";
import { company, companyAddressLine } from "./company.ts";
import { contactFacts } from "./facts/contact.ts";
import type {
  IconName,
  ImageAsset,
  LinkItem,
  PageHero,
  SectionIntro,
} from "./shared.ts";

/** One of the three info cards of /contact. */
export interface ContactInfoCard {
  id: "location" | "phone" | "email";
  icon: IconName;
  title: string;
  lines: readonly string[];
  link: LinkItem;
}

export const contactHero: PageHero = {
  eyebrow: "Contact",
  title: "Contact Us",
  subtitle:
    "Have a question, need a quote or want to talk about your coverage? Our team is here to help, and we'll get back to you within 24 hours.",
};

const { cards } = contactFacts;

export const contactInfoCards: readonly [
  ContactInfoCard,
  ContactInfoCard,
  ContactInfoCard,
] = [
  {
    id: cards.location.id,
    icon: cards.location.icon,
    title: "Our Office",
    lines: cards.location.lines,
    link: { label: "Get directions", href: cards.location.href },
  },
  {
    id: cards.phone.id,
    icon: cards.phone.icon,
    title: "Phone Support",
    lines: [
      company.phone,
      company.supportHours,
      "Claims reporting available 24/7",
    ],
    link: { label: `Call ${company.phone}`, href: cards.phone.href },
  },
  {
    id: cards.email.id,
    icon: cards.email.icon,
    title: "Email Support",
    lines: [company.email, "We reply within 24 hours."],
    link: { label: `Email ${company.email}`, href: cards.email.href },
  },
];

/**
 * The office map. It is a click-to-load facade: a self-drawn preview is shown,
 * and nothing is requested from OpenStreetMap (the only frame source the CSP
 * allows) until the visitor asks for the map.
 */
export const officeMap: {
  title: string;
  loadLabel: string;
  loadNotice: string;
  preview: ImageAsset;
  embedUrl: string;
} = {
  title: `Map of the ${company.name} office at ${companyAddressLine}`,
  loadLabel: "Show interactive map",
  loadNotice: "Loads a map from OpenStreetMap.",
  preview: {
    ...contactFacts.map.preview,
    alt: `Simplified street map of downtown ${company.address.city} with a pin on our office on Woodward Avenue`,
  },
  embedUrl: contactFacts.map.embedUrl,
};

/**
 * Above the form: a price needs no message (issue 24). The online estimate
 * asks no name, email or phone number.
 */
export const contactEstimateOffer: SectionIntro & { action: LinkItem } = {
  heading: "Looking for a Price?",
  intro:
    "Get an estimate online in about a minute: a few questions, no name, email or phone number, and every factor shown. Write to us below for anything else.",
  action: { label: "Get an Estimate", href: contactFacts.estimateHref },
};

/** The form section (anchor #contact); the form itself belongs to the forms work. */
export const contactFormSection: SectionIntro & {
  id: "contact";
  supportHours: string;
  replyPromise: string;
} = {
  id: "contact",
  heading: "Send Us a Message",
  intro:
    "Tell us how we can help, whether it's a quote, a question about your policy or anything else.",
  supportHours: company.supportHours,
  replyPromise: "We'll get back to you within 24 hours.",
};

/** The spec's success toast (section 8), whose words the sent panel repeats. */
const contactSuccess = {
  type: "success",
  title: "Message sent successfully!",
  description: "We'll get back to you within 24 hours.",
  action: { label: "Close" },
} as const;

/** Texts of the contact form (spec sections 5 and 8). */
export const contactForm = {
  labels: { fullName: "Full Name", email: "Email Address", message: "Message" },
  placeholders: {
    fullName: "Jane Smith",
    email: "jane@example.com",
    message: "How can we help you?",
  },
  submitLabel: "Send Message",
  submittingLabel: "Processing...",
  /** The message a quote link pre-fills: "I'd like a quote for Home Insurance (Essential plan)." */
  quoteMessage: (product: string, plan?: string) =>
    `Hello, I'd like a quote for ${product}${plan ? ` (${plan} plan)` : ""}. Please contact me with the details.`,
  success: contactSuccess,
  /** The panel that takes the form's place once the message is in: the toast's words, and the reference to quote. */
  sent: {
    title: contactSuccess.title,
    text: `${contactSuccess.description} We've emailed you a copy of your message with this reference.`,
    referenceLabel: "Your message reference",
    referenceHint:
      "Please quote it if you write or call us about this message.",
    another: "Send another message",
  },
  failure: {
    type: "error",
    title: "There was an error sending your message",
    description: `Please try again or contact us directly at ${company.phone}.`,
  },
} as const;

export const contactMeta = staticPage(
  "/contact",
  "Contact Us",
  `Get a quote or ask a question. Call ${company.phone}, email us or send a message, and we'll get back to you within 24 hours.`,
);
