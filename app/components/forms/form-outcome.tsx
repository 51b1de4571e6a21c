import { useEffect, useRef } from "react";

import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneText } from "#app/components/ui/phone-link.tsx";

import type { FormFailure, FormResult } from "#app/lib/forms/form-result.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A form's outcome written on the page: what the toast says, for a page sent
 * back without JavaScript, and for outcomes a person may need to reread.
 * Failures are alerts; successes are status messages. Every form's outcome
 * panel is this one. Given a `focusRequest`, it takes focus (scrolled into
 * view) each time the request grows: an answer the person must see now.
 */
export function FormOutcome({
  message,
  children,
  className,
  focusRequest = 0,
}: {
  message: Pick<ToastMessage, "type" | "title" | "description">;
  children?: React.ReactNode;
  className?: string;
  focusRequest?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus({ preventScroll: true });
  }, [focusRequest]);
  const failed = message.type === "error";
  return (
    <div
      ref={ref}
      role={failed ? "alert" : "status"}
      tabIndex={focusRequest === 0 ? undefined : -1}
      className={cn(
        "flex scroll-mt-24 gap-3 rounded-lg border p-4 text-sm",
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
 * A form's latest answer written at the form, beside its toast: the page's
 * own (posted without JavaScript) or the one its script received, so the
 * outcome stays where the person is looking until they act. Failures only,
 * or any answer (`always`). A failure that names no field takes focus; one
 * that does leaves it to the field or the error summary.
 */
export function PageOutcome({
  form,
  always = false,
  failure,
  className,
  children,
}: {
  form: { result?: FormResult; answered: number };
  always?: boolean;
  /** The words of a failure that came without a toast (e.g. the fields a page posted without JavaScript must correct). */
  failure?: (result: FormFailure) => ToastMessage | undefined;
  className?: string;
  children?: React.ReactNode;
}) {
  const answer = form.result;
  if (!answer || (answer.ok && !always)) return null;
  const message = answer.ok
    ? answer.toast
    : (answer.toast ?? failure?.(answer));
  if (!message) return null;
  const namesNoField =
    !answer.ok && Object.keys(answer.fieldErrors).length === 0;
  return (
    <FormOutcome
      message={message}
      className={className}
      focusRequest={namesNoField ? form.answered : 0}
    >
      {children}
    </FormOutcome>
  );
}
