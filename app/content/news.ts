import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import {
  bySlug,
  svgImage,
  type ImageAsset,
  type IsoDate,
  type LinkItem,
  type PageHero,
} from "./shared.ts";

/**
 * A news article (spec section 3). The spec does not say where Read full
 * article leads; each article has a page of its own at /news/{slug}.
 */
export interface NewsArticle {
  id: number;
  slug: string;
  title: string;
  date: IsoDate;
  category: string;
  summary: string;
  image: ImageAsset;
  body: readonly string[];
  link: `/news/${string}`;
}

export const newsHero: PageHero = {
  eyebrow: "News",
  title: "Latest News",
  subtitle: `Company announcements, community stories and practical advice from the ${company.name} team.`,
};

export const readArticleLabel: string = "Read full article";

/** Leads from an article's page back to the list. */
export const newsBackLink: LinkItem = { label: "Back to News", href: "/news" };

const newsImage = (slug: string, alt: string) =>
  svgImage(`news/${slug}`, alt, 800, 450);

/** Shown when an article's own image fails to load. */
export const defaultNewsImage = newsImage("default", `${company.name} news`);

const articles: readonly Omit<NewsArticle, "link">[] = [
  {
    id: 1,
    slug: "same-day-coverage-activation",
    title: "Same-Day Coverage Activation Now Available Nationwide",
    date: "2026-10-14",
    category: "Company News",
    summary:
      "Customers in all 50 states plus DC can now have most home, auto and travel policies active on the day they are approved.",
    image: newsImage(
      "same-day-coverage-activation",
      "Illustration of a calendar with a checkmark",
    ),
    body: [
      `${company.name} has completed the rollout of same-day coverage activation across all 50 states plus DC. Most home, auto and travel policies can now be active on the same day they are approved, and coverage is often active within 24 hours for every line we offer.`,
      "The change is the result of two years of work simplifying our applications and connecting our underwriting systems directly to the data sources they rely on. Where we once waited days for vehicle and property reports, most now arrive in seconds.",
      "Faster activation matters most at moments when people cannot wait: closing on a new home, driving a new car off the lot or booking a last-minute trip. Our agents can now confirm coverage during the same conversation in most cases.",
      "Customers who prefer to take their time can still review their quote, ask questions and choose a future start date. Nothing about our coverage or pricing has changed, only how quickly we can put it in place.",
      `To get a quote, contact a licensed ${company.name} agent by phone or through our website.`,
    ],
  },
  {
    id: 2,
    slug: "wellness-rewards-for-health-members",
    title: "New Wellness Rewards Program for Health Plan Members",
    date: "2026-08-26",
    category: "Product News",
    summary:
      "Health plan members can now earn rewards for screenings, fitness and healthy habits, at no extra cost on Bronze, Silver and Gold plans.",
    image: newsImage(
      "wellness-rewards-for-health-members",
      "Illustration of running shoes and an apple",
    ),
    body: [
      "Members of our Bronze, Silver and Gold health plans can now join a new Wellness Rewards program that recognizes healthy choices with gift cards and premium credits.",
      "Members earn points for completing an annual check-up and recommended screenings, which remain 100% covered in network, as well as for tracking activity, joining nutrition coaching sessions and completing our quit tobacco program.",
      "The program builds on the wellness services we already offer, including discounts at thousands of participating gyms, confidential mental wellbeing support and care coordinators for chronic conditions.",
      "Preventive care is the most effective way to stay healthy and avoid larger medical bills later. We want to make the healthy choice the easy choice for every member.",
      "Members are enrolled automatically and can see their points in their online account.",
    ],
  },
  {
    id: 3,
    slug: "volunteers-rebuild-homes-in-detroit",
    title: `Our Volunteers Help Repair Homes in Southwest ${company.address.city}`,
    date: "2026-06-18",
    category: "Community",
    summary:
      "More than 120 employees spent a week repairing roofs, porches and windows for seniors and families in our hometown.",
    image: newsImage(
      "volunteers-rebuild-homes-in-detroit",
      "Illustration of volunteers repairing a house",
    ),
    body: [
      `More than 120 ${company.name} employees and their families joined local nonprofit partners this June to repair homes for seniors and families in Southwest ${company.address.city}.`,
      "Over five days, volunteers replaced roofs on six homes, rebuilt porches and steps, installed new energy-efficient windows and fitted smoke and carbon monoxide detectors in every home they visited.",
      "Many of the homeowners had been living with leaks and drafts for years. Safe, weather-tight homes are less likely to suffer serious damage in storms, and the people living in them are safer too.",
      "Our remote employees took part as well, organizing supply drives and fundraising online, and the company matched every dollar they raised.",
      `Community is one of the four values that guide ${company.name}, and we have supported our hometown since ${company.foundedYear}.`,
    ],
  },
  {
    id: 4,
    slug: "preparing-your-home-for-severe-weather",
    title: "Preparing Your Home for Severe Weather Season",
    date: "2026-04-07",
    category: "Insurance Tips",
    summary:
      "Simple steps to protect your home and family before storms arrive, and why flood insurance cannot wait until the forecast turns.",
    image: newsImage(
      "preparing-your-home-for-severe-weather",
      "Illustration of storm clouds over a house",
    ),
    body: [
      "Spring and summer bring severe storms, high winds and flooding to much of the country. A few hours of preparation now can prevent thousands of dollars of damage later.",
      "Start outside: trim branches that overhang your roof, clean gutters and downspouts, and secure or store outdoor furniture and grills. Check that your sump pump works and consider a battery backup.",
      "Inside, put together an emergency kit with water, food, medications, a flashlight, a radio and copies of important documents, including your insurance policies. Photograph or film every room so you can document a loss if one happens.",
      "Finally, review your coverage. Standard home insurance does not cover flooding, and flood policies usually have a waiting period of about 30 days, so coverage must be bought well before a storm is forecast. Check your deductibles too, including any separate wind deductible.",
      "Our Disaster Preparedness guide has a full checklist, and our agents are happy to review your policy with you at no cost.",
    ],
  },
  {
    id: 5,
    slug: "customer-satisfaction-survey-results",
    title: "Customers Rate Us 99% Satisfied in Our Annual Survey",
    date: "2026-02-24",
    category: "Company News",
    summary:
      "Our annual customer survey shows 99% satisfaction, with claims speed and agent knowledge rated highest.",
    image: newsImage(
      "customer-satisfaction-survey-results",
      "Illustration of five stars above a smiling face",
    ),
    body: [
      `${company.name} customers reported 99% satisfaction in our annual customer survey, which gathered feedback from thousands of policyholders across every line of business.`,
      "Customers rated claims speed and the knowledge of our agents highest. Many mentioned our claims promise: 95% of claims are settled within 7 days.",
      "The survey also showed where we can do better. Customers asked for clearer renewal notices and more self-service options online, and both are already on our roadmap for this year.",
      "We read every comment. Customer feedback shapes our products, our training and the way we handle claims.",
      "Thank you to every customer who took the time to share their experience with us.",
    ],
  },
  {
    id: 6,
    slug: "faster-digital-claims",
    title: "Our Digital Claims Experience Gets Faster",
    date: "2026-01-13",
    category: "Technology",
    summary:
      "A redesigned online claim form and real-time status updates help customers file in minutes and follow every step.",
    image: newsImage(
      "faster-digital-claims",
      "Illustration of a phone showing a claim status",
    ),
    body: [
      "Filing a claim online is now faster and simpler. Our redesigned claim form guides customers through each step, lets them upload photos and documents from any device, and takes most people less than ten minutes to complete.",
      "Once a claim is filed, customers receive real-time status updates by email and text, from the first review, promised within 24-48 hours, through assessment and resolution.",
      "The new experience was designed with customers and tested for accessibility, so it works with screen readers, keyboard navigation and text enlarged up to 200 percent.",
      "Customers who prefer to talk to someone can still report a claim by phone at any hour. Whichever way you choose, a dedicated specialist will keep you informed.",
      "The improvements support our promise to settle 95% of claims within 7 days.",
    ],
  },
];

export const newsArticles: readonly NewsArticle[] = articles.map((article) => ({
  ...article,
  link: `/news/${article.slug}`,
}));

/** The article a /news/{slug} URL names, if any. */
export const newsArticleBySlug = (slug: string | undefined) =>
  bySlug(newsArticles, slug);

/** The /news page: its hero and the list of articles. */
export const newsPage = {
  hero: newsHero,
  list: {
    articles: newsArticles,
    linkLabel: readArticleLabel,
    fallbackImage: defaultNewsImage,
  },
};

export const newsMeta = staticPage(
  "/news",
  "News",
  `The latest company news, product updates, community stories and insurance tips from ${company.name}.`,
);
