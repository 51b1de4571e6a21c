import { aboutMeta } from "./about.ts";
import { exploreRolesMeta } from "./careers.ts";
import { fileAClaimMeta } from "./claims.ts";
import { complaintsMeta } from "./complaints.ts";
import { contactMeta } from "./contact.ts";
import { insuranceGuidesMeta } from "./guides.ts";
import { benefitsMeta } from "./health-benefits.ts";
import { homeMeta } from "./home.ts";
import { howWeEstimateMeta } from "./how-we-estimate.ts";
import { leadershipMeta } from "./leaders.ts";
import {
  accessibilityMeta,
  privacyPolicyMeta,
  termsOfServiceMeta,
} from "./legal.ts";
import { newsMeta } from "./news.ts";
import type { PageMeta } from "./page-meta.ts";
import { paymentOptionsMeta } from "./payment-methods.ts";
import {
  authCallbackMeta,
  dashboardMeta,
  dashboardVerificationMeta,
  forgotPasswordMeta,
  loginMeta,
  resetPasswordMeta,
} from "./portal.ts";
import { pressReleasesMeta } from "./press-releases.ts";
import { productPages } from "./product-pages.ts";
import { insuranceProductMeta } from "./products.ts";
import { quoteMeta } from "./quote.ts";
import { sitemapMeta } from "./sitemap.ts";
import { verificationMeta } from "./verification.ts";

/**
 * Every static route of spec section 2 with its meta texts (the job route is
 * dynamic: see jobPageMeta), for the sitemap, the tests and the benchmarks.
 * Routes import their own page's meta from its content module instead: a
 * browser bundle that imported this table would carry every page's texts.
 */
export const staticPages = [
  homeMeta,
  authCallbackMeta,
  aboutMeta,
  benefitsMeta,
  contactMeta,
  exploreRolesMeta,
  verificationMeta,
  loginMeta,
  dashboardMeta,
  dashboardVerificationMeta,
  forgotPasswordMeta,
  resetPasswordMeta,
  privacyPolicyMeta,
  termsOfServiceMeta,
  accessibilityMeta,
  sitemapMeta,
  leadershipMeta,
  newsMeta,
  pressReleasesMeta,
  fileAClaimMeta,
  complaintsMeta,
  paymentOptionsMeta,
  insuranceGuidesMeta,
  insuranceProductMeta,
  quoteMeta,
  productPages.home.meta,
  productPages.auto.meta,
  productPages.life.meta,
  productPages.health.meta,
  productPages.business.meta,
  productPages.travel.meta,
  howWeEstimateMeta,
] as const;

export type PagePath = (typeof staticPages)[number]["path"];

export const pagePaths: readonly PagePath[] = staticPages.map(
  (page) => page.path,
);

/** The meta texts of each static path (every path is in staticPages once). */
export const routeMeta: Readonly<Record<PagePath, PageMeta>> = (() => {
  const table = {} as Record<PagePath, PageMeta>;
  for (const page of staticPages) table[page.path] = page;
  return table;
})();
