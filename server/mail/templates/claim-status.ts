import { claimOutcomeText as englishOutcomeText } from "#app/content/claims.ts";
import { claimOutcomeText as spanishOutcomeText } from "#app/content/es/claims.ts";
import { inLocale } from "#app/lib/locale.ts";
import {
  claimantOutcomeWords,
  type ClaimOutcomeView,
} from "#app/lib/staff/claim-outcome.ts";
import type { ComplaintOutcome } from "#app/lib/staff/outcomes.ts";
import type { MailWriter } from "./compose.ts";

/**
 * The emails of a status change (a kind's `emailsOnStatus`): to the
 * claimant when staff move their claim on, to the person when their
 * complaint is acknowledged or resolved.
 */
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
    /**
     * A complaint acknowledged: its reference and the final answer's
     * promise. Resolved: the outcome in words, the link to the full
     * response on their conversation's page (decision 0053), and the
     * regulator they may go to if they are not satisfied.
     */
    complaintStatus: (
      input: { name: string; reference: string } & (
        | { status: "acknowledged" }
        | { status: "resolved"; outcome: ComplaintOutcome; responseUrl: string }
      ),
    ) => {
      const text = words.complaintStatus;
      const facts: Array<[string, string]> = [
        [text.labels.reference, input.reference],
      ];
      if (input.status === "acknowledged")
        return message(
          text.acknowledged.subject(input.reference),
          [
            words.greeting(input.name),
            text.acknowledged.text(input.reference),
            text.quoteReference,
          ],
          facts,
        );
      const paragraphs = [
        words.greeting(input.name),
        text.resolved.outcome[input.outcome],
        text.resolved.fullResponse,
      ];
      return message(
        text.resolved.subject(input.reference),
        [...paragraphs, text.resolved.notSatisfied, text.quoteReference],
        [...facts, [text.labels.outcome, text.outcomeLabels[input.outcome]]],
        {
          label: text.resolved.button,
          url: input.responseUrl,
          after: paragraphs.length,
        },
      );
    },
  } as const;
}
