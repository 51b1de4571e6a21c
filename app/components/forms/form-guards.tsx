/**
 * Hidden parts every public form carries: the one-time token (filled in by
 * the browser) and a honeypot field that people never see or fill, but form
 * robots do.
 */
import { HONEYPOT_FIELD, TOKEN_FIELD } from "#app/lib/forms/guards.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

export function FormGuards() {
  const words = useSiteWords().formControls;
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
