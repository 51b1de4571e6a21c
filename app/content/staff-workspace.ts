import type { ShortcutAction } from "#app/lib/staff/shortcuts.ts";

/**
 * The words of the staff workspace's frame (app/components/staff/admin-shell.tsx),
 * its keyboard shortcuts (app/enhance/shortcuts.ts) and the record page's
 * layout: what a handler reads around the records themselves.
 */
export const workspace = {
  /** The name at the top of the workspace, a link to the overview. */
  name: "Harborline Staff",
  /** An inbox's counts in the navigation, read after its name: "3 new, 12 open". */
  counts: {
    new: (count: number) => `${count} new`,
    separator: ", ",
    open: (count: number) => `${count} open`,
    /**
     * The link under an inbox to the records its people replied to
     * (counted up to a cap, decision 0080), its inbox named for screen
     * readers: "Claims: 2 replied".
     */
    replied: (count: number, more: boolean) =>
      `${more ? `more than ${count.toLocaleString("en-US")}` : count} replied`,
  },
  shortcutsButton: "Keyboard shortcuts",
};

/** The help sheet `?` opens: what each shortcut does (app/lib/staff/shortcuts.ts has its keys). */
export const shortcutsHelp = {
  heading: "Keyboard shortcuts",
  intro:
    "The keys work in the back office except while you type in a field. Escape closes this sheet.",
  close: "Close",
  groups: [
    {
      heading: "In a list",
      actions: {
        nextRow: "Next row",
        previousRow: "Previous row",
        open: "Open the selected row",
        assignToMe: "Assign the selected row to me",
        focusSearch: "Go to the search field",
      },
    },
    {
      heading: "On a record",
      actions: {
        nextRecord: "Next record of the list you came from",
        previousRecord: "Previous record of the list you came from",
        assignToMe: "Assign this record to me",
      },
    },
    {
      heading: "Anywhere",
      actions: { help: "Show this sheet" },
    },
  ],
  /** Read between two keys that do the same thing: "j or ]". */
  or: "or",
} as const satisfies {
  heading: string;
  intro: string;
  close: string;
  or: string;
  groups: ReadonlyArray<{
    heading: string;
    actions: Partial<Record<ShortcutAction, string>>;
  }>;
};

/** The record page's columns and its way through the list it was opened from. */
export const recordLayout = {
  /**
   * Labels of the record page's scrolling columns, each a region reached by
   * Tab: named unlike the panels inside them (Status, Conversation, Internal
   * notes), so no region's name is part of another's.
   */
  regions: {
    details: "What was sent",
    conversation: "Messages with the person",
    work: "Handling the record",
  },
  neighboursLabel: "Records in this list",
  previous: "Previous record",
  next: "Next record",
  /** Said in place of a link at either end of the list. */
  noPrevious: "No previous record",
  noNext: "No next record",
};
