/** The most an internal note may hold (server/staff/workflow.ts refuses more). */
export const NOTE_MAX_LENGTH = 4000;

/** The most a search may hold: names, emails and references are short. */
export const SEARCH_MAX_LENGTH = 100;

/** The longest title of a saved reply: it is an option in a list. */
export const SAVED_REPLY_TITLE_MAX_LENGTH = 100;

/** The longest name of a saved filter: it is a link beside the filters. */
export const SAVED_FILTER_NAME_MAX_LENGTH = 60;

/** Saved filters one person may keep per inbox. */
export const SAVED_FILTERS_MAX = 20;

/**
 * Days a saved filter with a search text is kept after it was last saved: the
 * text may name a person, whose record has a retention of its own
 * (server/staff/saved-filters.ts, forgetStaleSavedFilters).
 */
export const SAVED_SEARCH_DAYS = 90;

/** The most records one bulk change takes: a page of the list. */
export const BULK_MAX_RECORDS = 100;

/** The highest round-robin cap an admin may set. */
export const ROUND_ROBIN_CAP_MAX = 1000;
