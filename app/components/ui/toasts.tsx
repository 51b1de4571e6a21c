import { lazy, Suspense, useEffect, useState } from "react";

import type { ToastMessage } from "#app/lib/toast-message.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

let requestMount: (() => void) | undefined;
/** A toast asked for before <Toasts> mounted (e.g. from a page's first effect). */
let mountRequested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Toasts of the page being left, dismissed at the next navigation. */
let ofThisPage = new Set<string | number>();
/** Toasts that go with a navigation under way (see `keepOnNavigation`): of the next page. */
let ofNextPage = new Set<string | number>();

/**
 * Error toasts still up, which the next success dismisses: after a wrong
 * code then a right one, "That code is not right" does not stay beside
 * "Two-Step Sign-In Is On" (issue 36). An error is about an attempt; once
 * an attempt succeeds, what it said is no longer so.
 */
let errorsUp: Array<string | number> = [];

/**
 * Shows a toast (sonner), announced to screen readers by its live region. The
 * toast library is fetched with the first message, so the home page and the
 * other static pages do not pay for it. A toast belongs to its page: the
 * next navigation dismisses it (`dismissPageToasts`), unless it is the
 * message of that navigation (`keepOnNavigation`: 'Invalid Link' on the
 * way to /login), which stays for one page more. A success dismisses the
 * error toasts before it.
 */
export async function showToast(
  message: ToastMessage,
  { keepOnNavigation = false }: { keepOnNavigation?: boolean } = {},
): Promise<void> {
  mountRequested = true;
  requestMount?.();
  await ready;
  const { toast } = await import("sonner");
  const show = message.type === "info" ? toast.info : toast[message.type];
  const id = show(message.title, {
    description: message.description,
    action: message.action
      ? {
          label: message.action.label,
          onClick: () => message.action?.onClick?.(),
        }
      : undefined,
  });
  (keepOnNavigation ? ofNextPage : ofThisPage).add(id);
  if (message.type === "error") errorsUp.push(id);
  else if (message.type === "success") {
    errorsUp.forEach((earlier) => toast.dismiss(earlier));
    errorsUp = [];
  }
}

/**
 * Dismisses the toasts of the page being left, so an old 'Sign In Failed'
 * is not left stacked behind 'Welcome back!'. Called as the location
 * changes, before the new page's toasts are shown.
 */
export function dismissPageToasts(): void {
  const leaving = [...ofThisPage];
  ofThisPage = ofNextPage;
  ofNextPage = new Set();
  if (leaving.length === 0) return;
  void import("sonner").then(({ toast }) => {
    for (const id of leaving) toast.dismiss(id);
  });
}

/** Mounted once in the root layout; renders nothing until the first toast. */
export function Toasts() {
  const words = useSiteWords().toastRegion;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    requestMount = () => setMounted(true);
    if (mountRequested) requestMount();
    return () => {
      requestMount = undefined;
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={markReady} words={words} />
    </Suspense>
  );
}
