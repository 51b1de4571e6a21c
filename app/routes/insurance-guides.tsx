import { GuideLibrary } from "~/components/company/guide-library";
import { HelpLinks } from "~/components/company/help-links";
import { PageHero } from "~/components/ui/page-hero";
import {
  guides,
  guidesClosing,
  guidesHero,
  guidesSection,
} from "~/content/guides";
import { staticPageMeta } from "~/lib/seo";

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
