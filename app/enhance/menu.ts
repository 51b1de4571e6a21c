/**
 * The small-screen menu (app/components/layout/mobile-menu.tsx): the button's
 * aria-expanded says whether the menu is open and the styles follow it.
 * Escape closes it and puts focus back on the button; following one of its
 * links closes it. Without this module the menu is simply shown.
 */
import { closestTo, markEnhanced } from "./document.ts";

const TOGGLE = "[data-menu-toggle]";

function setOpen(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute("aria-expanded", String(open));
}

document.addEventListener("click", (event) => {
  const toggle = closestTo<HTMLElement>(event, TOGGLE);
  if (toggle) {
    setOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
    return;
  }
  const link = closestTo<HTMLAnchorElement>(event, "[data-menu-panel] a");
  const panel = link?.closest("[data-menu-panel]");
  const owner =
    panel &&
    document.querySelector<HTMLElement>(
      `${TOGGLE}[aria-controls="${panel.id}"]`,
    );
  if (owner) setOpen(owner, false);
});

document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape") return;
  const open = document.querySelector<HTMLElement>(
    `${TOGGLE}[aria-expanded="true"]`,
  );
  if (!open) return;
  setOpen(open, false);
  open.focus();
});

markEnhanced("menu");
