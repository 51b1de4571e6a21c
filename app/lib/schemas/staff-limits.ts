/** The most an internal note may hold (server/staff/workflow.ts refuses more). */
export const NOTE_MAX_LENGTH = 4000;

/** The most a search may hold: names, emails and references are short. */
export const SEARCH_MAX_LENGTH = 100;

/** The longest title of a saved reply: it is an option in a list. */
export const SAVED_REPLY_TITLE_MAX_LENGTH = 100;
