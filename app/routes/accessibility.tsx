import { LegalDocumentPage } from "#app/components/legal/legal-document.tsx";
import {
  accessibilityMeta,
  accessibilityStatement,
} from "#app/content/legal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

export const meta = () => staticPageMeta(accessibilityMeta);

export default function AccessibilityPage() {
  return <LegalDocumentPage content={accessibilityStatement} />;
}
