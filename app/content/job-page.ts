import { pageMeta, truncateDescription, type PageMeta } from "./page-meta.ts";
import type { Role } from "./roles.ts";
import { company } from "./company.ts";

/*
 * The words of the /job/{roleId} pages and their application form (spec
 * sections 4, 5 and 8). Apart from careers.ts, the /explore-roles list, so
 * that the list has its Spanish twin while these wait for the forms' part
 * of issue 25 (README.md, "Spanish pages").
 */

/** Fixed texts of the /job/{roleId} page. */
export const jobPage = {
  back: { label: "Back to All Roles", href: "/explore-roles" },
  sections: {
    responsibilities: "Responsibilities",
    skills: "Required Skills",
    aboutCompany: "About the Company",
    apply: "Apply for this Position",
  },
  /** Under the "Apply for this Position" heading, above the application form. */
  applyIntro:
    "Tell us about yourself and attach your resume (PDF, DOC or DOCX, up to 5 MB). Our recruiting team reviews every application and will contact you by email.",
  notFound: {
    title: "Job Not Found",
    text: "The position you are looking for does not exist or is no longer open.",
    action: { label: "View All Jobs", href: "/explore-roles" },
  },
};

/** Experience levels of the job application form. */
export const experienceLevels = [
  "Entry-level",
  "1-2 years",
  "3-5 years",
  "5+ years",
] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];
export const defaultExperienceLevel: ExperienceLevel = "1-2 years";

/**
 * Texts of the job application form (spec sections 4, 5 and 8). The resume
 * messages and the 'Resume Required' toast live with the schema
 * (app/lib/schemas/job-application.ts, job-application-rules.ts and file-rules.ts).
 */
export const jobApplicationForm = {
  labels: {
    fullName: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    address: "Address",
    experience: "Experience",
    coverLetter: "Cover Letter",
    resume: "Resume",
  },
  placeholders: {
    fullName: "Jane Smith",
    email: "jane@example.com",
    phone: "(313) 555-0100",
    address: "Street, city, state and ZIP code",
    coverLetter: "Tell us why you're a great fit for this role (optional).",
  },
  hints: {
    coverLetter: "Optional.",
    resume: "PDF, DOC or DOCX, up to 5MB.",
    /** Without JavaScript a failed submit cannot keep the chosen file. */
    resumeAgain:
      "PDF, DOC or DOCX, up to 5MB. Files are not kept after a failed submit: please choose your resume again.",
  },
  /** The live counter under the cover letter: "0/2000 characters". */
  characterCount: (used: number, max: number) => `${used}/${max} characters`,
  requiredNote: "Fields marked * are required.",
  privacyNote: {
    text: "We use your details only to consider your application. Read how we protect them in our",
    link: { label: "Privacy Policy", href: "/privacy-policy" },
  },
  submitLabel: "Submit Application",
  submittingLabel: "Submitting...",
  success: {
    type: "success",
    title: "Application Submitted Successfully",
    description:
      "Thank you for applying. We've emailed you a confirmation with your reference.",
  },
  /** The screen that replaces the form once the application is stored. */
  submitted: {
    title: "Application Submitted",
    text: (roleTitle: string) =>
      `Thank you for applying for the ${roleTitle} position. We've sent a confirmation to your email address, and our recruiting team will contact you about next steps.`,
    referenceLabel: "Your application reference",
    referenceHint: "Please quote it if you contact us about your application.",
    action: { label: "Explore Other Roles", href: "/explore-roles" },
  },
  /** The spec's failure catalogue: 'Submission Failed' with the error's message. */
  failure: {
    title: "Submission Failed",
    defaultMessage:
      "There was an error submitting your application. Please try again.",
    resumeUpload: (message: string) => `Failed to upload resume: ${message}`,
    insert: (message: string) => `Failed to submit application: ${message}`,
    /** The {message} of those two: short and free of internals. */
    storageUnavailable:
      "our file storage is not available right now. Please try again in a few minutes.",
    databaseUnavailable:
      "we could not save it right now. Please try again in a few minutes.",
  },
  /** A post for a role that is not in the list (the JSON endpoint's 404). */
  unknownRole: {
    type: "error",
    title: "Job Not Found",
    description:
      "The position you are applying for does not exist or is no longer open.",
  },
} as const;

export function jobPageMeta(role: Role): PageMeta {
  return pageMeta(
    `${role.title} (${role.location})`,
    truncateDescription(
      `Full-time ${role.location.toLowerCase()} role at ${company.name}. ${role.description}`,
    ),
  );
}

export const jobNotFoundMeta: PageMeta = pageMeta(
  "Job Not Found",
  "This position does not exist or is no longer open.",
  false,
);

/** The "About the Company" text of every job page. */
export const aboutCompany = `${company.name} has protected individuals, families and small businesses since ${company.foundedYear}. From our headquarters in ${company.address.city} we serve more than 20,000 customers with home, auto, health, life, business and travel insurance, and we are licensed in all 50 states plus DC. Our remote-first team shares one goal: to make insurance clear, fair and fast for every customer. We offer full-time positions with paid training, the equipment you need to work from home, health coverage and room to grow.`;

/**
 * Fixed facts of every JobPosting (schema.org): full-time, remote, open to US
 * residents. The country is named the way Google's job posting examples name it.
 */
export const jobPostingFacts = {
  employmentType: "FULL_TIME",
  jobLocationType: "TELECOMMUTE",
  applicantCountry: "USA",
} as const;

/** The job page of the role at `index`. */
export function jobHref(index: number): `/job/${number}` {
  return `/job/${index}`;
}
