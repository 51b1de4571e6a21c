import { isRouteErrorResponse } from "react-router";

import { JobNotFound } from "#app/components/careers/job-not-found.tsx";
import { JobPage, jobPageMetaIn } from "#app/components/careers/job-page.tsx";
import type { JobWords } from "#app/components/careers/job-words.ts";
import { availableRolesSection, careersHero } from "#app/content/es/careers.ts";
import {
  aboutCompany,
  experienceLevels,
  jobApplicationForm,
  jobNotFoundMeta,
  jobPage,
  jobPageMeta,
} from "#app/content/es/job-page.ts";
import { validationMessages } from "#app/content/es/validation.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import type { Route } from "./+types/job";

/** /es/job/{index}: the English page's loader and action, its own words (decision 0092). */
export { action, loader } from "../job.tsx";

const words: JobWords = {
  aboutCompany,
  availableRolesSection,
  careersEyebrow: careersHero.eyebrow,
  experienceLevels,
  jobApplicationForm,
  jobNotFoundMeta,
  jobPage,
  jobPageMeta,
  validationMessages,
};

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

export const meta = jobPageMetaIn(words, "es");

export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <JobPage
      words={words}
      role={loaderData.role}
      roleId={loaderData.roleId}
      answer={actionData}
    />
  );
}

/** An unknown role is this page's own 404; anything else is the site's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <JobNotFound words={jobPage.notFound} />;
  throw error;
}
