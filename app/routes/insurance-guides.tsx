import { GuideLibrary } from "#app/components/company/guide-library.tsx";
import { HelpLinks } from "#app/components/company/help-links.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import {
  guides,
  guidesClosing,
  guidesHero,
  guidesSection,
} from "#app/content/guides.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

export const meta = () => staticPageMeta("/insurance-guides");

export default function InsuranceGuides() {
  return (
    <>
      <PageHero {...guidesHero} />
      <GuideLibrary guides={guides} section={guidesSection} />
      <HelpLinks id="guide-help" section={guidesClosing} />
    </>
  );
}
