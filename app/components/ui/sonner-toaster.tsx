import { useEffect } from "react";
import { Toaster } from "sonner";

/**
 * Sonner's rich colours put mid-tone text on pale backgrounds (about 4.3:1);
 * darker text keeps every toast at WCAG AA contrast (4.5:1 and more).
 */
const accessibleColors = {
  "--success-text": "#166534",
  "--info-text": "#1e40af",
  "--warning-text": "#92400e",
  "--error-text": "#b91c1c",
} as React.CSSProperties;

/** Loaded on the first toast only (see toasts.tsx), so pages without one carry no toast code. */
export default function SonnerToaster({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      duration={6000}
      style={accessibleColors}
    />
  );
}
