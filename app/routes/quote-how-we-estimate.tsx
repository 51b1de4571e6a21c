import { HowWeEstimatePage } from "#app/components/estimate/how-we-estimate-page.tsx";
import * as english from "#app/content/how-we-estimate.ts";
import * as spanish from "#app/content/es/how-we-estimate.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

// Only read: prerendered, without framework JavaScript (decision 0038).
export const handle = { ...spanishSite, ...contentPage() };

/** Serves /quote/how-we-estimate and /es/quote/how-we-estimate; the path picks the language. */
export const meta = twinPageMeta(
  { en: english, es: spanish },
  (content) => content.howWeEstimateMeta,
);

export default function HowWeEstimate() {
  return <HowWeEstimatePage />;
}
