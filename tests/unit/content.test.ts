import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";

import { aboutCta, aboutHero, timeline, values } from "#app/content/about.ts";
import { careersClosingCta, whyJoin } from "#app/content/careers.ts";
import {
  aboutCompany,
  defaultExperienceLevel,
  experienceLevels,
  jobPage,
} from "#app/content/job-page.ts";
import {
  claimForm,
  claimTypes,
  defaultClaimType,
  whatHappensNext,
} from "#app/content/claims.ts";
import { company } from "#app/content/company.ts";
import { contactFormSection, contactInfoCards } from "#app/content/contact.ts";
import { faqItems } from "#app/content/faq.ts";
import { guides } from "#app/content/guides.ts";
import {
  additionalAdvantages,
  coreBenefits,
  healthBenefitsCta,
  healthQuotes,
} from "#app/content/health-benefits.ts";
import {
  benefitsSection,
  homeFinalCta,
  homeHero,
  servicesSection,
  whyChooseUs,
} from "#app/content/home.ts";
import { leaders } from "#app/content/leaders.ts";
import {
  accessibilityStatement,
  privacyPolicy,
  termsOfService,
} from "#app/content/legal.ts";
import {
  footerGroups,
  headerButtons,
  headerLinks,
} from "#app/content/navigation.ts";
import { newsArticles } from "#app/content/news.ts";
import { pagePaths, routeMeta } from "#app/content/pages.ts";
import { paymentMethods } from "#app/content/payment-methods.ts";
import { pressReleases } from "#app/content/press-releases.ts";
import { productPages, type Plan } from "#app/content/product-pages.ts";
import { products } from "#app/content/products.ts";
import { roleFromParam, roles } from "#app/content/roles.ts";
import {
  formatDisplayDate,
  iconNames,
  productLines,
} from "#app/content/shared.ts";
import { sitemapLinks, sitemapProducts } from "#app/content/sitemap.ts";
import { testimonials } from "#app/content/testimonials.ts";
import {
  phoneCarriers,
  positionInterests,
  usStates,
} from "#app/content/verification.ts";

const productTitles = [
  "Home Insurance",
  "Auto Insurance",
  "Health Insurance",
  "Life Insurance",
  "Business Insurance",
  "Travel Insurance",
];

/** name, price, period and limits of a plan, in the spec table's words. */
const planSummary = (plan: Plan) => ({
  name: plan.name,
  price: plan.price,
  period: plan.period,
  limits:
    plan.deductible ?? plan.coverage?.map((limit) => limit.value).join(", "),
});

describe("products", () => {
  it("are the six lines, in order, each with its product route", () => {
    expect(products.map((p) => p.title)).toEqual(productTitles);
    expect(products.map((p) => p.route)).toEqual([
      "/home-insurance",
      "/auto-insurance",
      "/health-insurance",
      "/life-insurance",
      "/business-insurance",
      "/travel-insurance",
    ]);
    expect(products.map((p) => p.line)).toEqual([...productLines]);
  });

  it("have four distinct features, a description and an image with its size", () => {
    for (const product of products) {
      expect(product.features, product.title).toHaveLength(4);
      expect(new Set(product.features).size, product.title).toBe(4);
      expect(product.description.length, product.title).toBeGreaterThan(40);
      expect(product.image.src).toMatch(/^\/images\/.+\.svg$/);
      expect(product.image.width).toBeGreaterThan(0);
      expect(product.image.height).toBeGreaterThan(0);
    }
  });

  it("flag only Auto as popular", () => {
    expect(products.filter((p) => p.popular).map((p) => p.title)).toEqual([
      "Auto Insurance",
    ]);
  });

  it("have a page for every line", () => {
    for (const line of productLines) expect(productPages[line].line).toBe(line);
  });
});

describe("plans", () => {
  it("are exactly the spec's Home table", () => {
    expect(productPages.home.plans?.plans.map(planSummary)).toEqual([
      {
        name: "Essential",
        price: 65,
        period: "month",
        limits: "Up to $250,000, $100,000",
      },
      {
        name: "Comprehensive",
        price: 95,
        period: "month",
        limits: "Up to $500,000, $300,000",
      },
      {
        name: "Premium",
        price: 135,
        period: "month",
        limits: "Up to $1,000,000, $500,000",
      },
    ]);
    expect(
      productPages.home.plans?.plans[0].coverage?.map((limit) => limit.label),
    ).toEqual(["Dwelling", "Liability"]);
  });

  it("are exactly the spec's Auto table", () => {
    expect(productPages.auto.plans?.plans.map(planSummary)).toEqual([
      { name: "Basic", price: 45, period: "month", limits: "25/50/25" },
      { name: "Standard", price: 75, period: "month", limits: "100/300/100" },
      { name: "Premium", price: 115, period: "month", limits: "250/500/250" },
    ]);
  });

  it("are exactly the spec's Life table", () => {
    expect(productPages.life.plans?.plans.map(planSummary)).toEqual([
      { name: "Term", price: 25, period: "month", limits: "$250,000, 20-year" },
      { name: "Whole", price: 185, period: "month", limits: "$500,000" },
      { name: "Universal", price: 295, period: "month", limits: "$1,000,000" },
    ]);
  });

  it("are exactly the spec's Health table", () => {
    expect(productPages.health.plans?.plans.map(planSummary)).toEqual([
      { name: "Bronze", price: 195, period: "month", limits: "$6,000" },
      { name: "Silver", price: 295, period: "month", limits: "$3,500" },
      { name: "Gold", price: 425, period: "month", limits: "$1,500" },
    ]);
  });

  it("are exactly the spec's Travel table, priced per trip, with Choose Plan buttons", () => {
    expect(productPages.travel.plans?.plans.map(planSummary)).toEqual([
      {
        name: "Essential",
        price: 25,
        period: "trip",
        limits: "$10,000, $50,000, $1,000",
      },
      {
        name: "Comprehensive",
        price: 65,
        period: "trip",
        limits: "$25,000, $250,000, $2,500, 75% refund",
      },
      {
        name: "Premium",
        price: 120,
        period: "trip",
        limits: "$100,000, $1,000,000, $5,000",
      },
    ]);
    expect(productPages.travel.plans?.plans[1].coverage?.at(-1)?.label).toBe(
      "Cancel for any reason",
    );
    expect(productPages.travel.plans?.ctaLabel).toBe("Choose Plan");
  });

  it("have exactly one Most Popular plan per line, the middle one", () => {
    for (const line of ["home", "auto", "life", "health", "travel"] as const) {
      expect(
        productPages[line].plans?.plans.map((plan) => plan.popular),
        line,
      ).toEqual([false, true, false]);
    }
  });

  it("are absent from Business, which has industries instead", () => {
    expect(productPages.business.plans).toBeUndefined();
  });
});

describe("product page extras", () => {
  it("give Home a four-step claims process", () => {
    const extra = productPages.home.extra;
    expect(extra.kind).toBe("claims-process");
    if (extra.kind === "claims-process") expect(extra.steps).toHaveLength(4);
  });

  it("give Auto state requirements", () => {
    expect(productPages.auto.extra.kind).toBe("state-requirements");
  });

  it("give Life a calculator using the 10x annual income rule", () => {
    const extra = productPages.life.extra;
    expect(extra.kind).toBe("coverage-calculator");
    if (extra.kind === "coverage-calculator") {
      expect(extra.incomeMultiplier).toBe(10);
      expect(extra.defaultAnnualIncome).toBeGreaterThanOrEqual(
        extra.minAnnualIncome,
      );
      expect(extra.defaultAnnualIncome).toBeLessThanOrEqual(
        extra.maxAnnualIncome,
      );
    }
  });

  it("give Health its network figures and wellness programs", () => {
    const extra = productPages.health.extra;
    expect(extra.kind).toBe("provider-network");
    if (extra.kind === "provider-network") {
      expect(extra.intro).toContain(
        "over 5,000 hospitals and 50,000 providers",
      );
      expect(extra.stats.map((stat) => stat.value)).toEqual([
        "5,000+",
        "50,000+",
        "48 hours",
        "100%",
      ]);
      expect(extra.wellness.programs.length).toBeGreaterThan(0);
    }
  });

  it("give Business industries and groups of 10 or more", () => {
    const extra = productPages.business.extra;
    expect(extra.kind).toBe("industries");
    if (extra.kind === "industries") {
      expect(extra.groupCoverage.minimumGroupSize).toBe(10);
      expect(extra.groupCoverage.heading).toContain("10 or More");
    }
  });

  it("give Travel specialised sections in 190+ countries", () => {
    const extra = productPages.travel.extra;
    expect(extra.kind).toBe("specialised-travel");
    if (extra.kind === "specialised-travel")
      expect(extra.countriesCovered.value).toBe("190+");
    expect(productPages.travel.hero.subtitle).toContain("190+ countries");
  });

  it("link the Business and Travel heroes to /contact", () => {
    for (const line of ["business", "travel"] as const) {
      expect(
        productPages[line].hero.actions.map((action) => action.href),
      ).toContain("/contact");
    }
  });
});

describe("home page", () => {
  it("has the hero buttons and the bundle", () => {
    expect(homeHero.actions).toEqual([
      { label: "Get a Quote", href: "/contact" },
      { label: "Learn More", href: "/explore-roles" },
    ]);
    expect(homeHero.bundle.map((item) => item.label)).toEqual([
      "Home & Property",
      "Auto",
      "Health",
      "24/7 Claims Processing",
    ]);
  });

  it("has six why-choose-us points with the marketing figures", () => {
    expect(whyChooseUs.points.map((point) => point.stat)).toEqual([
      "20,000+",
      "99%",
      "24/7",
      "15+ years",
      "50 + DC",
      "Up to 25%",
    ]);
  });

  it("has the services anchor and the View Insurance Products button", () => {
    expect(servicesSection.id).toBe("services");
    expect(servicesSection.heading).toBe("Our Insurance Solutions");
    expect(servicesSection.viewAll).toEqual({
      label: "View Insurance Products",
      href: "/insurance-product",
    });
  });

  it("has eight benefit cards, an additional list and the 95%-in-7-days promise", () => {
    expect(benefitsSection.id).toBe("benefits");
    expect(benefitsSection.cards).toHaveLength(8);
    expect(benefitsSection.additional.items.length).toBeGreaterThan(0);
    expect(benefitsSection.promise.text).toBe(
      "95% of claims are settled within 7 days.",
    );
  });

  it("ends with Get a Quote, Explore Plans and the three steps", () => {
    expect(homeFinalCta.actions).toEqual([
      { label: "Get a Quote", href: "/contact" },
      { label: "Explore Plans", href: "/explore-roles" },
    ]);
    expect(homeFinalCta.steps.map((step) => step.title)).toEqual([
      "Tell Us Your Needs",
      "Review Your Options",
      "Get Covered",
    ]);
  });
});

describe("roles", () => {
  const specTitles = [
    "Administrative Clerk",
    "Appointment Setter / Lead Qualifier",
    "Billing & Claims Support Agent",
    "Customer Service Representative",
    "Data Entry Clerk",
    "Document Review Analyst",
    "Insurance Verification Specialist",
    "Live Chat Support Agent",
    "Online Chat Support",
    "Policy Service Specialist",
    "Virtual Receptionist",
  ];

  it("are twelve: the spec's eleven titles verbatim plus Claims Intake Coordinator", () => {
    expect(roles).toHaveLength(12);
    expect([...roles.map((role) => role.title)].sort()).toEqual(
      [...specTitles, "Claims Intake Coordinator"].sort(),
    );
  });

  it("feature exactly the four roles the spec names", () => {
    expect(
      roles.filter((role) => role.featured).map((role) => role.title),
    ).toEqual([
      "Appointment Setter / Lead Qualifier",
      "Customer Service Representative",
      "Data Entry Clerk",
      "Online Chat Support",
    ]);
  });

  it("are mostly Remote, one Remote Call Center, Policy Service Specialist Remote or Hybrid", () => {
    expect(
      roles.filter((role) => role.location === "Remote Call Center"),
    ).toHaveLength(1);
    expect(
      roles.find((role) => role.title === "Policy Service Specialist")
        ?.location,
    ).toBe("Remote or Hybrid");
    expect(
      roles.filter((role) => role.location === "Remote").length,
    ).toBeGreaterThan(6);
  });

  it("range from Entry-level to 2+ years and are all full-time", () => {
    const experience = new Set(roles.map((role) => role.experience));
    expect(experience.has("Entry-level")).toBe(true);
    expect(experience.has("2+ years")).toBe(true);
    expect(roles.every((role) => role.employmentType === "Full-time")).toBe(
      true,
    );
  });

  it("each have a description, skills, responsibilities and a valid posting date", () => {
    for (const role of roles) {
      expect(role.description.length, role.title).toBeGreaterThan(40);
      expect(role.skills.length, role.title).toBeGreaterThanOrEqual(3);
      expect(role.responsibilities.length, role.title).toBeGreaterThanOrEqual(
        3,
      );
      expect(Number.isNaN(Date.parse(role.datePosted)), role.title).toBe(false);
    }
    expect(aboutCompany).toContain(company.name);
  });

  it("are found by their zero-based index and nothing else", () => {
    expect(roleFromParam("0")?.title).toBe("Administrative Clerk");
    expect(roleFromParam("11")?.title).toBe(roles[11]?.title);
    for (const bad of ["12", "-1", "1.0", "01", "abc", "", undefined])
      expect(roleFromParam(bad)).toBeUndefined();
  });
});

describe("careers page", () => {
  it("has the three Why Join cards, the closing buttons and Job Not Found", () => {
    expect(whyJoin.cards.map((card) => card.title)).toEqual([
      "Remote Work",
      "Professional Growth",
      "Comprehensive Support",
    ]);
    expect(careersClosingCta.actions.map((action) => action.label)).toEqual([
      "Apply Now",
      "Contact Recruiting",
    ]);
    expect(jobPage.notFound.title).toBe("Job Not Found");
    expect(jobPage.notFound.action).toEqual({
      label: "View All Jobs",
      href: "/explore-roles",
    });
  });
});

describe("testimonials, FAQ and health benefits", () => {
  it("has three five-star testimonials with distinct ids and avatars", () => {
    expect(testimonials).toHaveLength(3);
    expect(testimonials.map((t) => t.rating)).toEqual([5, 5, 5]);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(3);
    for (const t of testimonials) {
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(t.avatar.src).toMatch(/^\/images\//);
    }
  });

  it("has five FAQ items", () => {
    expect(faqItems).toHaveLength(5);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(5);
  });

  it("has twelve core benefits, twelve additional advantages and four quotes", () => {
    expect(coreBenefits).toHaveLength(12);
    expect(additionalAdvantages).toHaveLength(12);
    expect(
      new Set([...coreBenefits, ...additionalAdvantages].map((b) => b.title))
        .size,
    ).toBe(24);
    expect(healthQuotes).toHaveLength(4);
    for (const quote of healthQuotes) {
      expect(quote.quote.length).toBeGreaterThan(20);
      expect(quote.author.length).toBeGreaterThan(2);
    }
    expect(healthBenefitsCta.actions).toContainEqual({
      label: "Contact Us",
      href: "/contact",
    });
  });
});

describe("about page", () => {
  it("says trusted since 2010 and has the four values and the timeline", () => {
    expect(aboutHero.badge).toBe("Trusted since 2010");
    expect(values.map((value) => value.title)).toEqual([
      "Protection",
      "Compassion",
      "Excellence",
      "Community",
    ]);
    expect(timeline.map((milestone) => milestone.year)).toEqual([
      2010, 2015, 2018, 2023,
    ]);
    expect(timeline[1]?.title).toContain("All 50 States");
    expect(timeline[2]?.title).toContain("Digital Platforms");
    expect(timeline[3]?.title).toContain("Top Provider");
  });

  it("ends with Get Started Today to /contact, first, then a quote and the leadership", () => {
    expect(aboutCta.actions).toEqual([
      { label: "Get Started Today", href: "/contact" },
      { label: "Get a Quote", href: "/contact" },
      { label: "Meet Our Leadership", href: "/leadership" },
    ]);
  });
});

describe("information pages", () => {
  it("has the six guides with their exact titles and all three parts", () => {
    expect(guides.map((guide) => guide.title)).toEqual([
      "Home Insurance Basics",
      "Auto Insurance 101",
      "Life Insurance Guide",
      "Health Insurance Options",
      "Business Insurance Guide",
      "Disaster Preparedness",
    ]);
    for (const guide of guides) {
      expect(guide.keyPoints.length, guide.title).toBeGreaterThan(0);
      expect(guide.whatToKnow.length, guide.title).toBeGreaterThan(0);
      expect(guide.tips.length, guide.title).toBeGreaterThan(0);
    }
    expect(new Set(guides.map((guide) => guide.slug)).size).toBe(6);
  });

  it("has 8 leaders, 6 news articles and 8 press releases with unique slugs and bodies", () => {
    expect(leaders).toHaveLength(8);
    expect(new Set(leaders.map((leader) => leader.name)).size).toBe(8);
    expect(newsArticles).toHaveLength(6);
    expect(pressReleases).toHaveLength(8);
    for (const item of [...newsArticles, ...pressReleases]) {
      expect(item.body.length, item.title).toBeGreaterThanOrEqual(3);
      expect(Number.isNaN(Date.parse(item.date)), item.title).toBe(false);
    }
    expect(new Set(newsArticles.map((a) => a.slug)).size).toBe(6);
    expect(new Set(pressReleases.map((r) => r.slug)).size).toBe(8);
    for (const release of pressReleases)
      expect(release.link).toBe(`/press-releases/${release.slug}`);
  });

  it("has the six payment cards and the methods the spec shows", () => {
    expect(paymentMethods.map((method) => method.title)).toEqual([
      "Credit & Debit Cards",
      "Bank Transfers",
      "Digital Wallets",
      "Pay by Phone",
      "Cryptocurrency",
      "Payment Plans",
    ]);
    const methods = paymentMethods
      .flatMap((method) => method.methods)
      .join(" | ");
    for (const word of ["ACH", "BTC", "ETH", "USDC"])
      expect(methods).toContain(word);
    expect(paymentMethods[5]?.methods).toEqual([
      "Monthly",
      "Quarterly",
      "Annual",
    ]);
  });

  it("has 11 terms sections last updated April 11, 2024", () => {
    expect(termsOfService.sections).toHaveLength(11);
    expect(formatDisplayDate(termsOfService.lastUpdated)).toBe(
      "April 11, 2024",
    );
  });

  it("covers SSNs, encryption at rest, retention and rights in the privacy policy", () => {
    const text = JSON.stringify(privacyPolicy);
    for (const phrase of [
      "Social Security number",
      "driver's license",
      "resume",
      "encrypted at rest",
      company.email,
    ]) {
      expect(text).toContain(phrase);
    }
    const headings = privacyPolicy.sections.map((section) => section.heading);
    expect(headings).toContain("How Long We Keep Information");
    expect(headings).toContain("Your Rights and Choices");
  });

  it("states partial WCAG 2.1 AA conformance, 200 percent text and 2 business days", () => {
    const text = JSON.stringify(accessibilityStatement);
    expect(text).toContain("partially conformant with WCAG 2.1 level AA");
    expect(text).toContain("up to 200 percent");
    expect(text).toContain("within 2 business days");
  });
});

describe("file a claim", () => {
  it("offers the six claim types, auto by default", () => {
    expect(claimTypes.map((type) => type.value)).toEqual([
      "auto",
      "home",
      "health",
      "life",
      "business",
      "travel",
    ]);
    expect(defaultClaimType).toBe("auto");
  });

  it("has the exact confirmation sentence and the upload hint", () => {
    expect(claimForm.confirmation).toBe(
      "I confirm that all information provided is accurate and complete to the best of my knowledge.",
    );
    expect(claimForm.uploadHint).toBe("PNG, JPG, PDF up to 10MB");
    expect(claimForm.submittingLabel).toBe("Submitting...");
  });

  it("has What Happens Next with review within 24-48 hours", () => {
    expect(whatHappensNext.stages.map((stage) => stage.title)).toEqual([
      "Claim Review",
      "Assessment",
      "Resolution",
    ]);
    expect(whatHappensNext.stages[0].timeframe).toBe("Within 24-48 hours");
  });
});

describe("contact", () => {
  it("has the three info cards built from the company facts", () => {
    expect(contactInfoCards.map((card) => card.id)).toEqual([
      "location",
      "phone",
      "email",
    ]);
    expect(contactInfoCards[0].lines[0]).toBe(company.address.street);
    expect(contactInfoCards[1].lines).toContain(company.phone);
    expect(contactInfoCards[1].lines).toContain(
      "Monday to Friday, 9:00 AM to 6:00 PM EST",
    );
    expect(contactInfoCards[2].lines).toContain(company.email);
    expect(contactFormSection.id).toBe("contact");
    expect(contactFormSection.replyPromise).toContain("within 24 hours");
  });
});

describe("navigation and sitemap", () => {
  it("has the header links and buttons of the spec", () => {
    expect(headerLinks).toEqual([
      { label: "Insurance", href: "/#services" },
      { label: "Benefits", href: "/benefits" },
      { label: "Verification", href: "/verification" },
      { label: "Contact", href: "/contact" },
      { label: "About Us", href: "/about" },
    ]);
    expect(headerButtons).toEqual([
      { label: "Customer Login", href: "/login" },
      { label: "Explore Roles", href: "/explore-roles" },
    ]);
  });

  it("links the footer to the six products, the company pages and the resources", () => {
    expect(footerGroups[0].links.map((link) => link.href)).toEqual(
      products.map((p) => p.route),
    );
    expect(footerGroups[1].links).toContainEqual({
      label: "Careers",
      href: "/explore-roles",
    });
    expect(footerGroups[2].links.map((link) => link.label)).toEqual([
      "Insurance Guides",
      "File a Claim",
      "Payment Options",
      "Privacy Policy",
      "Terms of Service",
      "Accessibility",
      "Sitemap",
    ]);
  });

  it("lists the spec's sitemap pages in order, /explore-roles as Careers, products as text", () => {
    expect(sitemapLinks.map((link) => link.href)).toEqual([
      "/",
      "/about",
      "/benefits",
      "/contact",
      "/explore-roles",
      "/file-a-claim",
      "/payment-options",
      "/insurance-guides",
      "/leadership",
      "/news",
      "/press-releases",
      "/privacy-policy",
      "/terms-of-service",
      "/accessibility",
      "/sitemap",
    ]);
    expect(
      sitemapLinks.find((link) => link.href === "/explore-roles")?.label,
    ).toBe("Careers");
    expect(sitemapProducts).toEqual(productTitles);
  });
});

describe("form option lists", () => {
  it("are exactly the spec's", () => {
    expect(phoneCarriers).toEqual([
      "Verizon",
      "AT&T",
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
      "Other",
    ]);
    expect(positionInterests).toEqual([
      "Administrative Clerk (Remote)",
      "Customer Service Representative (Remote)",
      "Live Chat Support (Remote)",
      "Remote Data Entry Assistant",
      "Job Posting Specialist",
    ]);
    expect(experienceLevels).toEqual([
      "Entry-level",
      "1-2 years",
      "3-5 years",
      "5+ years",
    ]);
    expect(defaultExperienceLevel).toBe("1-2 years");
  });

  it("list the 50 states and DC with unique two-letter codes", () => {
    expect(usStates).toHaveLength(51);
    expect(new Set(usStates.map((state) => state.code)).size).toBe(51);
    expect(usStates.every((state) => /^[A-Z]{2}$/.test(state.code))).toBe(true);
    expect(usStates.find((state) => state.code === "MI")?.name).toBe(
      "Michigan",
    );
  });
});

describe("page metadata", () => {
  it("gives every static route a unique title and a description of at most 160 characters", () => {
    expect(Object.keys(routeMeta).sort()).toEqual([...pagePaths].sort());
    const titles = Object.values(routeMeta).map((meta) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [path, meta] of Object.entries(routeMeta)) {
      expect(meta.title, path).toContain(company.name);
      expect(meta.description.length, path).toBeGreaterThan(20);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it("lets search engines find the portal's doors, and nothing behind them", () => {
    for (const door of [
      "/login",
      "/forgot-password",
      "/reset-password",
    ] as const)
      expect(routeMeta[door].indexable, door).toBe(true);
    expect(routeMeta["/dashboard"].indexable).toBe(false);
    expect(routeMeta["/dashboard/verification"].indexable).toBe(false);
    expect(routeMeta["/auth/callback"].indexable).toBe(false);
    expect(routeMeta["/about"].indexable).toBe(true);
  });
});

describe("shared", () => {
  it("names only icons that lucide-react exports", () => {
    const pascal = (name: string) =>
      name
        .split("-")
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join("");
    const missing = iconNames.filter((name) => !(pascal(name) in lucide));
    expect(missing).toEqual([]);
  });

  it("formats content dates the same in every time zone", () => {
    expect(formatDisplayDate("2024-04-11")).toBe("April 11, 2024");
  });
});
