import { LegalDocumentPage } from "~/components/legal/legal-document";
import { privacyPolicy } from "~/content/legal";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/privacy-policy");

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage content={privacyPolicy} />;
}
