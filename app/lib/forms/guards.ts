/** The hidden honeypot field's name: people never fill it; form robots do. */
export const HONEYPOT_FIELD = "website";
/** The one-time token's field, filled in by the browser on each form. */
export const TOKEN_FIELD = "formToken";
/** The field that names which of a page's forms was sent (e.g. /login's Sign In or Sign Up). */
export const INTENT_FIELD = "intent";
