import { company } from "#app/content/company.ts";
import { jobPostingFacts } from "#app/content/job-page.ts";
import type { Role } from "#app/content/roles.ts";
import { pathIn, type Locale } from "#app/lib/locale.ts";
import { absoluteUrl, officeAddress } from "#app/lib/seo.ts";

/** The words of the job page a posting's description takes, in its language. */
export interface JobPostingWords {
  aboutCompany: string;
  jobPage: {
    sections: {
      responsibilities: string;
      skills: string;
      aboutCompany: string;
    };
  };
}

/**
 * The schema.org JobPosting of the role whose page is at `path`, for the job
 * page's JSON-LD (what search engines show in their job listings). Every role
 * is full-time and remote for US residents; a hybrid role also names the
 * office, because a hybrid job has a place of work as well. People apply on
 * the page itself (`directApply`). `path` is the English path; in Spanish,
 * `role` is the Spanish role (app/content/es/roles.ts), the description's
 * headings are Spanish and the posting names its /es page. The language is
 * the page's WebPage entry's (`inLanguage`, app/lib/seo.ts): schema.org does
 * not give JobPosting that property, and validators flag it. `words` are the
 * page's own (decision 0092): each language's route module hands in its own.
 */
export function jobPostingIn(
  role: Role,
  path: string,
  locale: Locale,
  words: JobPostingWords,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: role.title,
    description: jobDescriptionHtml(role, words),
    datePosted: role.datePosted,
    employmentType: jobPostingFacts.employmentType,
    jobLocationType: jobPostingFacts.jobLocationType,
    applicantLocationRequirements: {
      "@type": "Country",
      name: jobPostingFacts.applicantCountry,
    },
    ...(role.location === "Remote or Hybrid"
      ? { jobLocation: { "@type": "Place", address: officeAddress() } }
      : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/favicon.svg"),
    },
    url: absoluteUrl(pathIn(path, locale)),
    // The page itself holds the application form.
    directApply: true,
  };
}

/** Search engines take the description as HTML: the role's text, duties, skills and the company. */
function jobDescriptionHtml(
  role: Role,
  { aboutCompany, jobPage }: JobPostingWords,
): string {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
  return [
    `<p>${escapeHtml(role.description)}</p>`,
    `<h3>${escapeHtml(jobPage.sections.responsibilities)}</h3>`,
    list(role.responsibilities),
    `<h3>${escapeHtml(jobPage.sections.skills)}</h3>`,
    list(role.skills),
    `<h3>${escapeHtml(jobPage.sections.aboutCompany)}</h3>`,
    `<p>${escapeHtml(aboutCompany)}</p>`,
  ].join("");
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}
