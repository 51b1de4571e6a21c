import { LegalDocumentPage } from "#app/components/legal/legal-document.tsx";
import { termsOfService, termsOfServiceMeta } from "#app/content/legal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

export const meta = () => staticPageMeta(termsOfServiceMeta);

export default function TermsOfServicePage() {
  return <LegalDocumentPage content={termsOfService} />;
}
