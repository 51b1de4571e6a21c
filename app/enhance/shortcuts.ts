/**
 * The back office's keyboard shortcuts (keys in app/lib/staff/shortcuts.ts,
 * listed by the help sheet). Each key stands for something the page
 * already offers: it focuses a row's link, clicks a link or a form's
 * button, or focuses the search field, all found by the attributes the
 * server renders. So a shortcut does exactly what the click would, with or
 * without React, and a page without a target simply ignores its key.
 *
 * No key fires while a person types in a field, or with Ctrl, Alt or Meta
 * held (the browser's and the screen reader's own keys), or while a dialog
 * is open.
 */
import {
  selectorOf,
  shortcutKeys,
  type ShortcutAction,
  type ShortcutTarget,
} from "../lib/staff/shortcuts.ts";
import { closestTo, markEnhanced } from "./document.ts";

const ROW = selectorOf("row");
const HELP = `dialog${selectorOf("help")}`;
/** Inputs that take no typing: a key on them is not a letter in a field. */
const KEYLESS_INPUTS = new Set([
  "checkbox",
  "radio",
  "button",
  "submit",
  "reset",
]);

function isTyping(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLInputElement)
    return !KEYLESS_INPUTS.has(element.type);
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

const is = (action: ShortcutAction, key: string) =>
  (shortcutKeys[action] as readonly string[]).includes(key);

const find = <T extends Element>(
  target: ShortcutTarget,
  within: ParentNode = document,
) => within.querySelector<T>(selectorOf(target));

/** The list row holding focus: the selection j and k move. */
const selectedRow = () => document.activeElement?.closest(ROW) ?? null;

/** Moves the selection by `step` rows, starting at the first row when none is selected. */
function moveSelection(rows: Element[], step: 1 | -1): void {
  const current = selectedRow();
  const index = current ? rows.indexOf(current) : -1;
  const next =
    index === -1
      ? rows[0]
      : rows[Math.min(rows.length - 1, Math.max(0, index + step))];
  const link = next?.querySelector<HTMLElement>("a[href]");
  if (!link) return;
  link.focus();
  link.scrollIntoView({ block: "nearest" });
}

let opener: HTMLElement | null = null;

function openHelp(): void {
  const dialog = document.querySelector<HTMLDialogElement>(HELP);
  if (!dialog || dialog.open) return;
  opener =
    document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null;
  dialog.addEventListener(
    "close",
    () => {
      // Escape or Close: back to where the person was.
      opener?.focus();
      opener = null;
    },
    { once: true },
  );
  dialog.showModal();
}

/** What `key` does on this page, having found its target; false when nothing. */
function act(key: string, repeat: boolean): boolean {
  if (is("help", key)) {
    openHelp();
    return true;
  }
  if (is("focusSearch", key)) {
    const search = find<HTMLInputElement>("search");
    if (!search) return false;
    // The list's filter bar is a disclosure, folded on arrival: opened, or the field cannot take focus.
    const bar = search.closest("details");
    if (bar) bar.open = true;
    search.focus();
    search.select();
    return true;
  }
  const rows = [...document.querySelectorAll(ROW)];
  if (rows.length > 0) {
    if (is("nextRow", key) || is("previousRow", key)) {
      moveSelection(rows, is("nextRow", key) ? 1 : -1);
      return true;
    }
    const row = selectedRow();
    if (!row || repeat) return false;
    // Enter on the focused link opens it already; `o` does the same.
    if (is("open", key) && key !== "Enter") {
      row.querySelector<HTMLElement>("a[href]")?.click();
      return true;
    }
    if (is("assignToMe", key)) return assignToMe(row);
    return false;
  }
  if (repeat) return false;
  // A record: its links to the list's next and previous records, its own form.
  const link = is("nextRecord", key)
    ? find<HTMLAnchorElement>("nextRecord")
    : is("previousRecord", key)
      ? find<HTMLAnchorElement>("previousRecord")
      : null;
  if (link) {
    link.click();
    return true;
  }
  if (is("assignToMe", key)) return assignToMe(document);
  return false;
}

document.addEventListener("keydown", (event) => {
  if (event.defaultPrevented || event.isComposing) return;
  if (event.ctrlKey || event.altKey || event.metaKey) return;
  if (isTyping(event.target)) return;
  if (document.querySelector("dialog[open]")) return;
  if (act(event.key, event.repeat)) event.preventDefault();
});

document.addEventListener("click", (event) => {
  if (closestTo(event, selectorOf("openHelp"))) openHelp();
});

markEnhanced("shortcuts");

/**
 * Sends the "Assign to me" form within `scope` (the mark is on the form,
 * app/components/staff/assign-row-form.tsx and assignee-panel.tsx), through
 * its submit event so the enhanced form handles it as a press would.
 */
function assignToMe(scope: ParentNode): boolean {
  const target = find<HTMLElement>("assignToMe", scope);
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target?.click();
  return target !== null;
}
