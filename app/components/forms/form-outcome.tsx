import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneText } from "#app/components/ui/phone-link.tsx";

import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A form's outcome written on the page: what the toast says, for a page sent
 * back without JavaScript, and for outcomes a person may need to reread.
 * Failures are alerts; successes are status messages. Every form's outcome
 * panel is this one.
 */
export function FormOutcome({
  message,
  children,
  className,
}: {
  message: Pick<ToastMessage, "type" | "title" | "description">;
  children?: React.ReactNode;
  className?: string;
}) {
  const failed = message.type === "error";
  return (
    <div
      role={failed ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        failed
          ? "border-red-700 bg-red-50 text-red-900"
          : "border-green-700 bg-green-50 text-green-900",
        className,
      )}
    >
      <Icon
        name={failed ? "circle-alert" : "circle-check"}
        size={20}
        className="mt-0.5 shrink-0"
      />
      <div>
        <p className="font-semibold">{message.title}</p>
        {message.description && (
          <p className="mt-1">
            <PhoneText text={message.description} />
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

/**
 * The answer of a page posted without JavaScript, written where the toast
 * would have appeared: failures only, or any answer (`always`).
 */
export function PageOutcome({
  form,
  always = false,
  className,
}: {
  form: { pageResult?: FormResult };
  always?: boolean;
  className?: string;
}) {
  const answer = form.pageResult;
  if (!answer?.toast || (answer.ok && !always)) return null;
  return <FormOutcome message={answer.toast} className={className} />;
}
