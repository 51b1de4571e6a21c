import { Link } from "react-router";

import { RoleCard } from "#app/components/careers/role-card.tsx";
import { CtaSection } from "#app/components/ui/cta-section.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card-grid.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  availableRolesSection,
  careersClosingCta,
  careersContactPrompt,
  careersHero,
  whyJoin,
} from "#app/content/careers.ts";
import { roles } from "#app/content/roles.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

export const meta = () =>
  staticPageMeta("/explore-roles", { trailName: "Careers" });

export default function ExploreRoles() {
  return (
    <>
      <PageHero {...careersHero} actions={[careersHero.action]} />
      <Section
        id={availableRolesSection.id}
        title={availableRolesSection}
        tone="muted"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {roles.map((role, index) => (
            // The index is the role's id: /job/{index}.
            <li key={role.title}>
              <RoleCard role={role} index={index} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why-join" title={whyJoin}>
        <IconCardGrid items={whyJoin.cards} />
        <p className="mt-12 text-center text-lg text-slate-700">
          {careersContactPrompt.text}{" "}
          <Link
            to={careersContactPrompt.link.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {careersContactPrompt.link.label}
          </Link>
        </p>
      </Section>
      <CtaSection cta={careersClosingCta} />
    </>
  );
}
