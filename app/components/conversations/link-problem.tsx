import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneText } from "#app/components/ui/phone-link.tsx";
import { linkProblems as englishProblems } from "#app/content/conversations.ts";
import { linkProblems as spanishProblems } from "#app/content/es/conversations.ts";
import type { LinkProblem as Problem } from "#app/lib/conversation-view.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

/**
 * The page of a message link that opens nothing: not valid (404) or
 * expired (410), with every way to get a working link.
 */
export function LinkProblem({ problem }: { problem: Problem }) {
  const linkProblems = useLocalized({
    en: englishProblems,
    es: spanishProblems,
  });
  const texts = linkProblems[problem];
  return (
    <section
      aria-labelledby="link-problem-heading"
      className="mx-auto max-w-3xl px-4 py-20 sm:px-6"
    >
      <Icon
        name={problem === "expired" ? "clock" : "search-x"}
        size={56}
        className="text-brand-700"
      />
      <h1
        id="link-problem-heading"
        className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl"
      >
        {texts.title}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{texts.text}</p>
      <h2 className="mt-8 text-xl font-semibold text-brand-900">
        {texts.helpHeading}
      </h2>
      <ul className="mt-3 list-inside list-disc space-y-2 text-slate-700">
        {texts.help.map((line) => (
          <li key={line}>
            <PhoneText text={line} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink to={linkProblems.phoneHref}>
          <Icon name="phone" size={18} />
          {linkProblems.phoneLabel}
        </ButtonLink>
        <ButtonLink to={linkProblems.home.href} variant="outline">
          {linkProblems.home.label}
        </ButtonLink>
      </div>
    </section>
  );
}
