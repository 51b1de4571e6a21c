import { Icon } from "#app/components/ui/icon.tsx";
import { isRouteErrorResponse, Link } from "react-router";

import { JobApplicationForm } from "#app/components/careers/job-application-form.tsx";
import { JobNotFound } from "#app/components/careers/job-not-found.tsx";
import { RoleDetails } from "#app/components/careers/role-details.tsx";
import {
  jobHref,
  jobNotFoundMeta,
  jobPage,
  jobPageMeta,
} from "#app/content/job-page.ts";
import { roleFromParam } from "#app/content/roles.ts";
import { jobPosting } from "#app/lib/job-posting.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { metaTags } from "#app/lib/seo.ts";

import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { jobApplicationForm } from "#server/forms/job-application.ts";
import type { Route } from "./+types/job";

/**
 * /job/{index}: a role of the built-in list; any other id is a real 404. The
 * role is looked up here, on the server, and the page renders from the loader
 * data, so the browser gets the one role it shows, not all twelve.
 */
export function loader({ params }: Route.LoaderArgs) {
  const role = foundOr404(roleFromParam(params.roleId));
  const roleId = Number(params.roleId);
  return {
    role,
    roleId,
    path: jobHref(roleId),
    forms: pageForms([jobApplicationForm], params),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return metaTags(jobNotFoundMeta, location.pathname);
  const { role, path } = loaderData;
  return metaTags(jobPageMeta(role), path, {
    breadcrumbs: [
      { name: "Careers", path: jobPage.back.href },
      { name: role.title, path },
    ],
    structuredData: [jobPosting(role, path)],
  });
}

/** The application posted without JavaScript: the page comes back with the outcome and what was typed. */
export const action = formAction([jobApplicationForm]);

export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  const { role, roleId } = loaderData;
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
