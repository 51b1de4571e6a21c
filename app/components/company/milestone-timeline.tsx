import type { Milestone } from "#app/content/about.ts";

/**
 * The company's history as an ordered list: each milestone is one item whose
 * heading (h3) starts with its year, joined to the next by a vertical line.
 */
export function MilestoneTimeline({
  milestones,
}: {
  milestones: readonly Milestone[];
}) {
  return (
    <ol className="ml-3 max-w-3xl border-l-2 border-brand-200 pl-8 sm:mx-auto sm:pl-10">
      {milestones.map((milestone) => (
        <li key={milestone.year} className="relative pb-10 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-0.5 -left-[calc(2rem+11px)] size-5 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-200 sm:-left-[calc(2.5rem+11px)]"
          />
          <h3>
            <time
              dateTime={String(milestone.year)}
              className="block text-sm font-bold tracking-wide text-brand-700"
            >
              {milestone.year}
            </time>
            <span className="mt-1 block text-xl font-semibold text-brand-900">
              {milestone.title}
            </span>
          </h3>
          <p className="mt-2 text-slate-600">{milestone.description}</p>
        </li>
      ))}
    </ol>
  );
}
