import { LegalDocumentPage } from "~/components/legal/legal-document";
import { termsOfService } from "~/content/legal";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/terms-of-service");

export default function TermsOfServicePage() {
  return <LegalDocumentPage content={termsOfService} />;
}
