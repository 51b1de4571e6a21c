import { Icon } from "#app/components/ui/icon.tsx";

import type { ComplaintsWords } from "./complaints-words.ts";

/** How we handle a complaint, in order, and the promise beside it in plain words. */
export function ComplaintHandling({
  words: { complaintSteps, complaintPromise },
}: {
  words: Pick<ComplaintsWords, "complaintSteps" | "complaintPromise">;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <ol className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
        {complaintSteps.steps.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="text-4xl leading-none font-extrabold text-brand-100"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-brand-900">
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="complaint-promise-heading"
        className="rounded-2xl bg-brand-50 p-6 sm:p-8"
      >
        <h3
          id="complaint-promise-heading"
          className="text-xl font-bold text-brand-900"
        >
          {complaintPromise.heading}
        </h3>
        <p className="mt-2 text-slate-700">{complaintPromise.intro}</p>
        <ul className="mt-4 space-y-3">
          {complaintPromise.points.map((point) => (
            <li key={point} className="flex gap-3 text-slate-800">
              <Icon
                name="circle-check"
                size={20}
                className="mt-0.5 shrink-0 text-brand-600"
              />
              {point}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
