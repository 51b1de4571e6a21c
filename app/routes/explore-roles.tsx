import { Link } from "react-router";

import { RoleCard } from "~/components/careers/role-card";
import { CtaSection } from "~/components/ui/cta-section";
import { IconCardGrid } from "~/components/ui/icon-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  availableRolesSection,
  careersClosingCta,
  careersContactPrompt,
  careersHero,
  whyJoin,
} from "~/content/careers";
import { roles } from "~/content/roles";
import { staticPageMeta } from "~/lib/seo";

export const meta = () =>
  staticPageMeta("/explore-roles", { trailName: "Careers" });

export default function ExploreRoles() {
  return (
    <>
      <PageHero {...careersHero} actions={[careersHero.action]} />
      <Section
        id={availableRolesSection.id}
        heading={availableRolesSection.heading}
        intro={availableRolesSection.intro}
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
      <Section id="why-join" heading={whyJoin.heading} intro={whyJoin.intro}>
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
