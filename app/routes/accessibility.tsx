import { LegalDocumentPage } from "~/components/legal/legal-document";
import { accessibilityStatement } from "~/content/legal";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/accessibility");

export default function AccessibilityPage() {
  return <LegalDocumentPage content={accessibilityStatement} />;
}
