import { Field } from "#app/components/forms/field.tsx";
import { quotePage as englishPage } from "#app/content/quote.ts";
import { quotePage as spanishPage } from "#app/content/es/quote.ts";
import type { Question } from "#app/lib/estimate/types.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

/**
 * One question of the rating table as a labelled field. Numbers and ZIP
 * codes are text fields with a number keypad (a number input would take
 * "1e5" and change under a scrolling wheel); their limits are the engine's
 * to check, in the browser and on the server alike.
 */
export function QuestionField({
  question,
  defaultValue,
  error,
}: {
  question: Question;
  defaultValue?: string;
  error?: string;
}) {
  /** The first, empty choice of a question not answered yet. */
  const choose = useLocalized({ en: englishPage, es: spanishPage }).answers
    .emptyChoice;
  const common = {
    name: question.name,
    label: question.label,
    hint: question.hint,
    error,
    required: true,
    defaultValue,
  };
  switch (question.kind) {
    case "choice":
      return (
        <Field
          {...common}
          as="select"
          options={question.options ?? []}
          emptyOption={choose}
        />
      );
    case "zip":
      return (
        <Field
          {...common}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          pattern="[0-9]{5}"
        />
      );
    case "number":
      return <Field {...common} inputMode="numeric" autoComplete="off" />;
    case "ages":
      return <Field {...common} autoComplete="off" />;
  }
}
