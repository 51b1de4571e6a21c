import { Link } from "react-router";

import { company } from "#app/content/company.ts";

/** The 404 page body, shown for unknown paths and anything else not found. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{`Page not found | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
