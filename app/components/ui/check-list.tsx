import { cn } from "#app/lib/cn.ts";

import { Icon } from "./icon";

const sizes = {
  md: { gap: "gap-3", icon: 24 },
  sm: { gap: "gap-3", icon: 20 },
  xs: { gap: "gap-2", icon: 20 },
} as const;

/** A list whose items each begin with a check mark: features, highlights, duties. */
export function CheckList({
  items,
  size = "md",
  icon = "circle-check-big",
  className,
  itemClassName,
}: {
  items: readonly string[];
  size?: keyof typeof sizes;
  icon?: "circle-check-big" | "circle-check";
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex", sizes[size].gap, itemClassName)}>
          <Icon
            name={icon}
            size={sizes[size].icon}
            className="mt-0.5 shrink-0 text-brand-600"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
