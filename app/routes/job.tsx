import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/site-link.tsx";
import { isRouteErrorResponse } from "react-router";

import { JobApplicationForm } from "#app/components/careers/job-application-form.tsx";
import { JobNotFound } from "#app/components/careers/job-not-found.tsx";
import { RoleDetails } from "#app/components/careers/role-details.tsx";
import * as englishCareers from "#app/content/careers.ts";
import * as spanishCareers from "#app/content/es/careers.ts";
import * as english from "#app/content/job-page.ts";
import * as spanish from "#app/content/es/job-page.ts";
import { roles as spanishRoles } from "#app/content/es/roles.ts";
import { jobHref } from "#app/content/job-page.ts";
import { roleFromParam } from "#app/content/roles.ts";
import { jobPosting } from "#app/lib/job-posting.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { metaTags } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { jobApplicationForm } from "#server/forms/job-application.ts";
import type { Route } from "./+types/job";

/** Serves /job/{index} and its Spanish twin /es/job/{index}; the path picks the language. */
const twins = { en: english, es: spanish };

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

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
    forms: pageForms([jobApplicationForm], params),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  const locale = localeOfPath(location.pathname);
  const content = inLocale(twins, locale);
  if (!loaderData) return metaTags(content.jobNotFoundMeta, location.pathname);
  const { role, path } = loaderData;
  return metaTags(content.jobPageMeta(role), path, {
    locale,
    breadcrumbs: [
      // The trail names the roles' list as its hero's eyebrow does ("Careers").
      {
        name: inLocale({ en: englishCareers, es: spanishCareers }, locale)
          .careersHero.eyebrow,
        path: content.jobPage.back.href,
      },
      { name: role.title, path },
    ],
    structuredData: [jobPosting(role, path, locale)],
  });
}

/** The application posted without JavaScript: the page comes back with the outcome and what was typed. */
export const action = formAction([jobApplicationForm]);

export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  const { role, roleId } = loaderData;
  const { jobPage } = useLocalized(twins);
  return (
    <div className="bg-slate-50 py-10 sm:py-14">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <Link
          to={jobPage.back.href}
          className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <Icon name="arrow-left" size={20} />
          {jobPage.back.label}
        </Link>
        <div className="mt-6">
          <RoleDetails role={role} />
        </div>
        <section
          id="apply"
          aria-labelledby="apply-heading"
          className="mt-10 scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <JobApplicationForm
            key={actionData ? "answered" : "new"}
            roleId={roleId}
            roleTitle={role.title}
            initial={actionData}
          />
        </section>
      </div>
    </div>
  );
}

/** An unknown role is this page's own 404; anything else is the site's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <JobNotFound />;
  throw error;
}
