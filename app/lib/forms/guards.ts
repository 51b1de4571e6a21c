/** The hidden honeypot field's name: people never fill it; form robots do. */
export const HONEYPOT_FIELD = "website";
/** The one-time token's field, filled in by the browser on each form. */
export const TOKEN_FIELD = "formToken";
