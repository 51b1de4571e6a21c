import type { IconCard } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";

import { Icon } from "./icon";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A grid of icon + title + text cards; the titles are h3 under the section's h2. */
export function IconCardGrid({
  items,
  columns = 3,
}: {
  items: readonly IconCard[];
  columns?: keyof typeof columnClasses;
}) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">
            {item.title}
          </h3>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
