import { useEffect } from "react";
import { useLocation } from "react-router";

import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { ownership } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { shortcutTargets } from "#app/lib/staff/shortcuts.ts";
import { inboxListIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";

/** The id of a list's row: a post without JavaScript lands on it (`#row-<id>`). */
export const rowAnchor = (id: string) => `row-${id}`;

/**
 * "Assign to me" on one row of a list: the record and the assignee the row
 * shows, so a record someone else took meanwhile is refused. The button
 * names the record for screen readers. Without JavaScript the page comes
 * back at the row (`#row-<id>`), its answer written in the row; with it,
 * the list (use-assign-focus.ts) keeps focus on the row and says the
 * answer in its status line, so no toast repeats it.
 */
export function AssignRowForm({
  recordId,
  recordName,
  expected,
  onSent,
  onAnswered,
}: {
  recordId: string;
  recordName: string;
  expected: string;
  onSent?: (id: string, recordName: string) => void;
  onAnswered?: (id: string, result: FormResult) => void;
}) {
  const { search } = useLocation();
  const form = useForm({
    ...staffForms.assignRow,
    texts: {
      labels: {},
      submitLabel: ownership.assignToMe,
      submittingLabel: ownership.assigningToMe,
    },
    outcomeOnPage: true,
  });
  const { answered, result } = form;
  useEffect(() => {
    if (answered > 0 && result) onAnswered?.(recordId, result);
    // Once per answer: `answered` counts them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answered]);
  const { onSubmit } = form.formProps;
  return (
    <Form
      form={{
        ...form,
        formProps: {
          ...form.formProps,
          onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
            // Noted before the answer: the row may be gone (or this form with it) once the list is read again.
            onSent?.(recordId, recordName);
            return onSubmit(event);
          },
        },
      }}
      intent={inboxListIntents.assignRow}
      action={`${search}#${rowAnchor(recordId)}`}
      {...shortcutTargets.assignToMe}
      submitContext={ownership.rowContext(recordName)}
      submitClassName="[&_button]:px-3 [&_button]:py-1 [&_button]:text-sm [&_button]:whitespace-nowrap"
    >
      <input type="hidden" name="id" value={recordId} />
      <input type="hidden" name="expected" value={expected} />
    </Form>
  );
}
