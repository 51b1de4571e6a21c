import { Link } from "#app/components/ui/site-link.tsx";

import { company } from "#app/content/company.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

/**
 * The 404 page body, shown for unknown paths and anything else not found,
 * in the language of the path asked for (/es/... in Spanish).
 */
export function NotFound() {
  const text = useSiteWords().errorPages;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{`${text.notFound.title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">
        {text.notFound.heading}
      </h1>
      <p className="mt-4 text-slate-700">{text.notFound.description}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {text.home}
      </Link>
    </section>
  );
}
