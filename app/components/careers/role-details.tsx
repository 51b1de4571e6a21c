import { Icon } from "#app/components/ui/icon.tsx";
import { jobPage } from "#app/content/careers.ts";
import { aboutCompany, type Role } from "#app/content/roles.ts";

import { RoleFacts } from "./role-facts";

/** The role card of a job page: the page's h1 and everything about the role. */
export function RoleDetails({ role }: { role: Role }) {
  const { sections } = jobPage;
  return (
    <article
      aria-labelledby="role-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name={role.icon} size={28} />
        </span>
        <div>
          <h1
            id="role-title"
            className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {role.title}
          </h1>
          <RoleFacts role={role} className="mt-3 text-base" />
        </div>
      </div>
      <p className="mt-6 text-lg text-slate-700">{role.description}</p>

      <h2 className="mt-10 text-xl font-bold text-brand-900">
        {sections.responsibilities}
      </h2>
      <ul className="mt-4 space-y-3">
        {role.responsibilities.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon
              name="circle-check"
              size={20}
              className="mt-0.5 shrink-0 text-brand-600"
            />
            {item}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-xl font-bold text-brand-900">
        {sections.skills}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {role.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-md bg-brand-50 px-3 py-1.5 text-sm text-brand-800"
          >
            {skill}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-xl font-bold text-brand-900">
        {sections.aboutCompany}
      </h2>
      <p className="mt-4 text-slate-700">{aboutCompany}</p>
    </article>
  );
}
