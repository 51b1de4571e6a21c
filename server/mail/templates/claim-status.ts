import { claimOutcomeText as englishOutcomeText } from "#app/content/claims.ts";
import { claimOutcomeText as spanishOutcomeText } from "#app/content/es/claims.ts";
import { inLocale } from "#app/lib/locale.ts";
import {
  claimantOutcomeWords,
  type ClaimOutcomeView,
} from "#app/lib/staff/claim-outcome.ts";
import type { MailWriter } from "./compose.ts";

/** To the claimant when staff move their claim on. */
export function claimStatusEmails({ locale, words, message }: MailWriter) {
  return {
    /**
     * A claim's new stage; once resolved, its outcome in words (the amount
     * paid, or a denial with how to appeal). A denial's reason is not sent:
     * it may hold health details, and the check shows it (decision 0076).
     */
    claimStatus: (input: {
      claimantName: string;
      reference: string;
      status: string;
      outcome?: ClaimOutcomeView;
      checkUrl: string;
    }) => {
      const outcome = input.outcome
        ? claimantOutcomeWords(input.outcome, locale)
        : undefined;
      const status = outcome?.status ?? input.status;
      const paragraphs = [
        words.greeting(input.claimantName),
        words.claimStatus.changed(status),
        ...(outcome ? [outcome.summary] : []),
        ...(outcome?.appeal
          ? [
              inLocale(
                { en: englishOutcomeText, es: spanishOutcomeText },
                locale,
              ).reasonOnline,
            ]
          : []),
        words.claimStatus.checkOnline,
        ...(outcome?.appeal
          ? [words.claimStatus.appealHeading, outcome.appeal]
          : []),
      ];
      return message(
        words.claimStatus.subject(input.reference),
        paragraphs,
        [
          [words.claimStatus.labels.reference, input.reference],
          [words.claimStatus.labels.status, status],
        ],
        {
          label: words.claimStatus.button,
          url: input.checkUrl,
          after: paragraphs.length - (outcome?.appeal ? 2 : 0),
        },
      );
    },
  } as const;
}
