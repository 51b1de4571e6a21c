// The limits of the public forms that their messages name
// (app/content/validation.ts): a leaf module, so the messages and the
// rules can both read them without importing each other.

export const COVER_LETTER_MAX = 2000;

export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;
