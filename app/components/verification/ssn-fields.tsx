import { Icon } from "#app/components/ui/icon.tsx";
import { useState } from "react";

import { useHydrated } from "#app/components/company/use-hydrated.ts";
import { Field } from "#app/components/forms/field.tsx";
import type { FieldBinding } from "#app/components/forms/use-form.ts";
import { cn } from "#app/lib/cn.ts";
import { formatSsn } from "#app/lib/schemas/verification-checks.ts";

import type { VerificationWords } from "./verification-words";

/** Keeps what is typed in the ###-##-#### mask. */
function mask(event: React.ChangeEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const masked = formatSsn(input.value);
  if (input.value !== masked) input.value = masked;
}

/**
 * The SSN and its confirmation: masked as ###-##-#### while typing, hidden
 * like a password until the person presses Show. Never refilled by the
 * server: an SSN is not echoed back to a browser.
 */
export function SsnFields({
  field,
  texts,
}: {
  field: (name: "ssn" | "ssnConfirm") => FieldBinding<string>;
  /** The form's words in the page's language (decision 0092). */
  texts: VerificationWords["verificationForm"];
}) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const common = {
    type: shown ? "text" : "password",
    inputMode: "numeric",
    autoComplete: "off",
    spellCheck: false,
    maxLength: 11,
    // Without JavaScript the browser checks the shape; the server formats it.
    pattern: "\\d{3}-?\\d{2}-?\\d{4}",
    placeholder: texts.placeholders.ssn,
    required: true,
    onChange: mask,
  } as const;
  return (
    <div>
      <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {(["ssn", "ssnConfirm"] as const).map((name) => (
          <Field
            key={name}
            {...field(name)}
            // Never refilled, even if a value came back.
            defaultValue={undefined}
            {...common}
          />
        ))}
      </div>
      {/* Showing needs JavaScript; without it the button would do nothing. */}
      {hydrated && (
        <button
          type="button"
          aria-pressed={shown}
          aria-label={texts.showSsn.label}
          onClick={() => setShown((current) => !current)}
          className={cn(
            "mt-1 inline-flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-semibold transition-colors",
            shown
              ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
              : "border-slate-300 bg-white text-brand-800 hover:bg-brand-50",
          )}
        >
          {shown ? (
            <Icon name="eye-off" size={16} />
          ) : (
            <Icon name="eye" size={16} />
          )}
          {texts.showSsn.text}
        </button>
      )}
    </div>
  );
}
