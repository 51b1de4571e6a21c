import { useCallback, useEffect, useRef, useState } from "react";

import { ownership } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { InboxRow } from "#app/lib/staff/inboxes.ts";

import { rowAnchor } from "./assign-row-form.tsx";

/** The assignee cell of a row: where focus goes once the row is yours. */
export const assigneeCellId = (id: string) => `assignee-${id}`;

interface Pending {
  id: string;
  name: string;
  /** The rows beside it as the button was pressed: focus goes there if the row leaves the view. */
  next?: string;
  previous?: string;
}

/**
 * Where focus goes after "Assign to me" on a row, with JavaScript: the
 * button is replaced by the person's name once the list is read again, so
 * focus would fall to the top of the page. It goes to the row's assignee
 * cell instead; if the row left the view (Unassigned), to the row that
 * took its place, or to `fallbackId` when none is left. `status` says what
 * happened, for the list's status line (a live region). A refusal leaves
 * the row as it was: focus goes back to its button.
 */
export function useAssignFocus(
  rows: readonly InboxRow[],
  me: string,
  fallbackId: string,
) {
  const pending = useRef<Pending | null>(null);
  const [status, setStatus] = useState("");
  const sent = useCallback(
    (id: string, name: string) => {
      const index = rows.findIndex((row) => row.id === id);
      if (index === -1) return;
      pending.current = {
        id,
        name,
        next: rows[index + 1]?.id,
        previous: rows[index - 1]?.id,
      };
      setStatus("");
    },
    [rows],
  );

  const answered = useCallback((id: string, result: FormResult) => {
    const wanted = pending.current;
    // A success is said as the list, read again, shows it (below): this form may be gone by then.
    if (wanted?.id !== id || result.ok) return;
    pending.current = null;
    setStatus(
      ownership.rowOutcome(
        wanted.name,
        result.toast?.title ?? ownership.messages.conflict.title,
      ),
    );
    const row = document.getElementById(rowAnchor(id));
    row?.querySelector<HTMLElement>("form button[type=submit]")?.focus();
  }, []);

  useEffect(() => {
    const wanted = pending.current;
    if (!wanted) return;
    const row = rows.find((candidate) => candidate.id === wanted.id);
    // Not read again yet: the row still shows the assignee it had.
    if (row && row.assignee?.id !== me) return;
    pending.current = null;
    const said = ownership.rowOutcome(
      wanted.name,
      ownership.messages.assignedToYou.title,
    );
    if (row) {
      document.getElementById(assigneeCellId(row.id))?.focus();
      setStatus(said);
      return;
    }
    const neighbour = [wanted.next, wanted.previous].find(
      (id) => id && rows.some((candidate) => candidate.id === id),
    );
    const target = neighbour
      ? document
          .getElementById(rowAnchor(neighbour))
          ?.querySelector<HTMLElement>("a[href]")
      : document.getElementById(fallbackId);
    target?.focus();
    setStatus(`${said}. ${ownership.leftView}`);
  }, [rows, me, fallbackId]);

  return { sent, answered, status };
}
