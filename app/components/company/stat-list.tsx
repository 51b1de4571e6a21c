import type { Stat } from "#app/content/shared.ts";

/** Large figures with a label under each, as a description list. */
export function StatList({
  label,
  stats,
}: {
  label: string;
  stats: readonly Stat[];
}) {
  return (
    <section aria-label={label} className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm font-medium text-slate-600 sm:text-base">
              {stat.label}
            </dt>
            <dd className="text-3xl font-extrabold tracking-tight text-brand-700 sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
