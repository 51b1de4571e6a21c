import { Panel } from "#app/components/ui/panel.tsx";
import { activityWords, personStatusLabels } from "#app/content/portal.ts";
import type { RecordSummary as Summary } from "#app/lib/portal/activity.ts";

import { DateText, RecordStanding } from "./record-standing.tsx";

const texts = activityWords.record;

/**
 * Above a record's conversation on the account: where it stands and its
 * history, each step with its date, oldest first; never who on our side
 * moved it.
 */
export function RecordSummary({ summary }: { summary: Summary }) {
  return (
    <Panel id="standing" heading={texts.heading} className="mt-10">
      <div className="mt-4 rounded-xl border border-brand-200 bg-white p-6 shadow-sm">
        <RecordStanding item={summary.item} />
        <h3 className="mt-6 text-lg font-semibold text-brand-900">
          {texts.timeline}
        </h3>
        <ol className="mt-3 space-y-2 border-l-2 border-brand-200 pl-4 text-slate-700">
          {summary.timeline.map((step, index) => (
            <li key={`${step.at.at}:${index}`}>
              <span className="font-semibold text-slate-900">
                {index === 0 ? texts.sentStep : personStatusLabels[step.status]}
              </span>
              {" · "}
              <DateText dated={step.at} />
            </li>
          ))}
        </ol>
      </div>
    </Panel>
  );
}
