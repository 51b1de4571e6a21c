import { AssetImage } from "#app/components/ui/asset-image.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

import { buttonClasses } from "#app/components/ui/button-link.tsx";

import type { ContactWords } from "./contact-words.ts";

/**
 * The office map as a click-to-load facade: a self-drawn preview until the
 * visitor asks for the interactive map, so opening /contact sends nothing to
 * the map provider. The framework-free module app/enhance/map.ts loads the
 * map. Without JavaScript the button stays inert and the card's "Get
 * directions" link is the way to a map.
 */
export function OfficeMap({
  officeMap,
}: {
  officeMap: ContactWords["officeMap"];
}) {
  return (
    <div
      data-map=""
      data-map-src={officeMap.embedUrl}
      data-map-title={officeMap.title}
      className="relative aspect-[8/5] overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
    >
      <div data-map-preview="" className="absolute inset-0">
        <AssetImage
          image={officeMap.preview}
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-1 bg-white/90 px-3 py-3">
          <button
            type="button"
            data-map-load=""
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
      </div>
    </div>
  );
}
