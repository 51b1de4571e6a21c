/**
 * /insurance-guides (app/components/company/guide-library.tsx): Read Guide
 * opens the guide in its modal <dialog>, and focus returns to that button
 * however the dialog closes (Escape, Close, a click on the backdrop). A link
 * to a guide's section (/insurance-guides#auto-insurance-101) opens that
 * guide; closing it takes the section out of the address again.
 */
import { closestTo, markEnhanced, whenParsed } from "./document.ts";

const dialogOf = (slug: string) =>
  document.querySelector<HTMLDialogElement>(
    `dialog[data-guide-dialog="${CSS.escape(slug)}"]`,
  );
const openerOf = (slug: string) =>
  document.querySelector<HTMLElement>(
    `[data-guide-open="${CSS.escape(slug)}"]`,
  );

function open(slug: string): void {
  const dialog = dialogOf(slug);
  if (dialog && !dialog.open) dialog.showModal();
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
    const slug = event.target.dataset.guideDialog;
    if (!slug) return;
    if (window.location.hash === `#${slug}`) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
    }
    openerOf(slug)?.focus();
  },
  true,
);

markEnhanced("guides");
whenParsed(() => {
  const slug = decodeURIComponent(window.location.hash.slice(1));
  if (slug) open(slug);
});
