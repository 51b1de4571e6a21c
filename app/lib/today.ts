/** Today's date as YYYY-MM-DD in the given time zone (the US insurer's own by default). */
export function todayIn(
  timeZone = "America/New_York",
  now = new Date(),
): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
