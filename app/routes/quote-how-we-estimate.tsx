import { HowWeEstimatePage } from "#app/components/estimate/how-we-estimate-page.tsx";
import { howWeEstimateMeta } from "#app/content/how-we-estimate.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

// Only read: prerendered, without framework JavaScript (decision 0038).
export const handle = contentPage();

export const meta = () => staticPageMeta(howWeEstimateMeta);

export default function HowWeEstimate() {
  return <HowWeEstimatePage />;
}
