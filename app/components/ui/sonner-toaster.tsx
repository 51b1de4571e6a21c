import { useEffect } from "react";
import { Toaster } from "sonner";

import type { toastRegion } from "#app/content/form-parts.ts";

/**
 * Sonner's rich colours put text at 3:1 to 4.4:1 on the toasts' pale
 * backgrounds; these darker shades (Tailwind's 800s) reach 4.5:1 and more.
 */
const readableColors = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
  "--error-text": "#991b1b",
} as React.CSSProperties;

/** Loaded on the first toast only (see toasts.tsx), so pages without one carry no toast code. */
export default function SonnerToaster({
  onReady,
  words,
}: {
  onReady: () => void;
  /** The region's name and the close buttons' label, in the page's language. */
  words: typeof toastRegion;
}) {
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={6000}
      style={readableColors}
      containerAriaLabel={words.label}
      toastOptions={{ closeButtonAriaLabel: words.close }}
    />
  );
}
