import { lazy, Suspense, useEffect, useState } from "react";

import type { ToastMessage } from "#app/lib/toast-message.ts";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

let requestMount: (() => void) | undefined;
/** A toast asked for before <Toasts> mounted (e.g. from a page's first effect). */
let mountRequested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Shows a toast (sonner), announced to screen readers by its live region. The
 * toast library is fetched with the first message, so the home page and the
 * other static pages do not pay for it.
 */
export async function showToast(message: ToastMessage): Promise<void> {
  mountRequested = true;
  requestMount?.();
  await ready;
  const { toast } = await import("sonner");
  const show = message.type === "info" ? toast.info : toast[message.type];
  show(message.title, {
    description: message.description,
    action: message.action
      ? {
          label: message.action.label,
          onClick: () => message.action?.onClick?.(),
        }
      : undefined,
  });
}

/** Mounted once in the root layout; renders nothing until the first toast. */
export function Toasts() {
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
      <SonnerToaster onReady={markReady} />
    </Suspense>
  );
}
