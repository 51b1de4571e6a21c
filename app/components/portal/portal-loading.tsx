import { Icon } from "#app/components/ui/icon.tsx";
import { useNavigation } from "react-router";

import { portalLoading } from "#app/content/portal-flash.ts";

const isProtected = (path: string) =>
  path === "/dashboard" || path.startsWith("/dashboard/");

/**
 * The protected wrapper's 'Loading...' (spec section 2): shown while the
 * browser waits for the server to check the session of a protected page it
 * is going to (the server checks before it sends any of the page). The live
 * region stays in the page so the message is announced when it appears; it
 * has no status role, so a page's own status message stays the only one.
 */
export function PortalLoading() {
  const navigation = useNavigation();
  const target = navigation.location?.pathname;
  const loading =
    navigation.state === "loading" &&
    target !== undefined &&
    isProtected(target);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <p aria-live="polite" aria-atomic="true">
        {loading && (
          <span className="inline-flex items-center gap-2 rounded-full bg-brand-900 px-5 py-2 text-sm font-semibold text-white shadow-lg">
            <Icon
              name="loader-circle"
              size={18}
              className="animate-spin motion-reduce:animate-none"
            />
            {portalLoading}
          </span>
        )}
      </p>
    </div>
  );
}
