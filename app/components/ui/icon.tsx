import type { IconName } from "~/content/shared";

import { iconMap } from "./icon-map";

/** A decorative icon named by content; hidden from assistive technology. */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  const Component = iconMap[name];
  return (
    <Component
      aria-hidden="true"
      focusable="false"
      size={size}
      className={className}
    />
  );
}
