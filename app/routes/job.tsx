import { Icon } from "~/components/ui/icon";
import { data, isRouteErrorResponse, Link } from "react-router";

import { JobNotFound } from "~/components/careers/job-not-found";
import { RoleDetails } from "~/components/careers/role-details";
import { jobPage } from "~/content/careers";
import { jobNotFoundMeta, jobPageMeta } from "~/content/pages";
import { jobHref, roleFromParam } from "~/content/roles";
import { jobPosting } from "~/lib/job-posting";
import { metaTags } from "~/lib/seo";

import type { Route } from "./+types/job";

/** /job/{index}: a role of the built-in list; any other id is a real 404. */
export function loader({ params }: Route.LoaderArgs) {
  const role = roleFromParam(params.roleId);
  if (!role) throw data(null, { status: 404 });
  return { role, path: jobHref(Number(params.roleId)) };
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

export default function Job({ loaderData }: Route.ComponentProps) {
  const { role } = loaderData;
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
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2
            id="apply-heading"
            className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
          >
            {jobPage.sections.apply}
          </h2>
          <p className="mt-3 text-slate-700">{jobPage.applyIntro}</p>
          {/* The job application form (its own issue) goes here. */}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404)
    return <JobNotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-brand-900">
        Something went wrong
      </h1>
      <p className="mt-4 text-slate-700">
        We could not show this position. Please try again in a moment.
      </p>
      <Link
        to={jobPage.notFound.action.href}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {jobPage.notFound.action.label}
      </Link>
    </section>
  );
}
