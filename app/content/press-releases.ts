import { staticPage } from "./page-meta.ts";
import { company, companyAddressLine } from "./company.ts";
import {
  bySlug,
  type IsoDate,
  type LinkItem,
  type PageHero,
} from "./shared.ts";

/**
 * A press release (spec section 3). The spec's link is a placeholder; here it
 * is the release's own page, /press-releases/{slug}.
 */
export interface PressRelease {
  id: number;
  slug: string;
  title: string;
  date: IsoDate;
  summary: string;
  body: readonly string[];
  link: `/press-releases/${string}`;
}

export const pressReleasesHero: PageHero = {
  eyebrow: "Press Releases",
  title: "Press Releases",
  subtitle: `Official announcements from ${company.name}. Members of the media can reach our communications team at ${company.email} or ${company.phone}.`,
};

export const readReleaseLabel: string = "Read full release";

/** Shown above the title of a release's own page. */
export const pressReleaseLabel: string = "Press Release";

/** Leads from a release's page back to the list. */
export const pressBackLink: LinkItem = {
  label: "Back to Press Releases",
  href: "/press-releases",
};

/** The closing paragraphs of every release. */
export const pressBoilerplate: {
  heading: string;
  text: string;
  mediaContact: string;
} = {
  heading: `About ${company.name}`,
  text: `Founded in ${company.address.city} in ${company.foundedYear}, ${company.name} provides home, auto, health, life, business and travel insurance to more than 20,000 individuals, families and small businesses. The company is licensed in all 50 states plus DC and is known for fast, fair claims service, with 95% of claims settled within 7 days.`,
  mediaContact: `Media contact: ${company.name} Communications, ${companyAddressLine}, ${company.phone}, ${company.email}`,
};

const dateline = `${company.address.city.toUpperCase()}, ${company.address.state}`;

const release = (r: Omit<PressRelease, "link">): PressRelease => ({
  ...r,
  link: `/press-releases/${r.slug}`,
});

export const pressReleases: readonly PressRelease[] = [
  release({
    id: 1,
    slug: "customer-base-surpasses-20000",
    title: `${company.name} Surpasses 20,000 Customers Nationwide`,
    date: "2026-09-15",
    summary:
      "The insurer reaches a new milestone as demand grows for bundled home, auto and health coverage.",
    body: [
      `${dateline} — ${company.name} today announced that it now protects more than 20,000 customers across the United States, a milestone driven by strong demand for bundled home, auto and health coverage.`,
      "Bundled policies, which can save customers up to 25% on their premiums, now account for more than half of new policies. Customer satisfaction remains at 99% in the company's most recent annual survey.",
      `"Every one of those 20,000 customers trusted us with something that matters to them," said Margaret Ellison, founder and chief executive officer. "We will keep earning that trust one policy and one claim at a time."`,
      "The company plans to expand its remote customer service and claims teams over the coming year to support continued growth.",
    ],
  }),
  release({
    id: 2,
    slug: "cancel-for-any-reason-travel-coverage",
    title: `${company.name} Adds Cancel For Any Reason Coverage to Comprehensive Travel Plan`,
    date: "2026-05-05",
    summary:
      "Travelers on the Comprehensive plan can now cancel for any reason and receive a 75% refund of prepaid trip costs.",
    body: [
      `${dateline} — ${company.name} today announced that its Comprehensive travel insurance plan now includes Cancel For Any Reason coverage, refunding 75% of prepaid, non-refundable trip costs when travelers cancel for a reason not otherwise covered.`,
      "The Comprehensive plan, priced at $65 per trip, also includes trip cancellation coverage up to $25,000, emergency medical coverage up to $250,000 and baggage protection up to $2,500, with assistance available in 190+ countries.",
      `"Travelers told us they wanted the freedom to change their plans without losing everything they had paid," said Elena Vasquez, chief claims officer. "Cancel For Any Reason gives them exactly that."`,
      "The coverage is available on new Comprehensive plans purchased from today.",
    ],
  }),
  release({
    id: 3,
    slug: "bundle-discounts-up-to-25-percent",
    title: `${company.name} Expands Bundle Discounts to Up to 25%`,
    date: "2025-11-03",
    summary:
      "Customers who combine home, auto, health and life policies can now save up to 25% on their premiums.",
    body: [
      `${dateline} — ${company.name} today expanded its multi-policy program, giving customers who bundle two or more policies discounts of up to 25% on their premiums.`,
      "The program now includes every personal line the company offers: home, auto, health, life and travel. Customers manage all of their bundled policies with one agent and one renewal date.",
      `"Our customers' lives do not come in separate boxes, and their insurance should not either," said Daniel Okafor, chief operating officer.`,
      "Existing customers can ask their agent to review their policies and apply the new discounts at renewal.",
    ],
  }),
  release({
    id: 4,
    slug: "health-network-expansion",
    title: `${company.name} Health Network Grows to More Than 5,000 Hospitals`,
    date: "2025-06-10",
    summary:
      "Health plan members now have access to over 5,000 hospitals and 50,000 providers nationwide.",
    body: [
      `${dateline} — ${company.name} today announced that its health insurance network has grown to include over 5,000 hospitals and 50,000 providers across the United States.`,
      "The expansion adds major academic medical centers and community hospitals in rural areas, where access to in-network care has been most limited.",
      "Members continue to enjoy preventive care covered at 100% in network, and most health claims are processed within 48 hours.",
      `"A health plan is only as good as the care it lets you reach," said James Whitfield, chief underwriting officer. "This expansion brings quality care closer to every member."`,
    ],
  }),
  release({
    id: 5,
    slug: "remote-career-opportunities",
    title: `${company.name} Opens Full-Time Remote Careers Across the United States`,
    date: "2025-02-18",
    summary:
      "The company is hiring for customer service, claims and administrative roles that can be performed from home.",
    body: [
      `${dateline} — ${company.name} today announced new full-time remote positions in customer service, claims support, policy services and administration, open to candidates across the United States.`,
      "Roles range from entry-level positions such as Data Entry Clerk and Virtual Receptionist to specialist positions requiring two or more years of experience. Every role includes paid training and company-provided equipment.",
      `"Remote work lets us hire great people wherever they live and gives our team the flexibility to do their best work," said Rachel Kim, chief people officer.`,
      "Candidates can view open roles and apply on the company's careers page.",
    ],
  }),
  release({
    id: 6,
    slug: "claims-settlement-commitment",
    title: `${company.name} Settles 95% of Claims Within Seven Days`,
    date: "2024-09-23",
    summary:
      "Investment in digital claims tools and a larger claims team helps customers recover faster after a loss.",
    body: [
      `${dateline} — ${company.name} today reported that 95% of its claims are now settled within 7 days of being filed.`,
      "The results follow investment in digital claims tools, which let customers upload photos and documents from any device, and the expansion of the company's 24/7 claims team.",
      `"When something goes wrong, every day of waiting makes it harder," said Elena Vasquez, chief claims officer. "Settling claims quickly is the most important promise we make."`,
      "Every claim is reviewed within 24-48 hours of being filed.",
    ],
  }),
  release({
    id: 7,
    slug: "recognized-as-top-insurance-provider",
    title: `${company.name} Recognized as a Top Insurance Provider`,
    date: "2023-10-12",
    summary:
      "The company is recognized for customer satisfaction and claims service, thirteen years after its founding.",
    body: [
      `${dateline} — ${company.name} today announced that it has been recognized as a top insurance provider for customer satisfaction and claims service.`,
      `The recognition comes thirteen years after the company was founded in ${company.address.city} in ${company.foundedYear}, and five years after the launch of its digital platforms.`,
      `"This recognition belongs to every member of our team who answers a call at midnight or walks a family through a claim," said Margaret Ellison, founder and chief executive officer.`,
      "The company will continue to invest in its people, its digital services and its claims organization.",
    ],
  }),
  release({
    id: 8,
    slug: "disaster-readiness-partnership",
    title: `${company.name} Partners with ${company.address.city} Nonprofits on Disaster Readiness`,
    date: "2023-04-20",
    summary: `A new program provides emergency kits, home safety repairs and preparedness workshops to ${company.address.city} families.`,
    body: [
      `${dateline} — ${company.name} today launched a disaster readiness partnership with ${company.address.city} community organizations to help families prepare for storms, floods and fires.`,
      "The program provides free emergency kits, installs smoke and carbon monoxide detectors, and offers preparedness workshops in English, Spanish and Arabic at community centers across the city.",
      `"Helping our neighbors prepare before disaster strikes is one of the most valuable things an insurer can do," said Margaret Ellison, founder and chief executive officer.`,
      "Employees will volunteer at workshops and home safety events throughout the year.",
    ],
  }),
];

/** The release a /press-releases/{slug} URL names, if any. */
export const pressReleaseBySlug = (slug: string | undefined) =>
  bySlug(pressReleases, slug);

/** The /press-releases page: its hero and the list of releases. */
export const pressReleasesPage = {
  hero: pressReleasesHero,
  list: { articles: pressReleases, linkLabel: readReleaseLabel },
};

export const pressReleasesMeta = staticPage(
  "/press-releases",
  "Press Releases",
  `Official announcements and press releases from ${company.name}, with contacts for members of the media.`,
);
