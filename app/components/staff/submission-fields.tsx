import { cn } from "#app/lib/cn.ts";
import type { SubmissionField } from "#app/lib/staff/submission-view.ts";

/** A submission's fields as a description list, free text with its line breaks kept. */
export function SubmissionFields({
  fields,
}: {
  fields: readonly SubmissionField[];
}) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.label} className={cn(field.long && "sm:col-span-2")}>
          <dt className="text-sm font-semibold text-slate-600">
            {field.label}
          </dt>
          <dd
            className={cn(
              "mt-1 break-words text-slate-900",
              field.long && "whitespace-pre-line",
            )}
          >
            {field.date ? (
              <time dateTime={field.date}>{field.value}</time>
            ) : (
              field.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
