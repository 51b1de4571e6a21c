import { describe, expect, it } from "vitest";

import { company } from "#app/content/company.ts";
import { aboutCompany as spanishAboutCompany } from "#app/content/es/job-page.ts";
import { roles as spanishRoles } from "#app/content/es/roles.ts";
import { jobHref } from "#app/content/job-page.ts";
import { roles } from "#app/content/roles.ts";
import { jobPosting } from "#app/lib/job-posting.ts";

const indexOf = (title: string) => roles.findIndex((r) => r.title === title);

describe("jobPosting", () => {
  it("describes a full-time remote job open to US residents, applied for on the page", () => {
    const role = roles[0]!;
    const posting = jobPosting(role, jobHref(0));
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: role.title,
      datePosted: role.datePosted,
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "USA" },
      hiringOrganization: {
        "@type": "Organization",
        name: company.name,
        sameAs: "http://localhost:3000/",
      },
      url: "http://localhost:3000/job/0",
      directApply: true,
    });
    expect(posting).not.toHaveProperty("jobLocation");
  });

  it("writes the description as HTML with the duties, the skills and the company", () => {
    const role = roles[0]!;
    const description = String(jobPosting(role, jobHref(0)).description);
    expect(description.startsWith(`<p>${role.description}</p>`)).toBe(true);
    for (const item of [...role.responsibilities, ...role.skills])
      expect(description).toContain(`<li>${item}</li>`);
    expect(description).toContain("<h3>Responsibilities</h3>");
    expect(description).toContain("<h3>Required Skills</h3>");
    expect(description).toContain("<h3>About the Company</h3>");
  });

  it("escapes the characters HTML would read as markup", () => {
    const index = indexOf("Billing & Claims Support Agent");
    const posting = jobPosting(roles[index]!, jobHref(index));
    expect(posting.title).toBe("Billing & Claims Support Agent");
    const description = String(posting.description);
    expect(description).not.toMatch(/&(?!amp;|lt;|gt;)/);
    expect(
      jobPosting({ ...roles[0]!, description: "Use <b> & <i>" }, jobHref(0))
        .description,
    ).toContain("<p>Use &lt;b&gt; &amp; &lt;i&gt;</p>");
  });

  it("adds the office as the place of work of the hybrid role", () => {
    const index = indexOf("Policy Service Specialist");
    expect(roles[index]!.location).toBe("Remote or Hybrid");
    expect(jobPosting(roles[index]!, jobHref(index))).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Detroit",
          addressRegion: "MI",
          addressCountry: "US",
        },
      },
    });
  });

  it("has a posting date for every role", () => {
    for (const [index, role] of roles.entries())
      expect(jobPosting(role, jobHref(index)).datePosted, role.title).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
  });

  it("describes a Spanish page's job in Spanish, at its /es address", () => {
    const role = spanishRoles[0]!;
    const posting = jobPosting(role, jobHref(0), "es");
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: role.title,
      url: "http://localhost:3000/es/job/0",
      employmentType: "FULL_TIME",
    });
    // Not a JobPosting property (schema.org): the page's WebPage says it.
    expect(posting).not.toHaveProperty("inLanguage");
    expect(jobPosting(roles[0]!, jobHref(0))).toMatchObject({
      url: "http://localhost:3000/job/0",
    });
    const description = String(posting.description);
    expect(description).toContain("<h3>Responsabilidades</h3>");
    expect(description).toContain("<h3>Habilidades requeridas</h3>");
    expect(description).toContain("<h3>Acerca de la compañía</h3>");
    expect(description).toContain(`<p>${spanishAboutCompany}</p>`);
    for (const item of [...role.responsibilities, ...role.skills])
      expect(description).toContain(`<li>${item}</li>`);
  });
});
