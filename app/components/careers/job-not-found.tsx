import { Icon } from "#app/components/ui/icon.tsx";

import { ButtonLink } from "#app/components/ui/button-link.tsx";

import type { JobWords } from "./job-words";

/** The job page of a role id that is not in the list (answered with HTTP 404). */
export function JobNotFound({
  words,
}: {
  /** The page's words (decision 0092). */
  words: JobWords["jobPage"]["notFound"];
}) {
  const { title, text, action } = words;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <Icon name="search-x" size={56} className="mx-auto text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{text}</p>
      <ButtonLink to={action.href} className="mt-8">
        {action.label}
      </ButtonLink>
    </section>
  );
}
