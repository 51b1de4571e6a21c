import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useRef, useState } from "react";

import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { officeMap } from "#app/content/contact.ts";

/**
 * The office map as a click-to-load facade: a self-drawn preview until the
 * visitor asks for the interactive map, so opening /contact sends nothing to
 * the map provider. Without JavaScript the button stays inert and the card's
 * "Get directions" link is the way to a map.
 */
export function OfficeMap() {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed is gone; carry the focus to what replaced it.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    <div className="relative aspect-[8/5] overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {shown ? (
        <iframe
          ref={frame}
          title={officeMap.title}
          src={officeMap.embedUrl}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          className="absolute inset-0 size-full"
        />
      ) : (
        <>
          <img
            src={officeMap.preview.src}
            alt={officeMap.preview.alt}
            width={officeMap.preview.width}
            height={officeMap.preview.height}
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-1 bg-white/90 px-3 py-3">
            <button
              type="button"
              onClick={() => setShown(true)}
              aria-describedby="office-map-notice"
              className={buttonClasses("primary", "px-4 py-2 text-sm")}
            >
              <Icon name="map" size={18} />
              {officeMap.loadLabel}
            </button>
            <p id="office-map-notice" className="text-xs text-slate-700">
              {officeMap.loadNotice}
            </p>
          </div>
        </>
      )}
    </div>
  );
}
