import type { Locale } from "#app/lib/locale.ts";

/**
 * Saved replies as the back office's pages receive them from the server
 * (server/staff/saved-replies.ts).
 */

/** A saved reply as /admin/replies lists it. */
export interface SavedReplyView {
  id: string;
  title: string;
  body: string;
  /** The language it is written in (issue 25). */
  locale: Locale;
  /** Everyone's (no owner); else the viewer's own. */
  shared: boolean;
  /** Whether the viewer may change or delete it. */
  editable: boolean;
  updatedAt: string;
  updatedAtIso: string;
}

/** A saved reply as a record's message box offers it: filled in for that record's person. */
export interface SavedReplyOption {
  id: string;
  title: string;
  shared: boolean;
  text: string;
  /** The language it is written in; the person's own are listed first. */
  locale: Locale;
  /** Written in another language than the record's person's. */
  otherLanguage: boolean;
}
