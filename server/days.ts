/** A calendar day in milliseconds, for periods counted in days (retention, link lifetimes). */
export const DAY_MS = 86_400_000;

/** The moment `days` days before `now`, as the ISO timestamp the tables store. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();
