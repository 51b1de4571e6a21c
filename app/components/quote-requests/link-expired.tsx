import { ButtonLink } from "#app/components/ui/button-link.tsx";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

/** A saved estimate's link that opens nothing: expired (and deleted) or never given. */
export function SavedEstimateLinkExpired() {
  const texts = useLocalized({ en: english, es: spanish }).savedEstimatePage
    .expired;
  return (
    <section
      aria-labelledby="saved-expired-heading"
      className="mx-auto max-w-3xl px-4 py-20 sm:px-6"
    >
      <h1
        id="saved-expired-heading"
        className="text-3xl font-bold text-brand-900 sm:text-4xl"
      >
        {texts.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{texts.text}</p>
      <div className="mt-8">
        <ButtonLink to="/quote">{texts.action}</ButtonLink>
      </div>
    </section>
  );
}
