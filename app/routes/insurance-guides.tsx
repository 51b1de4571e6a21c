import { GuideLibrary } from "#app/components/company/guide-library.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import {
  guidesPage as page,
  insuranceGuidesMeta,
} from "#app/content/guides.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage(["guides"]);

export const meta = () => staticPageMeta(insuranceGuidesMeta);

export default function InsuranceGuides() {
  return (
    <InfoPage page={page}>
      <GuideLibrary guides={page.guides} section={page.library} />
    </InfoPage>
  );
}
