import {
  activityWords,
  personOutcomeLabels,
  personStatusLabels,
} from "#app/content/portal.ts";
import { promisedTimes } from "#app/content/promises.ts";
import type { ActivityItem, Dated } from "#app/lib/portal/activity.ts";
import { formatCents } from "#app/lib/staff/claim-outcome.ts";

const texts = activityWords;

/** A record's status in its person's words; once resolved, with its outcome. */
export function personStatusText(item: ActivityItem): string {
  const outcome = item.outcome;
  if (!outcome) return personStatusLabels[item.status];
  const label = personOutcomeLabels[outcome.outcome];
  return typeof label === "function"
    ? label(formatCents(outcome.amountCents ?? 0))
    : label;
}

export function DateText({ dated }: { dated: Dated }) {
  return <time dateTime={dated.at}>{dated.text}</time>;
}

/**
 * Where a record stands, as its person reads it: its status (with its
 * outcome), when it was sent, and the promise we made: when it falls due,
 * when we kept it, or that we wait on them.
 */
export function RecordStanding({ item }: { item: ActivityItem }) {
  const { promise } = item;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
      <dt className="font-semibold text-slate-900">{texts.status}</dt>
      <dd>{personStatusText(item)}</dd>
      <dt className="font-semibold text-slate-900">{texts.sent}</dt>
      <dd>
        <DateText dated={item.sent} />
      </dd>
      {promise.state !== "none" && (
        <>
          <dt className="font-semibold text-slate-900">
            {texts.promise.heading}
          </dt>
          <dd
            className={
              promise.state === "waiting"
                ? "font-semibold text-amber-900"
                : undefined
            }
          >
            {promise.state === "due" && (
              <>
                {texts.promise.due(promisedTimes[item.kind])}{" "}
                <DateText dated={promise.due} />
              </>
            )}
            {promise.state === "answered" && (
              <>
                {texts.promise.answered} <DateText dated={promise.answered} />
              </>
            )}
            {promise.state === "waiting" && texts.promise.waiting}
          </dd>
        </>
      )}
    </dl>
  );
}
