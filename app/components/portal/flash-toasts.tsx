import { useEffect } from "react";
import { useLocation } from "react-router";

import { showToast } from "#app/components/ui/toasts.tsx";
import {
  FLASH_COOKIE,
  flashToasts,
  type FlashToast,
} from "#app/content/portal-flash.ts";

/**
 * Shows a toast that rode a redirect in a short-lived cookie ('Welcome back!'
 * after signing in, 'Signed Out' on the home page...), once, then forgets it.
 * Mounted once in the root layout.
 */
export function FlashToasts() {
  const location = useLocation();
  useEffect(() => {
    const entry = document.cookie
      .split("; ")
      .find((part) => part.startsWith(`${FLASH_COOKIE}=`));
    if (!entry) return;
    document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    const name = entry.slice(FLASH_COOKIE.length + 1);
    if (name in flashToasts) void showToast(flashToasts[name as FlashToast]);
  }, [location.key]);
  return null;
}
