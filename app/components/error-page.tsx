import { Link } from "#app/components/ui/site-link.tsx";

import { company } from "#app/content/company.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

/**
 * The body of a page that could not be shown: the generic failure, or 503
 * while the database is away (a restart, a failover). Never indexed.
 */
export function ErrorPage({ reason }: { reason: "failed" | "unavailable" }) {
  const errorPages = useSiteWords().errorPages;
  const { title, description } = errorPages[reason];
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{`${title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      {reason === "unavailable" && (
        <p className="text-6xl font-extrabold text-brand-700">503</p>
      )}
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-slate-700">{description}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {errorPages.home}
      </Link>
    </section>
  );
}
