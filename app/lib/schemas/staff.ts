import { z } from "zod";

import { staffMessages } from "#app/content/staff.ts";

/** The most an internal note may hold (server/staff/workflow.ts refuses more). */
export const NOTE_MAX_LENGTH = 4000;

/** The most a search may hold: names, emails and references are short. */
export const SEARCH_MAX_LENGTH = 100;

const isoDay = z.iso.date();

/** A value the filter cannot use is dropped (the list shows everything), never an error page. */
const optionalDay = z.string().trim().pipe(isoDay).optional().catch(undefined);

/**
 * An inbox's filters as they arrive in the query string of its GET form.
 * Lenient: a link that was edited by hand shows a list, not an error. The
 * status is checked against the inbox's own statuses by the server.
 */
export const InboxFilterSchema = z.object({
  q: z
    .string()
    .trim()
    .transform((value) => value.slice(0, SEARCH_MAX_LENGTH))
    .catch(""),
  status: z.string().trim().catch(""),
  from: optionalDay,
  to: optionalDay,
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export type InboxFilterInput = z.infer<typeof InboxFilterSchema>;

/** The filter's fields read from a query string; missing ones take their defaults. */
export function readInboxFilter(params: URLSearchParams): InboxFilterInput {
  return InboxFilterSchema.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    page: params.get("page") ?? 1,
  });
}

/**
 * Changing a submission's status: the new status, and the one the staff
 * member saw (`expected`), so a change made meanwhile by someone else is
 * refused rather than overwritten.
 */
export const StatusChangeSchema = z.object({
  status: z.string().trim().min(1, staffMessages.invalidStatus).prefault(""),
  expected: z.string().trim().prefault(""),
});

export type StatusChangeInput = z.infer<typeof StatusChangeSchema>;

export const NoteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, staffMessages.noteRequired)
    .max(NOTE_MAX_LENGTH, staffMessages.noteTooLong(NOTE_MAX_LENGTH))
    .prefault(""),
});

export type NoteInput = z.infer<typeof NoteSchema>;

/** The forms of a submission's page, named by their intent (one action answers all three). */
export const submissionIntents = {
  status: "status",
  note: "note",
  reveal: "reveal",
} as const;
