import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/site-link.tsx";

import type { Role } from "#app/content/roles.ts";
import { jobPostingIn } from "#app/lib/job-posting-in.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { Locale } from "#app/lib/locale.ts";
import { metaTags } from "#app/lib/seo.ts";

import { JobApplicationForm } from "./job-application-form";
import { RoleDetails } from "./role-details";
import type { JobWords } from "./job-words";

/**
 * /job/{index} and /es/job/{index}: the role and its application form, in
 * the words its language's route module hands in (decision 0092).
 */
export function JobPage({
  words,
  role,
  roleId,
  answer,
}: {
  words: JobWords;
  /** The role, in the page's language (the loader picks it). */
  role: Role;
  roleId: number;
  /** The page action's answer, when the form was posted without JavaScript. */
  answer: FormResult | undefined;
}) {
  const { jobPage } = words;
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
          <RoleDetails role={role} words={words} />
        </div>
        <section
          id="apply"
          aria-labelledby="apply-heading"
          className="mt-10 scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <JobApplicationForm
            key={answer ? "answered" : "new"}
            roleId={roleId}
            roleTitle={role.title}
            initial={answer}
            words={words}
          />
        </section>
      </div>
    </div>
  );
}

/**
 * A job page's meta in `locale`, from its words: the role's title and
 * description, the trail back to the roles' list, and its JobPosting; an
 * unknown role's page is "Job Not Found".
 */
export function jobPageMetaIn(words: JobWords, locale: Locale) {
  return ({
    loaderData,
    location,
  }: {
    loaderData: { role: Role; path: string } | undefined;
    location: { pathname: string };
  }) => {
    if (!loaderData) return metaTags(words.jobNotFoundMeta, location.pathname);
    const { role, path } = loaderData;
    return metaTags(words.jobPageMeta(role), path, {
      locale,
      breadcrumbs: [
        // The trail names the roles' list as its hero's eyebrow does ("Careers").
        { name: words.careersEyebrow, path: words.jobPage.back.href },
        { name: role.title, path },
      ],
      structuredData: [jobPostingIn(role, path, locale, words)],
    });
  };
}
