import { ButtonLinks } from "#app/components/ui/button-link.tsx";
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
    <Section id={id} title={section} tone="brand">
      <ButtonLinks links={section.links} className="justify-center" />
    </Section>
  );
}
