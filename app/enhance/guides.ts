/**
 * /insurance-guides (app/components/company/guide-library.tsx): Read Guide
 * copies its guide from the page into the one shared <dialog> and opens it,
 * and focus returns to that button however the dialog closes (Escape, Close, a
 * click on the backdrop). A link to a guide's section
 * (/insurance-guides#auto-insurance-101) opens that guide; closing it takes the
 * section out of the address again. The dialog's `data-guide-shown` names the
 * guide it holds, so the state stays in the DOM.
 */
import { closestTo, markEnhanced, whenParsed } from "./document.ts";

const bySlug = (attribute: string, slug: string) =>
  document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(slug)}"]`);

/**
 * A copy of a guide's text, without ids: the original stays in the page
 * (hidden), and two elements with one id would break its anchors and labels.
 */
function copyOf(source: HTMLElement): DocumentFragment {
  const copy = document.createDocumentFragment();
  for (const node of source.childNodes) copy.append(node.cloneNode(true));
  for (const element of copy.querySelectorAll("[id]"))
    element.removeAttribute("id");
  return copy;
}

/** Points the dialog's sprite icon at the guide's own (the sprite's URL is hashed, so only the fragment changes). */
function showIcon(dialog: HTMLDialogElement, name: string | undefined): void {
  const use = dialog.querySelector("[data-guide-dialog-icon] use");
  const href = use?.getAttribute("href");
  if (use && href && name)
    use.setAttribute("href", href.replace(/#.*$/, `#${name}`));
}

function open(slug: string): void {
  const dialog = document.querySelector<HTMLDialogElement>(
    "dialog[data-guide-dialog]",
  );
  const source = bySlug("data-guide", slug);
  const heading = dialog?.querySelector("[data-guide-dialog-heading]");
  const body = dialog?.querySelector("[data-guide-dialog-body]");
  if (!dialog || dialog.open || !source || !heading || !body) return;
  // The guide's section is named by its h2: the dialog takes the same name.
  heading.textContent =
    source.closest("section")?.querySelector("h2")?.textContent ?? "";
  body.replaceChildren(copyOf(source));
  showIcon(dialog, source.dataset.guideIcon);
  dialog.dataset.guideShown = slug;
  dialog.showModal();
}

document.addEventListener("click", (event) => {
  const opener = closestTo<HTMLElement>(event, "[data-guide-open]");
  if (opener?.dataset.guideOpen) {
    open(opener.dataset.guideOpen);
    return;
  }
  closestTo(event, "[data-dialog-close]")
    ?.closest<HTMLDialogElement>("dialog")
    ?.close();
});

// `close` does not bubble: caught on its way down (capture).
document.addEventListener(
  "close",
  (event) => {
    if (!(event.target instanceof HTMLDialogElement)) return;
    const slug = event.target.dataset.guideShown;
    if (!slug) return;
    if (window.location.hash === `#${slug}`) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
    }
    bySlug("data-guide-open", slug)?.focus();
  },
  true,
);

markEnhanced("guides");
whenParsed(() => {
  const slug = decodeURIComponent(window.location.hash.slice(1));
  if (slug) open(slug);
});
