import { Link } from "react-router";

import { RoleCard } from "#app/components/careers/role-card.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { careersPage as page, exploreRolesMeta } from "#app/content/careers.ts";
import { roles } from "#app/content/roles.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

export const meta = () =>
  staticPageMeta(exploreRolesMeta, { trailName: "Careers" });

export default function ExploreRoles() {
  const { contactPrompt } = page;
  return (
    <InfoPage page={page}>
      <Section id={page.roles.id} title={page.roles} tone="muted">
        {/* The index is the role's id: /job/{index}. */}
        <CardGrid items={roles}>
          {(role, index) => <RoleCard role={role} index={index} />}
        </CardGrid>
      </Section>
      <Section id="why-join" title={page.whyJoin}>
        <IconCardGrid items={page.whyJoin.cards} />
        <p className="mt-12 text-center text-lg text-slate-700">
          {contactPrompt.text}{" "}
          <Link
            to={contactPrompt.link.href}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {contactPrompt.link.label}
          </Link>
        </p>
      </Section>
    </InfoPage>
  );
}
