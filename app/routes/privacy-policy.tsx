import { LegalDocumentPage } from "#app/components/legal/legal-document.tsx";
import { privacyPolicy, privacyPolicyMeta } from "#app/content/legal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

export const meta = () => staticPageMeta(privacyPolicyMeta);

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage content={privacyPolicy} />;
}
