import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as aboutEn from "#app/content/about.ts";
import * as aboutEs from "#app/content/es/about.ts";
import * as businessQuoteEn from "#app/content/business-quote.ts";
import * as businessQuoteEs from "#app/content/es/business-quote.ts";
import * as careersEn from "#app/content/careers.ts";
import * as careersEs from "#app/content/es/careers.ts";
import * as claimsEn from "#app/content/claims.ts";
import * as claimsEs from "#app/content/es/claims.ts";
import * as complaintsEn from "#app/content/complaints.ts";
import * as complaintsEs from "#app/content/es/complaints.ts";
import * as contactEn from "#app/content/contact.ts";
import * as contactEs from "#app/content/es/contact.ts";
import * as companyEn from "#app/content/company.ts";
import * as companyEs from "#app/content/es/company.ts";
import * as conversationsEn from "#app/content/conversations.ts";
import * as conversationsEs from "#app/content/es/conversations.ts";
import * as emailsEn from "#app/content/emails.ts";
import * as emailsEs from "#app/content/es/emails.ts";
import * as errorsEn from "#app/content/errors.ts";
import * as errorsEs from "#app/content/es/errors.ts";
import * as estimateFormEn from "#app/content/estimate-form.ts";
import * as estimateFormEs from "#app/content/es/estimate-form.ts";
import * as faqEn from "#app/content/faq.ts";
import * as faqEs from "#app/content/es/faq.ts";
import * as formsEn from "#app/content/forms.ts";
import * as formsEs from "#app/content/es/forms.ts";
import * as formPartsEn from "#app/content/form-parts.ts";
import * as formPartsEs from "#app/content/es/form-parts.ts";
import * as homeEn from "#app/content/home.ts";
import * as homeEs from "#app/content/es/home.ts";
import * as jobPageEn from "#app/content/job-page.ts";
import * as jobPageEs from "#app/content/es/job-page.ts";
import * as howWeEstimateEn from "#app/content/how-we-estimate.ts";
import * as howWeEstimateEs from "#app/content/es/how-we-estimate.ts";
import * as pressReleasesEn from "#app/content/press-releases.ts";
import * as pressReleasesEs from "#app/content/es/press-releases.ts";
import * as newsEn from "#app/content/news.ts";
import * as newsEs from "#app/content/es/news.ts";
import * as productPagesEn from "#app/content/product-pages.ts";
import * as productPagesEs from "#app/content/es/product-pages.ts";
import * as guidesEn from "#app/content/guides.ts";
import * as guidesEs from "#app/content/es/guides.ts";
import * as healthBenefitsEn from "#app/content/health-benefits.ts";
import * as healthBenefitsEs from "#app/content/es/health-benefits.ts";
import * as sitemapEn from "#app/content/sitemap.ts";
import * as sitemapEs from "#app/content/es/sitemap.ts";
import * as paymentMethodsEn from "#app/content/payment-methods.ts";
import * as paymentMethodsEs from "#app/content/es/payment-methods.ts";
import * as leadersEn from "#app/content/leaders.ts";
import * as leadersEs from "#app/content/es/leaders.ts";
import * as legalEn from "#app/content/legal.ts";
import * as legalEs from "#app/content/es/legal.ts";
import * as navigationEn from "#app/content/navigation.ts";
import * as navigationEs from "#app/content/es/navigation.ts";
import * as productLinesEn from "#app/content/product-lines.ts";
import * as productLinesEs from "#app/content/es/product-lines.ts";
import * as productsEn from "#app/content/products.ts";
import * as productsEs from "#app/content/es/products.ts";
import * as promisesEn from "#app/content/promises.ts";
import * as promisesEs from "#app/content/es/promises.ts";
import * as quoteEn from "#app/content/quote.ts";
import * as quoteEs from "#app/content/es/quote.ts";
import * as quoteRequestsEn from "#app/content/quote-requests.ts";
import * as quoteRequestsEs from "#app/content/es/quote-requests.ts";
import * as ratingEn from "#app/content/rating.ts";
import * as rolesEn from "#app/content/roles.ts";
import * as rolesEs from "#app/content/es/roles.ts";
import * as testimonialsEn from "#app/content/testimonials.ts";
import * as testimonialsEs from "#app/content/es/testimonials.ts";
import * as verificationEn from "#app/content/verification.ts";
import * as verificationEs from "#app/content/es/verification.ts";
import { company } from "#app/content/company.ts";
import * as validationEn from "#app/content/validation.ts";
import * as validationEs from "#app/content/es/validation.ts";
import type { Widen } from "#app/content/shared.ts";

/**
 * A Spanish module may export only what its English module exports, each
 * of the same type (checked by tsc when this file is type-checked); that
 * it exports all of it is checked at run time below.
 */
function twin<
  En extends object,
  Es extends { [K in keyof Es]: K extends keyof En ? En[K] : never },
>(en: En, es: Es) {
  return {
    en: en as Record<string, unknown>,
    es: es as Record<string, unknown>,
  };
}

/** A module whose `as const` exports (K) a twin may word differently: held to their widened shape. */
type Widened<M, K extends keyof M> = Omit<M, K> & { [P in K]: Widen<M[P]> };

/** Every Spanish twin, by its English module's file name. */
const twins: Record<string, ReturnType<typeof twin>> = {
  "about.ts": twin(aboutEn, aboutEs),
  "careers.ts": twin(careersEn, careersEs),
  "claims.ts": twin(
    claimsEn as Widened<
      typeof claimsEn,
      "fileAClaimShortcuts" | "claimForm" | "claimCheck" | "claimOutcomeText"
    >,
    claimsEs,
  ),
  "complaints.ts": twin(complaintsEn, complaintsEs),
  "contact.ts": twin(
    contactEn as Widened<typeof contactEn, "contactForm">,
    contactEs,
  ),
  // The English facts are `as const`; the twin is held to their widened shape.
  "company.ts": twin(
    companyEn as {
      company: Widen<typeof companyEn.company>;
      companyAddressLine: string;
    },
    companyEs,
  ),
  // Its objects are `as const` too: held to their widened shape.
  "conversations.ts": twin(
    conversationsEn as Widen<typeof conversationsEn>,
    conversationsEs,
  ),
  "emails.ts": twin(emailsEn, emailsEs),
  "errors.ts": twin(errorsEn, errorsEs),
  "estimate-form.ts": twin(estimateFormEn, estimateFormEs),
  "business-quote.ts": twin(businessQuoteEn, businessQuoteEs),
  // `as const` page words: the twins are held to their widened shape.
  "quote.ts": twin(
    quoteEn as Omit<typeof quoteEn, "quotePage" | "quoteTrailName"> & {
      quotePage: Widen<typeof quoteEn.quotePage>;
      quoteTrailName: string;
    },
    quoteEs,
  ),
  "quote-requests.ts": twin(
    quoteRequestsEn as Omit<
      typeof quoteRequestsEn,
      | "contactChannels"
      | "contactTimes"
      | "saveEstimate"
      | "savedEstimatePage"
      | "agentRequestPage"
    > & {
      contactChannels: typeof quoteRequestsEs.contactChannels;
      contactTimes: typeof quoteRequestsEs.contactTimes;
      saveEstimate: Widen<typeof quoteRequestsEn.saveEstimate>;
      savedEstimatePage: Widen<typeof quoteRequestsEn.savedEstimatePage>;
      agentRequestPage: Widen<typeof quoteRequestsEn.agentRequestPage>;
    },
    quoteRequestsEs,
  ),
  "faq.ts": twin(faqEn, faqEs),
  "forms.ts": twin(formsEn, formsEs),
  "form-parts.ts": twin(formPartsEn, formPartsEs),
  "home.ts": twin(homeEn, homeEs),
  "how-we-estimate.ts": twin(howWeEstimateEn, howWeEstimateEs),
  "job-page.ts": twin(
    jobPageEn as Widened<
      typeof jobPageEn,
      "experienceLevels" | "jobApplicationForm"
    >,
    jobPageEs,
  ),
  "press-releases.ts": twin(pressReleasesEn, pressReleasesEs),
  "news.ts": twin(newsEn, newsEs),
  "product-pages.ts": twin(productPagesEn, productPagesEs),
  "guides.ts": twin(guidesEn, guidesEs),
  "health-benefits.ts": twin(healthBenefitsEn, healthBenefitsEs),
  "sitemap.ts": twin(sitemapEn, sitemapEs),
  "payment-methods.ts": twin(paymentMethodsEn, paymentMethodsEs),
  "leaders.ts": twin(leadersEn, leadersEs),
  "legal.ts": twin(legalEn, legalEs),
  "navigation.ts": twin(navigationEn, navigationEs),
  "product-lines.ts": twin(productLinesEn, productLinesEs),
  "products.ts": twin(productsEn, productsEs),
  "promises.ts": twin(promisesEn, promisesEs),
  "roles.ts": twin(rolesEn, rolesEs),
  "testimonials.ts": twin(testimonialsEn, testimonialsEs),
  "validation.ts": twin(validationEn, validationEs),
  "verification.ts": twin(
    verificationEn as Widened<
      typeof verificationEn,
      | "phoneCarriers"
      | "otherPositionLabel"
      | "positionInterests"
      | "usStates"
      | "verificationSections"
      | "verificationForm"
    >,
    verificationEs,
  ),
};

/** Exports of a twinned English module that hold no words: behaviour or figures, shared as they are. */
const notWords: Record<string, readonly string[]> = {
  "company.ts": ["companyAddressLine"],
  "testimonials.ts": ["maxRating"],
  "roles.ts": ["roleFromParam"],
  // The claim type and experience level a form starts on: values, not words.
  // A stored claim type's name is read only by staff, in English: a Spanish
  // twin would bring the English module's words into the Spanish page.
  "claims.ts": ["defaultClaimType", "claimTypeLabel"],
  // Read only by staff, in English (the back office's lists and record page).
  "complaints.ts": ["complaintTopicLabel"],
  "job-page.ts": ["defaultExperienceLevel", "jobPostingFacts", "jobHref"],
  "verification.ts": ["usStateCodes"],
  "quote.ts": ["quotePath"],
  "quote-requests.ts": ["SAVED_ESTIMATE_DAYS"],
  "estimate-form.ts": ["questionsIn", "fieldMessageIn"],
};

/**
 * Keys whose strings are facts in one module only: a role's location,
 * experience and employment type are kinds (careers.ts words them), while
 * "experience" elsewhere is a form label.
 */
const moduleFactKeys: Record<string, readonly string[]> = {
  "roles.ts": ["location", "experience", "employmentType"],
  // A toast's type ("error") is its kind.
  "conversations.ts": ["type"],
  "forms.ts": ["type"],
  // What a form posts and a record keeps; the label beside it is the word.
  "quote-requests.ts": ["value"],
  "business-quote.ts": ["value"],
};

/**
 * Parts of a twin's exports that are the English module's own value on
 * purpose (the same object or function, not a copy), by path: words only
 * staff read, which stay English (issue 25), and formats with no words.
 */
const sharedWithEnglish: Record<string, readonly string[]> = {
  "emails.ts": [
    // To staff.
    "emailWords.contactStaff",
    "emailWords.applicationStaff",
    "emailWords.verificationStaff",
    "emailWords.claimStaff",
    "emailWords.quoteStaff",
    "emailWords.complaintStaff",
    "emailWords.conversationStaff",
    "emailWords.conversationAssignee",
    "emailWords.staffInvite",
  ],
  // The back office's promise clocks.
  "promises.ts": ["clockWords"],
  // "Label: message".
  "form-parts.ts": ["errorSummary.item"],
  "quote-requests.ts": ["quoteRecord"],
};

/**
 * English modules without a Spanish twin, and why. The portal and the back
 * office stay English (issue 25); the rest are the parts of issue 25 still
 * to come (README.md, "Spanish pages").
 */
const englishOnly: Record<string, string> = {
  "portal.ts": "portal",
  "portal-flash.ts": "portal",
  "staff.ts": "back office",
  "staff-conversation.ts": "back office",
  "inbound-email.ts": "back office",
  "audit-words.ts": "back office",
  "manager.ts": "back office",
  "staff-workspace.ts": "back office",
  "page-meta.ts": "helpers only, no words",
  "pages.ts": "the table of every page's meta, no words of its own",
  "shared.ts": "shapes and helpers, no words",
};

/**
 * English modules whose words are twinned through typed projections
 * (decisions 0085 and 0086) rather than a twin of their own, and where.
 * The test below holds every word of each to its projections.
 */
const projected: Record<string, string> = {
  "rating.ts":
    "the rating table: its figures are written once; the words /quote/how-we-estimate prints are how-we-estimate.ts's ratingTableWords, those the estimate form prints estimate-form.ts's estimateFormWords",
};

/**
 * Sample arguments for the content's word-making functions, called on both
 * sides: by the function's name, or by its path where names of different
 * arguments meet ("emailWords.claimStatus.subject").
 */
const samples: Record<string, readonly unknown[]> = {
  copyright: [2026],
  ratingLabel: [4],
  estimateAction: ["auto"],
  estimateLinkLabel: ["business"],
  estimateLinkContext: ["Auto Insurance"],
  lastUpdated: ["April 11, 2024"],
  slideName: [2, 4],
  planContext: ["Essential"],
  newsArticleBySlug: ["faster-digital-claims"],
  pressReleaseBySlug: ["claims-settlement-commitment"],
  incomeRange: ["$10,000", "$1,000,000"],
  productLineTitle: ["life"],
  applyContext: ["Data Entry Clerk"],
  displayedPricesCaption: ["Auto Insurance"],
  rangeText: [15, "A reason."],
  recommendationText: ["A rule."],
  factorCaption: ["Age"],
  appliesTo: ["Standard and Premium"],
  coverageFormula: [0.25],
  peopleHealth: [1.278, 40],
  bundleText: [{ rates: "2 lines 10%", extra: 5, max: 25, discounted: "x" }],
  bundleStep: [2, 10],
  greeting: ["Maria Lopez"],
  recordTitle: ["claim", "CL123456"],
  moreRequests: [3],
  messages: [4],
  openRequests: [2],
  bodyTooLarge: [25],
  formTooLarge: [512],
  tooManyParts: [10000],
  "uploadMessages.docx.tooLarge": [100],
  "uploadMessages.image.tooLarge": [40],
  "formMessages.tooManyAttempts.description": [15],
  "errorSummary.intro": [3],
  // The shared form parts (form-parts.ts): a file field's default hint, count and size.
  accepted: [[".pdf", ".docx"], 5],
  selected: [3],
  size: [2_464_153],
  "requestMessages.unsupportedType.description": [
    ["multipart/form-data", "application/x-www-form-urlencoded"],
  ],
  "requestMessages.busy.description": [30],
  "requestMessages.clientBusy.description": [10],
  "requestMessages.serverError.description": ["req-1a2b3c"],
  "emailWords.contactSender.subject": ["CT-123456"],
  "emailWords.applicationApplicant.subject": ["Data Entry Clerk"],
  "emailWords.applicationApplicant.thanks": ["Data Entry Clerk"],
  "emailWords.verificationApplicant.subject": ["EV-123456"],
  "emailWords.claimClaimant.subject": ["home", "CL123456"],
  "emailWords.claimClaimant.submitted": ["home"],
  "emailWords.claimClaimant.filesReceived": [2],
  filesHeading: [2],
  "emailWords.claimStatus.subject": ["CL123456"],
  "emailWords.claimStatus.changed": ["Under review"],
  "emailWords.savedEstimate.subject": ["QE-123456"],
  "emailWords.savedEstimate.intro": ["QE-123456"],
  "emailWords.savedEstimate.expires": [90],
  "emailWords.quoteRequester.subject": ["QR-123456"],
  "emailWords.quoteRequester.thanks": [
    "Auto Insurance and Home Insurance",
    "within one business day",
  ],
  "emailWords.quoteRequester.consented": ["Phone call"],
  "emailWords.complaintPerson.subject": ["CP-123456"],
  "emailWords.complaintStatus.acknowledged.subject": ["CP-123456"],
  "emailWords.complaintStatus.acknowledged.text": ["CP-123456"],
  "emailWords.complaintStatus.resolved.subject": ["CP-123456"],
  "emailWords.complaintPerson.filesReceived": [2],
  "emailWords.complaintStaff.subject": ["CP-123456", "A claim"],
  "emailWords.conversationReply.quoteSubject": ["QR-123456"],
  "emailWords.conversationReply.contactSubject": ["CT-123456"],
  "emailWords.conversationNotice.subject": ["CL123456"],
  "emailWords.conversationNotice.intro": ["CL123456"],
  "emailWords.conversationNotice.documents": [2],
  "emailWords.conversationLink.subject": ["CL123456"],
  "emailWords.conversationLink.intro": ["CL123456"],
  "emailWords.conversationLink.documents": [2],
  "emailWords.conversationAttachmentsRefused.subject": ["CL123456"],
  "emailWords.existingAccount.ifYou": [
    "https://example.com/portal/sign-in",
    "https://example.com/portal/reset",
  ],
  // Forms (contact.ts, claims.ts, verification.ts, job-page.ts): functions
  // are named by their key, so one sample serves every function of that key.
  quoteMessage: ["Home Insurance", "Essential"],
  claimTypeLabel: ["home"],
  success: ["home", "CL012345"],
  title: ["In review"],
  summary: ["CL012345", "Home Insurance", "April 11, 2024"],
  paid: ["$1,250.00"],
  failure: ["the connection to our server failed"],
  characterCount: [120, 2000],
  text: ["Data Entry Clerk"],
  resumeUpload: ["our file storage is not available right now."],
  insert: ["we could not save it right now."],
  jobPageMeta: [rolesEn.roles[0]],
  invalidType: [
    { extensions: [".pdf", ".png"], maxMegabytes: 10, maxFiles: 5 },
  ],
  tooLarge: [{ extensions: [".pdf"], maxMegabytes: 10, maxFiles: 5 }],
  tooMany: [{ extensions: [".pdf"], maxMegabytes: 10, maxFiles: 5 }],
  // quote.ts
  "quotePage.title": ["auto"],
  "quotePage.estimate.summary": ["Standard", "$68", "$84", "a month"],
  estimateLabel: ["auto"],
  quoteLineMeta: ["auto"],
  intro: ["auto"],
  submitLabel: ["auto"],
  displayedPrice: ["$68", "month"],
  rangeLabel: ["$68", "$84", "a month"],
  featuresLabel: ["Standard"],
  // The effect holds no words of its own (its period comes translated): a figure.
  effect: ["$12", "", 1],
  changes: ["auto"],
  // quote-requests.ts
  range: ["$68", "$84"],
  discount: [10],
  link: ["Auto Insurance"],
  aboutEstimate: ["HQ-1234"],
  channelLabel: ["phone"],
  timeLabel: ["morning"],
};

/** Keys whose strings are facts written once (paths, icons, kinds, contacts, people's names). */
const factKeys = new Set([
  "kind",
  // A toast's kind ("error", "success").
  "type",
  "ctaGoesTo",
  "link",
  "date",
  "period",
  "href",
  "route",
  "src",
  "icon",
  "line",
  "id",
  "path",
  "slug",
  "name",
  "shortName",
  "domain",
  "phone",
  "phoneHref",
  "email",
  "street",
  "city",
  "state",
  "zip",
  "country",
  // A toast's kind ("success", "error"), a form option's posted value, a map's address.
  "type",
  "value",
  "embedUrl",
]);

/** The company's address and contacts, wherever a line quotes them (contact.ts's cards). */
const companyFacts = new Set<unknown>([
  company.address.street,
  `${company.address.city}, ${company.address.state} ${company.address.zip}`,
  company.email,
]);

/** Words that are the same in both languages: names, brand words and loanwords. */
const sameInBoth = new Set([
  // The company's name (conversations.ts: who a message is from).
  "Harborline Insurance",
  "Auto",
  "auto",
  "No",
  // The estimate's column of factors (quote.ts): the same word in Spanish.
  "Factor",
  // Health plans' metal tiers, kept as marketplace plans name them.
  "Bronze",
  "Silver",
  "Gold",
  // The word US Spanish uses for an insurance plan (how-we-estimate.ts).
  "Plan",
  // A ZIP code area whose states Spanish writes the same (how-we-estimate.ts).
  "Indiana, Kentucky, Michigan, Ohio",
  "English",
  "Cookies",
  // States whose names Spanish writes the same (product-pages.ts).
  "Florida",
  "Kansas",
  "Kentucky",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Utah",
  // Card networks, wallets and coins (payment-methods.ts).
  "Visa",
  "Mastercard",
  "American Express",
  "Discover",
  "Apple Pay",
  "Google Pay",
  "PayPal",
  "Bitcoin (BTC)",
  "Ethereum (ETH)",
  "USD Coin (USDC)",
  // Phone carriers (verification.ts), brand names.
  "Verizon",
  "T-Mobile",
  "Sprint",
  "US Cellular",
  "Cricket Wireless",
  "Boost Mobile",
  "Metro by T-Mobile",
  "Straight Talk",
  "TracFone",
  "Mint Mobile",
  "Visible",
  "Google Fi",
]);

/** A figure ("99%", "24/7", "50 + DC") has no word of three letters or more. */
const isFigure = (text: string) => !/\p{L}{3,}/u.test(text);

type Leaf = { path: string; key: string; value: unknown };

/** The value's shape (keys, array lengths, leaf types) and its string leaves, fully walked. */
function walk(
  value: unknown,
  at: string,
  key = "",
  shared: readonly string[] = [],
): { shape: unknown; leaves: Leaf[] } {
  if (shared.includes(at)) return { shape: "shared with English", leaves: [] };
  if (typeof value === "function") {
    const name = key;
    const args = samples[at] ?? samples[name];
    if (!args) throw new Error(`${at}: no sample call for function ${name}`);
    const result = walk(
      (value as (...a: unknown[]) => unknown)(...args),
      `${at}()`,
      key,
      shared,
    );
    return { shape: { fn: result.shape }, leaves: result.leaves };
  }
  if (Array.isArray(value)) {
    const items = value.map((item, index) =>
      walk(item, `${at}[${index}]`, key, shared),
    );
    return {
      shape: items.map((item) => item.shape),
      leaves: items.flatMap((item) => item.leaves),
    };
  }
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) =>
      a.localeCompare(b),
    );
    const walked = entries.map(
      ([k, v]) => [k, walk(v, `${at}.${k}`, k, shared)] as const,
    );
    return {
      shape: Object.fromEntries(walked.map(([k, w]) => [k, w.shape])),
      leaves: walked.flatMap(([, w]) => w.leaves),
    };
  }
  return { shape: typeof value, leaves: [{ path: at, key, value }] };
}

describe("Spanish content twins", () => {
  const contentDir = path.resolve("app/content");
  const modules = readdirSync(contentDir).filter((file) =>
    file.endsWith(".ts"),
  );

  it("every English content module has a twin, stays English on purpose, or is projected", () => {
    const unaccounted = modules.filter(
      (file) => !twins[file] && !englishOnly[file] && !projected[file],
    );
    expect(unaccounted).toEqual([]);
    const spanishFiles = readdirSync(path.join(contentDir, "es"));
    expect(spanishFiles.sort()).toEqual(Object.keys(twins).sort());
    for (const file of Object.keys(projected)) {
      expect(modules).toContain(file);
      expect(twins[file]).toBeUndefined();
    }
  });

  it("every word of rating.ts is in a projection with a twin (how-we-estimate.ts, estimate-form.ts)", () => {
    const projectedWords = new Set(
      [
        walk(howWeEstimateEn.ratingTableWords, "ratingTableWords"),
        walk(estimateFormEn.estimateFormWords, "estimateFormWords"),
      ].flatMap(({ leaves }) => leaves.map((leaf) => leaf.value)),
    );
    // Figures, names and keys: the engine's, not words a page prints.
    const facts = new Set([
      "line",
      "period",
      "kind",
      "question",
      "peopleQuestion",
      "planQuestion",
      "value",
      "href",
      "countedLines",
      "discountedLines",
    ]);
    const notWordExports = new Set([
      "ratingEffectiveDate",
      "RECOMMEND",
      "pricedLines",
    ]);
    const missing: string[] = [];
    const visit = (value: unknown, at: string[]): void => {
      const key = at[at.length - 1]!;
      if (typeof value === "function" || facts.has(key)) return;
      // The plans are the product pages' (twinned); reference answers are values.
      if (key === "plans" || key === "answers") return;
      // A question's name is its field's name.
      if (key === "name" && at.includes("questions")) return;
      if (Array.isArray(value)) {
        value.forEach((item, index) => visit(item, [...at, String(index)]));
      } else if (value && typeof value === "object") {
        for (const [k, v] of Object.entries(value)) visit(v, [...at, k]);
      } else if (
        typeof value === "string" &&
        !isFigure(value) &&
        !projectedWords.has(value)
      ) {
        missing.push(`${at.join(".")}: ${value}`);
      }
    };
    for (const [name, value] of Object.entries(ratingEn))
      if (!notWordExports.has(name)) visit(value, [name]);
    expect(missing).toEqual([]);
  });

  for (const [file, { en, es }] of Object.entries(twins)) {
    describe(file, () => {
      const words = Object.keys(en).filter(
        (name) => !(notWords[file] ?? []).includes(name),
      );

      it("exports every export that holds words, and nothing else", () => {
        expect(Object.keys(es).sort()).toEqual(words.sort());
      });

      const shared = sharedWithEnglish[file] ?? [];
      for (const at of shared) {
        it(`${at}: the English module's own, on purpose`, () => {
          const get = (module: Record<string, unknown>) =>
            at
              .split(".")
              .reduce<unknown>(
                (value, key) => (value as Record<string, unknown>)[key],
                module,
              );
          expect(get(en)).toBeDefined();
          expect(get(es)).toBe(get(en));
        });
      }

      for (const name of words) {
        it(`${name}: same shape, every word translated`, () => {
          const english = walk(en[name], name, name, shared);
          const spanish = walk(es[name], name, name, shared);
          expect(spanish.shape).toEqual(english.shape);
          const untranslated = english.leaves.filter((leaf, index) => {
            const other = spanish.leaves[index]!;
            return (
              typeof leaf.value === "string" &&
              other.value === leaf.value &&
              !factKeys.has(leaf.key) &&
              !(moduleFactKeys[file] ?? []).includes(leaf.key) &&
              !isFigure(leaf.value) &&
              !sameInBoth.has(leaf.value) &&
              !companyFacts.has(leaf.value)
            );
          });
          expect(
            untranslated.map((leaf) => `${leaf.path}: ${String(leaf.value)}`),
          ).toEqual([]);
        });
      }
    });
  }
});
