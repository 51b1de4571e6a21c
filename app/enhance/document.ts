/**
 * Helpers shared by the framework-free modules. A module's script may run
 * before the document is parsed (React places async scripts in <head>), and
 * on a page that React renders its elements may appear later, after a
 * client-side navigation: so modules listen on the document (events reach it
 * from elements that come later) and scan for their elements once parsed.
 */

/** Runs `init` once the document has been parsed. */
export function whenParsed(init: () => void): void {
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", init, { once: true });
  else init();
}

/**
 * Marks the page as enhanced by `name` (`<html data-enhanced-carousel>`) once
 * the module listens: for the styles that show what only works with the
 * module (its buttons) and hide what is there for readers without it.
 */
export function markEnhanced(name: string): void {
  document.documentElement.setAttribute(`data-enhanced-${name}`, "");
}

/** The element an event happened on, or its closest ancestor matching `selector`. */
export function closestTo<T extends Element>(
  event: Event,
  selector: string,
): T | null {
  return event.target instanceof Element
    ? event.target.closest<T>(selector)
    : null;
}
