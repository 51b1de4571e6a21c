import { isRouteErrorResponse } from "react-router";

import { JobNotFound } from "#app/components/careers/job-not-found.tsx";
import { JobPage, jobPageMetaIn } from "#app/components/careers/job-page.tsx";
import type { JobWords } from "#app/components/careers/job-words.ts";
import { availableRolesSection, careersHero } from "#app/content/careers.ts";
import { roles as spanishRoles } from "#app/content/es/roles.ts";
import {
  aboutCompany,
  experienceLevels,
  jobApplicationForm,
  jobHref,
  jobNotFoundMeta,
  jobPage,
  jobPageMeta,
} from "#app/content/job-page.ts";
import { roleFromParam } from "#app/content/roles.ts";
import { validationMessages } from "#app/content/validation.ts";
import { localeOfPath } from "#app/lib/locale.ts";
import { foundOr404 } from "#app/lib/not-found.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { jobApplicationForm as jobApplicationDefinition } from "#server/forms/job-application.ts";
import type { Route } from "./+types/job";

/** /job/{index}; its Spanish twin is routes/es/job.tsx, with its own words (decision 0092). */
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

/**
 * /job/{index}: a role of the built-in list; any other id is a real 404. The
 * role is looked up here, on the server, and the page renders from the loader
 * data, so the browser gets the one role it shows, not all twelve, in the
 * page's language (the Spanish role is the English one's, translated).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const englishRole = foundOr404(roleFromParam(params.roleId));
  const roleId = Number(params.roleId);
  const role =
    locale === "es" ? (spanishRoles[roleId] ?? englishRole) : englishRole;
  return {
    role,
    roleId,
    /** The English path: the meta names both languages from it. */
    path: jobHref(roleId),
    forms: pageForms([jobApplicationDefinition], params),
  };
}

export const meta = jobPageMetaIn(words, "en");

/** The application posted without JavaScript: the page comes back with the outcome and what was typed. */
export const action = formAction([jobApplicationDefinition]);

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
