/**
 * The back office reads and filters times in the company's own zone
 * (Detroit: Eastern Time), so "received on the 23rd" means the same day on
 * the screen, in the date filter and to the person who took the call.
 * Formatted on the server and sent as text, so hydration never disagrees.
 */
export const STAFF_TIME_ZONE = "America/New_York";

const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: STAFF_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Nov 23, 2026, 9:14 AM EST" for an ISO instant. */
export function formatStaffDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: STAFF_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far the zone's wall clock is ahead of UTC at `instant` (negative in the Americas). */
function zoneOffsetMs(instant: number): number {
  const values: Record<string, number> = {};
  for (const part of parts.formatToParts(new Date(instant)))
    if (part.type !== "literal") values[part.type] = Number(part.value);
  const wall = Date.UTC(
    values.year!,
    values.month! - 1,
    values.day!,
    values.hour!,
    values.minute!,
    values.second!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO, UTC) at which a calendar day ("2026-11-23") starts in
 * the company's zone. The offset is read twice so a day that starts just
 * after a daylight-saving change gets the offset in force at its midnight.
 */
export function startOfStaffDay(day: string): string {
  const asUtc = Date.parse(`${day}T00:00:00Z`);
  let instant = asUtc - zoneOffsetMs(asUtc);
  instant = asUtc - zoneOffsetMs(instant);
  return new Date(instant).toISOString();
}

/** The day after a calendar day, as "YYYY-MM-DD". */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
