import { Link } from "#app/components/ui/site-link.tsx";

import { RoleCard } from "#app/components/careers/role-card.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/careers.ts";
import * as spanish from "#app/content/es/careers.ts";
import * as englishRoles from "#app/content/roles.ts";
import * as spanishRoles from "#app/content/es/roles.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /explore-roles and its Spanish twin /es/explore-roles; the path picks the language. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage() };

export const meta = twinPageMeta(twins, (content) => content.exploreRolesMeta, {
  trailName: (content) => content.careersHero.eyebrow,
});

export default function ExploreRoles() {
  const { careersPage: page } = useLocalized(twins);
  const { roles } = useLocalized({ en: englishRoles, es: spanishRoles });
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
