/**
 * Hidden parts every public form carries: the one-time token (filled in by
 * the browser) and a honeypot field that people never see or fill, but form
 * robots do.
 */
import { formControls as english } from "#app/content/form-parts.ts";
import { formControls as spanish } from "#app/content/es/form-parts.ts";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "#app/lib/forms/guards.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

export function FormGuards() {
  const words = useLocalized({ en: english, es: spanish });
  return (
    <>
      <input type="hidden" name={TOKEN_FIELD} defaultValue="" />
      <div
        className="absolute -left-[9999px] h-px w-px overflow-hidden"
        aria-hidden="true"
      >
        <label>
          {words.honeypot}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
