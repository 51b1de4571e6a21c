import type { Stat } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";

const looks = {
  band: {
    item: "",
    label: "mt-1 text-sm font-medium text-slate-600 sm:text-base",
    value: "text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl",
  },
  cards: {
    item: "rounded-xl bg-white p-6 shadow-sm",
    label: "mt-2 text-slate-600",
    value: "text-4xl font-extrabold tracking-tight text-brand-800",
  },
} as const;

/**
 * Large figures with a label under each, as a description list: the label
 * is the term, the figure its description, shown above it.
 */
export function StatList({
  stats,
  look,
  className,
}: {
  stats: readonly Stat[];
  look: keyof typeof looks;
  className?: string;
}) {
  const classes = looks[look];
  return (
    <dl className={cn("grid", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn("flex flex-col-reverse text-center", classes.item)}
        >
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A white band of figures under a page's hero, named for screen readers by `label`. */
export function StatBand({
  label,
  stats,
}: {
  label: string;
  stats: readonly Stat[];
}) {
  return (
    <section aria-label={label} className="border-b border-slate-200 bg-white">
      <StatList
        stats={stats}
        look="band"
        className="mx-auto max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8"
      />
    </section>
  );
}
