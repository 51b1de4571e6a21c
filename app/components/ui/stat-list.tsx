import type { Stat } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";

const looks = {
  /** On a dark hero: light figures on translucent tiles. */
  panel: {
    item: "rounded-xl bg-white/10 p-4 ring-1 ring-white/20 sm:p-6",
    label: "mt-2 text-brand-100",
    value: "text-3xl font-extrabold tracking-tight text-white sm:text-4xl",
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

/** The figures as a panel of tiles in a dark hero, named for screen readers by `label`. */
export function StatPanel({
  label,
  stats,
}: {
  label: string;
  stats: readonly Stat[];
}) {
  return (
    <section aria-label={label}>
      <StatList stats={stats} look="panel" className="grid-cols-2 gap-4" />
    </section>
  );
}
