import { Link } from "#app/components/ui/site-link.tsx";

import { Icon } from "#app/components/ui/icon.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { TagList } from "#app/components/ui/tag-list.tsx";
import * as english from "#app/content/careers.ts";
import * as spanish from "#app/content/es/careers.ts";
import { jobHref } from "#app/content/job-page.ts";
import type { Role } from "#app/content/roles.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import { RoleBadge, RoleFacts } from "./role-facts";

/** One card of the /explore-roles grid, linking to the role's job page. */
export function RoleCard({ role, index }: { role: Role; index: number }) {
  const { availableRolesSection: text } = useLocalized({
    en: english,
    es: spanish,
  });
  return (
    <IconCard
      as="article"
      titleId={`role-${index}-title`}
      icon={role.icon}
      aside={
        role.featured && (
          <RoleBadge tone="featured">
            <Icon name="star" size={12} className="fill-current" />
            {text.featuredBadge}
          </RoleBadge>
        )
      }
      title={role.title}
      titleSize="xl"
      footer={
        <div className="mt-auto pt-6">
          <Link
            to={jobHref(index)}
            className={buttonClasses("primary", "w-full")}
          >
            {text.applyLabel}
            <span className="sr-only">{text.applyContext(role.title)}</span>
          </Link>
        </div>
      }
    >
      <RoleFacts role={role} text={text} className="mt-3" />
      <p className="mt-4 text-slate-700">{role.description}</p>
      <TagList
        items={role.skills}
        look="small-chip"
        label={text.skillsLabel}
        className="mt-4"
      />
    </IconCard>
  );
}
