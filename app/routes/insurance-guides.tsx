import { GuideLibrary } from "#app/components/company/guide-library.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import * as english from "#app/content/guides.ts";
import * as spanish from "#app/content/es/guides.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /insurance-guides and its Spanish twin /es/insurance-guides. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage(["guides"]) };

export const meta = twinPageMeta(
  twins,
  (content) => content.insuranceGuidesMeta,
);

export default function InsuranceGuides() {
  const { guidesPage: page } = useLocalized(twins);
  return (
    <InfoPage page={page}>
      <GuideLibrary guides={page.guides} section={page.library} />
    </InfoPage>
  );
}
