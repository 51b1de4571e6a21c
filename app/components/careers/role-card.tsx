import { Link } from "react-router";

import { Icon } from "#app/components/ui/icon.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { availableRolesSection } from "#app/content/careers.ts";
import { jobHref, type Role } from "#app/content/roles.ts";

import { RoleBadge, RoleFacts } from "./role-facts";

/** One card of the /explore-roles grid, linking to the role's job page. */
export function RoleCard({ role, index }: { role: Role; index: number }) {
  const titleId = `role-${index}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon name={role.icon} />
        </span>
        {role.featured && (
          <RoleBadge tone="featured">
            <Icon name="star" size={12} className="fill-current" />
            {availableRolesSection.featuredBadge}
          </RoleBadge>
        )}
      </div>
      <h3 id={titleId} className="mt-4 text-xl font-semibold text-brand-900">
        {role.title}
      </h3>
      <RoleFacts role={role} className="mt-3" />
      <p className="mt-4 text-slate-700">{role.description}</p>
      <ul aria-label="Skills" className="mt-4 flex flex-wrap gap-2">
        {role.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700"
          >
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <Link
          to={jobHref(index)}
          className={buttonClasses("primary", "w-full")}
        >
          {availableRolesSection.applyLabel}
          <span className="sr-only"> for {role.title}</span>
        </Link>
      </div>
    </article>
  );
}
