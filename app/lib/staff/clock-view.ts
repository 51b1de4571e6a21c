import { clockWords } from "#app/content/promises.ts";

import { promises, stopsClock } from "./promises.ts";
import type { InboxKind } from "./workflow.ts";

/**
 * Where a record's promise clock stands, at a given moment:
 * - running / at_risk / overdue: the clock runs (at risk once a quarter or
 *   less of the promise is left);
 * - paused: the record waits on the person;
 * - kept / missed: stopped, before or after it ran out;
 * - none: a record closed before clocks were kept, with no event to date.
 */
export type ClockState =
  "running" | "at_risk" | "overdue" | "paused" | "kept" | "missed" | "none";

export interface ClockView {
  state: ClockState;
  text: string;
}

/** A record's clock columns, as stored. */
export interface ClockColumns {
  status: string;
  created_at: string;
  due_at: string | null;
  at_risk_at: string | null;
  responded_at: string | null;
  paused_at: string | null;
}

const MINUTE = 60_000;

/** "45 min", "3 h 20 min", "2 d 5 h": minutes under a day and a half, then days. */
export function durationWords(ms: number): string {
  const { minutes, hours, days } = clockWords.units;
  const total = Math.max(0, Math.floor(ms / MINUTE));
  if (total < 60) return minutes(total);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h < 48) return m === 0 ? hours(h) : `${hours(h)} ${minutes(m)}`;
  const d = Math.floor(h / 24);
  return h % 24 === 0 ? days(d) : `${days(d)} ${hours(h % 24)}`;
}

/** The record's clock in words, as of `now` (ms). */
export function clockView(
  kind: InboxKind,
  clock: ClockColumns,
  now: number,
): ClockView {
  // A record that reached a stopping status before clocks were kept has
  // no event to date (migration 0014 found none).
  if (
    clock.due_at === null ||
    (clock.responded_at === null && stopsClock(kind, clock.status))
  )
    return { state: "none", text: clockWords.none };
  const due = Date.parse(clock.due_at);
  if (clock.responded_at !== null) {
    const stopped = Date.parse(clock.responded_at);
    const took = durationWords(stopped - Date.parse(clock.created_at));
    const verb = clockWords.stopped[kind];
    return stopped <= due
      ? { state: "kept", text: clockWords.kept(verb, took) }
      : {
          state: "missed",
          text: clockWords.missed(verb, took, durationWords(stopped - due)),
        };
  }
  if (clock.paused_at !== null)
    return { state: "paused", text: clockWords.paused };
  if (now >= due)
    return {
      state: "overdue",
      text: clockWords.overdue(durationWords(now - due)),
    };
  const left = durationWords(due - now);
  return clock.at_risk_at !== null && now >= Date.parse(clock.at_risk_at)
    ? { state: "at_risk", text: clockWords.atRisk(left) }
    : { state: "running", text: clockWords.left(left) };
}

/** Whether the promise is measured in business time (the record page says so beside the due time). */
export const inBusinessTime = (kind: InboxKind) =>
  promises[kind].measure === "business";
