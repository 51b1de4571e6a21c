/**
 * The back office's keyboard shortcuts: which keys do what. The browser
 * module (app/enhance/shortcuts.ts) acts on these and the help sheet
 * (app/components/staff/shortcuts-help.tsx) lists them, so the two cannot
 * disagree. Keys are `KeyboardEvent.key` values.
 */
export const shortcutKeys = {
  /** On a list: move the selection. */
  nextRow: ["j"],
  previousRow: ["k"],
  /** On a list: open the selected row (Enter on its focused link opens it anyway). */
  open: ["Enter", "o"],
  /** On a list row or a record: press its "Assign to me" button. */
  assignToMe: ["a"],
  focusSearch: ["/"],
  help: ["?"],
  /** On a record: the next or previous record of the list it was opened from. */
  nextRecord: ["j", "]"],
  previousRecord: ["k", "["],
} as const satisfies Record<string, readonly string[]>;

export type ShortcutAction = keyof typeof shortcutKeys;

/**
 * The attributes the module finds its targets by, spread onto elements as
 * they are: the server renders them, so each shortcut is a key for
 * something the page already offers (a link, a form's button, a field)
 * and does what a click on it does.
 */
export const shortcutTargets = {
  /** A list's row (a <tr>); its first link opens the record. */
  row: { "data-shortcut-row": "" },
  /** An "Assign to me" form (or a button), in a row or on a record. */
  assignToMe: { "data-shortcut": "assign-to-me" },
  /** The search field of a list. */
  search: { "data-shortcut": "search" },
  /** The record page's links to its neighbours in the list. */
  nextRecord: { "data-shortcut": "next-record" },
  previousRecord: { "data-shortcut": "previous-record" },
  /** The help sheet (a <dialog>) and the buttons that open it. */
  help: { "data-shortcuts-help": "" },
  openHelp: { "data-shortcuts-open-help": "" },
} as const satisfies Record<string, Record<`data-${string}`, string>>;

export type ShortcutTarget = keyof typeof shortcutTargets;

/** The CSS selector of a target: `[data-shortcut="search"]`, or `[data-shortcut-row]`. */
export function selectorOf(target: ShortcutTarget): string {
  const [[name, value]] = Object.entries(shortcutTargets[target]) as [
    [string, string],
  ];
  return value === "" ? `[${name}]` : `[${name}="${value}"]`;
}
