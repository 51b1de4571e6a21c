import type { MetaDescriptor } from "react-router";

import { company, companyAddressLine } from "#app/content/company.ts";
import { pageMeta, truncateDescription } from "#app/content/page-meta.ts";
import { pathIn, type Locale } from "#app/lib/locale.ts";

import { absoluteUrl, metaTags, officeAddress, type Crumb } from "./seo.ts";

// The tags only content pages give (a news article's, the company's on the
// home page): those pages are prerendered and send no framework JavaScript,
// while app/lib/seo.ts is in every form page's first load (decision 0092).

/**
 * The tags of a news article or press release page: its title and summary
 * (cut to a description's length), the article below its `list` in the
 * breadcrumb trail, described to schema.org as a NewsArticle published by
 * the company.
 */
export function articlePageMeta(
  article: {
    link: string;
    title: string;
    summary: string;
    date: string;
    image?: { src: string };
  },
  list: Crumb,
  locale: Locale = "en",
): MetaDescriptor[] {
  const meta = pageMeta(article.title, truncateDescription(article.summary));
  const path = article.link;
  const publisher = {
    "@type": "Organization",
    name: company.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
  };
  return metaTags(meta, path, {
    locale,
    type: "article",
    breadcrumbs: [list, { name: article.title, path }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title,
        description: meta.description,
        datePublished: article.date,
        inLanguage: locale,
        ...(article.image ? { image: absoluteUrl(article.image.src) } : {}),
        mainEntityOfPage: absoluteUrl(pathIn(path, locale)),
        author: publisher,
        publisher,
      },
    ],
  });
}

/** The company as schema.org sees it; on the home page, described in its language. */
export function insuranceAgency(summary: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: company.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: officeAddress(),
    areaServed: { "@type": "Country", name: "United States" },
    description: `${companyAddressLine}. ${summary}`,
  };
}
