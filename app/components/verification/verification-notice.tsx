import { useId } from "react";

import { Icon } from "#app/components/ui/icon.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";

import type { VerificationWords } from "./verification-words";

/** Why the form asks for identity and financial data, with the privacy policy a click away. */
export function VerificationNotice({
  headingLevel,
  words: verificationNotice,
}: {
  headingLevel: 2 | 3;
  /** The notice in the page's language (decision 0092). */
  words: VerificationWords["verificationNotice"];
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <Icon name="shield-check" size={28} className="shrink-0 text-brand-700" />
      <div className="text-sm text-slate-700 sm:text-base">
        <Heading
          id={headingId}
          className="text-lg font-semibold text-brand-900"
        >
          {verificationNotice.heading}
        </Heading>
        {verificationNotice.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-2">
            {paragraph}
          </p>
        ))}
        <TextLink
          to={verificationNotice.link.href}
          className="mt-2 inline-block"
        >
          {verificationNotice.link.label}
        </TextLink>
      </div>
    </section>
  );
}
