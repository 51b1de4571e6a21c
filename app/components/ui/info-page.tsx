import type { InfoPageContent } from "#app/content/shared.ts";

import { CtaSection } from "./cta-section";
import { HelpLinks } from "./help-links";
import { PageHero } from "./page-hero";

/**
 * The frame of an information page: its hero (the page's h1), the page's own
 * sections, then the band that closes it, a call to action or links to help.
 */
export function InfoPage({
  page,
  heroAside,
  children,
}: {
  page: InfoPageContent;
  /** Beside the hero's text on wide screens, under it on phones. */
  heroAside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHero {...page.hero} aside={heroAside} />
      {children}
      {page.help && <HelpLinks section={page.help} />}
      {page.cta && <CtaSection cta={page.cta} />}
    </>
  );
}
