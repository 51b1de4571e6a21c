import { Link } from "react-router";

import { company } from "#app/content/company.ts";
import { requestMessages } from "#app/content/forms.ts";

/** The 503 page body: the database is away for a moment (a restart, a failover). */
export function ServiceUnavailable() {
  const { title, description } = requestMessages.unavailable;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{`${title} | ${company.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-700">503</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-slate-700">{description}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {requestMessages.home}
      </Link>
    </section>
  );
}
