import { CheckList } from "#app/components/ui/check-list.tsx";
import { IconBadge } from "#app/components/ui/icon.tsx";
import { TagList } from "#app/components/ui/tag-list.tsx";
import type { Role } from "#app/content/roles.ts";

import type { JobWords } from "./job-words";
import { RoleFacts } from "./role-facts";

/** The role card of a job page: the page's h1 and everything about the role. */
export function RoleDetails({
  role,
  words,
}: {
  role: Role;
  /** The page's words (decision 0092). */
  words: Pick<JobWords, "aboutCompany" | "jobPage" | "availableRolesSection">;
}) {
  const {
    aboutCompany,
    jobPage: { sections },
  } = words;
  return (
    <article
      aria-labelledby="role-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <IconBadge name={role.icon} size="xl" className="shrink-0" />
        <div>
          <h1
            id="role-title"
            className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {role.title}
          </h1>
          <RoleFacts
            role={role}
            text={words.availableRolesSection}
            className="mt-3 text-base"
          />
        </div>
      </div>
      <p className="mt-6 text-lg text-slate-700">{role.description}</p>

      <h2 className="mt-10 text-xl font-bold text-brand-900">
        {sections.responsibilities}
      </h2>
      <CheckList
        items={role.responsibilities}
        icon="circle-check"
        size="sm"
        className="mt-4 space-y-3 text-slate-700"
      />

      <h2 className="mt-10 text-xl font-bold text-brand-900">
        {sections.skills}
      </h2>
      <TagList items={role.skills} look="chip" className="mt-4" />

      <h2 className="mt-10 text-xl font-bold text-brand-900">
        {sections.aboutCompany}
      </h2>
      <p className="mt-4 text-slate-700">{aboutCompany}</p>
    </article>
  );
}
