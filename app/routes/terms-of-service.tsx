import { LegalDocumentPage } from "#app/components/legal/legal-document.tsx";
import * as english from "#app/content/legal.ts";
import * as spanish from "#app/content/es/legal.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /terms-of-service and its Spanish twin /es/terms-of-service. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage() };

export const meta = twinPageMeta(
  twins,
  (content) => content.termsOfServiceMeta,
);

export default function TermsOfServicePage() {
  return <LegalDocumentPage content={useLocalized(twins).termsOfService} />;
}
