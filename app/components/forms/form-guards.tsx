/**
 * Hidden parts every public form carries: the one-time token (filled in by
 * the browser) and a honeypot field that people never see or fill, but form
 * robots do.
 */
export const HONEYPOT_FIELD = "website";

export function FormGuards() {
  return (
    <>
      <input type="hidden" name="formToken" defaultValue="" />
      <div
        className="absolute -left-[9999px] h-px w-px overflow-hidden"
        aria-hidden="true"
      >
        <label>
          Leave this field empty
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
