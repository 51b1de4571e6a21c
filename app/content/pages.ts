import { company } from "./company.ts";
import type { NewsArticle } from "./news.ts";
import type { PressRelease } from "./press-releases.ts";
import type { Role } from "./roles.ts";

/** The <title> and meta description of a page, and whether search engines should index it. */
export interface PageMeta {
  title: string;
  description: string;
  indexable: boolean;
}

/** Every static route of spec section 2 (the job route is dynamic: see jobPageMeta). */
export const pagePaths = [
  "/",
  "/auth/callback",
  "/about",
  "/benefits",
  "/contact",
  "/explore-roles",
  "/verification",
  "/login",
  "/dashboard",
  "/dashboard/verification",
  "/forgot-password",
  "/reset-password",
  "/privacy-policy",
  "/terms-of-service",
  "/accessibility",
  "/sitemap",
  "/leadership",
  "/news",
  "/press-releases",
  "/file-a-claim",
  "/payment-options",
  "/insurance-guides",
  "/insurance-product",
  "/home-insurance",
  "/auto-insurance",
  "/life-insurance",
  "/health-insurance",
  "/business-insurance",
  "/travel-insurance",
] as const;
export type PagePath = (typeof pagePaths)[number];

/** "About Us" → "About Us | Harborline Insurance". */
export function pageTitle(name: string): string {
  return `${name} | ${company.name}`;
}

const page = (
  name: string,
  description: string,
  indexable = true,
): PageMeta => ({
  title: pageTitle(name),
  description,
  indexable,
});

export const routeMeta: Readonly<Record<PagePath, PageMeta>> = {
  "/": {
    title: `${company.name} | Home, Auto, Health, Life, Business & Travel Insurance`,
    description: `${company.name} protects individuals, families and small businesses with home, auto, health, life, business and travel insurance. Get a quote today.`,
    indexable: true,
  },
  "/auth/callback": page(
    "Signing In",
    "Completing your sign-in to the customer portal.",
    false,
  ),
  "/about": page(
    "About Us",
    `Trusted since ${company.foundedYear}, ${company.name} protects 20,000+ customers in all 50 states plus DC. Read our mission, our values and our story.`,
  ),
  "/benefits": page(
    "Health Benefits",
    "Preventive care covered 100%, over 5,000 hospitals and 50,000 providers, and most claims processed within 48 hours. Explore our health plan benefits.",
  ),
  "/contact": page(
    "Contact Us",
    `Get a quote or ask a question. Call ${company.phone}, email us or send a message, and we'll get back to you within 24 hours.`,
  ),
  "/explore-roles": page(
    "Careers: Remote Jobs",
    `Explore twelve full-time remote roles at ${company.name}, from customer service and live chat support to claims and policy services. Apply online today.`,
  ),
  "/verification": page(
    "Employment Verification Form",
    `Complete the ${company.name} employment verification form securely online. Our team will contact you within 2-3 business days.`,
  ),
  "/login": page(
    "Customer Portal",
    `Sign in to the ${company.name} customer portal, or create an account to manage your verification and your policies online.`,
    // The portal is for customers, not for search results.
    false,
  ),
  "/dashboard": page("Dashboard", "Your customer dashboard.", false),
  "/dashboard/verification": page(
    "Verification Form",
    "Complete your employment verification form in the secure area of your account.",
    false,
  ),
  "/forgot-password": page(
    "Reset Your Password",
    "Forgot the password of your customer portal account? Ask for a link to choose a new one.",
    false,
  ),
  "/reset-password": page(
    "Choose a New Password",
    "Choose a new password for your customer portal account with the link from your email.",
    false,
  ),
  "/privacy-policy": page(
    "Privacy Policy",
    `How ${company.name} collects, uses, protects and retains your personal information, and how to exercise your privacy rights.`,
  ),
  "/terms-of-service": page(
    "Terms of Service",
    `The terms that govern your use of the ${company.name} website, customer portal and online forms.`,
  ),
  "/accessibility": page(
    "Accessibility Statement",
    `Our commitment to an accessible website: conformance with WCAG 2.1 AA, accessibility features, known limitations and how to give feedback.`,
  ),
  "/sitemap": page(
    "Sitemap",
    `Find every page of the ${company.name} website: insurance products, customer service, company information and legal pages.`,
  ),
  "/leadership": page(
    "Leadership",
    `Meet the leadership team guiding ${company.name}, with decades of experience in insurance, claims, technology and customer service.`,
  ),
  "/news": page(
    "News",
    `The latest company news, product updates, community stories and insurance tips from ${company.name}.`,
  ),
  "/press-releases": page(
    "Press Releases",
    `Official announcements and press releases from ${company.name}, with contacts for members of the media.`,
  ),
  "/file-a-claim": page(
    "File a Claim",
    "File an insurance claim online for auto, home, health, life, business or travel coverage. Every claim is reviewed within 24-48 hours.",
  ),
  "/payment-options": page(
    "Payment Options",
    "Pay your premium by card, bank transfer (ACH), digital wallet, phone or cryptocurrency, monthly, quarterly or annually.",
  ),
  "/insurance-guides": page(
    "Insurance Guides",
    "Plain-language guides to home, auto, life, health and business insurance and to disaster preparedness, with tips from our agents.",
  ),
  "/insurance-product": page(
    "Insurance Products",
    "Compare home, auto, health, life, business and travel insurance from one insurer, and bundle policies to save up to 25%.",
  ),
  "/home-insurance": page(
    "Home Insurance",
    "Home insurance plans from $65 a month with dwelling, personal property and liability coverage, and a simple four-step claims process.",
  ),
  "/auto-insurance": page(
    "Auto Insurance",
    "Auto insurance plans from $45 a month with liability, collision and comprehensive coverage, 24/7 roadside assistance and safe driver discounts.",
  ),
  "/life-insurance": page(
    "Life Insurance",
    "Term, whole and universal life insurance from $25 a month. Estimate the coverage your family needs with our 10x income calculator.",
  ),
  "/health-insurance": page(
    "Health Insurance",
    "Bronze, Silver and Gold health plans with over 5,000 hospitals and 50,000 providers, preventive care covered 100% and wellness programs.",
  ),
  "/business-insurance": page(
    "Business Insurance",
    "Liability, property, workers' compensation and cyber coverage for small businesses, plus group benefits for teams of 10 or more.",
  ),
  "/travel-insurance": page(
    "Travel Insurance",
    "Travel insurance from $25 per trip with trip cancellation, emergency medical and baggage coverage in 190+ countries.",
  ),
};

export const notFoundMeta: PageMeta = page(
  "Page Not Found",
  "The page you are looking for does not exist or has moved.",
  false,
);

export function jobPageMeta(role: Role): PageMeta {
  return page(
    `${role.title} (${role.location})`,
    truncate(
      `Full-time ${role.location.toLowerCase()} role at ${company.name}. ${role.description}`,
    ),
  );
}

export const jobNotFoundMeta: PageMeta = page(
  "Job Not Found",
  "This position does not exist or is no longer open.",
  false,
);

export function newsArticleMeta(article: NewsArticle): PageMeta {
  return page(article.title, truncate(article.summary));
}

export function pressReleaseMeta(release: PressRelease): PageMeta {
  return page(release.title, truncate(release.summary));
}

/** Meta descriptions are shown cut at about 160 characters; cut at a word instead. */
function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
