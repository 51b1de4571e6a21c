import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { LinkItem, SectionIntro } from "#app/content/shared.ts";

/** A closing band that sends the visitor on to people who can help. */
export function HelpLinks({
  id,
  section,
}: {
  id: string;
  section: SectionIntro & { links: readonly LinkItem[] };
}) {
  return (
    <Section
      id={id}
      heading={section.heading}
      intro={section.intro}
      tone="brand"
    >
      <div className="flex flex-wrap justify-center gap-4">
        {section.links.map((link, index) => (
          <ButtonLink
            key={link.href}
            to={link.href}
            variant={index === 0 ? "primary" : "outline"}
          >
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </Section>
  );
}
