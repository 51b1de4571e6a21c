import type { HelpLinks as HelpLinksContent } from "#app/content/shared.ts";

import { ButtonLinks } from "./button-link";
import { Section } from "./section";

/** A closing band that sends the visitor on to people who can help. */
export function HelpLinks({ section }: { section: HelpLinksContent }) {
  return (
    <Section id={section.id} title={section} tone="brand">
      <ButtonLinks links={section.links} className="justify-center" />
    </Section>
  );
}
