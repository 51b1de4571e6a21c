import { useEffect } from "react";
import { Toaster } from "sonner";

/** Loaded on the first toast only (see toasts.tsx), so pages without one carry no toast code. */
export default function SonnerToaster({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <Toaster position="top-right" richColors closeButton duration={6000} />
  );
}
