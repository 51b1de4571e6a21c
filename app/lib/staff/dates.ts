import { intlLocale, type Locale } from "#app/lib/locale.ts";

/**
 * The back office reads and filters times in the company's own zone
 * (Detroit: Eastern Time), so "received on the 23rd" means the same day on
 * the screen, in the date filter and to the person who took the call.
 * Formatted on the server and sent as text, so hydration never disagrees.
 */
export const STAFF_TIME_ZONE = "America/New_York";

const dateTimeIn = (tag: string) =>
  new Intl.DateTimeFormat(tag, {
    timeZone: STAFF_TIME_ZONE,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  });
const dateTimes: Readonly<Record<Locale, Intl.DateTimeFormat>> = {
  en: dateTimeIn(intlLocale.en),
  es: dateTimeIn(intlLocale.es),
};

/** "Nov 23, 2026, 9:14 AM EST" for an ISO instant. */
export function formatStaffDateTime(iso: string): string {
  return formatCompanyDateTime(iso, "en");
}

/**
 * The same instant in the company's zone as a person reads it in their
 * language (their conversation, their saved estimate): "23 nov 2026,
 * 9:14 a. m. EST".
 */
export function formatCompanyDateTime(iso: string, locale: Locale): string {
  return dateTimes[locale].format(new Date(iso));
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

/** The company zone's wall clock at an instant (ms since the epoch), to the second. */
export interface StaffWallTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in the company's zone at `instant`. */
export function staffWallTime(instant: number): StaffWallTime {
  const values: Record<string, number> = {};
  for (const part of parts.formatToParts(new Date(instant)))
    if (part.type !== "literal") values[part.type] = Number(part.value);
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour!,
    minute: values.minute!,
    second: values.second!,
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant` (negative in the Americas). */
function zoneOffsetMs(instant: number): number {
  const wall = staffWallTime(instant);
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms) at which the company's wall clock reads this date and
 * hour. The offset is read twice so a time just after a daylight-saving
 * change gets the offset in force then. (Times inside the spring-forward gap,
 * 2-3 AM once a year, do not exist; nothing here asks for one.)
 */
export function instantOfStaffWallTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  const instant = asUtc - zoneOffsetMs(asUtc);
  return asUtc - zoneOffsetMs(instant);
}

/**
 * The instant (ISO, UTC) at which a calendar day ("2026-11-23") starts in
 * the company's zone.
 */
export function startOfStaffDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(instantOfStaffWallTime(year!, month!, date!)).toISOString();
}

/** The day after a calendar day, as "YYYY-MM-DD". */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const calendarDates = new Intl.DateTimeFormat(intlLocale.en, {
  // A calendar day (a date of incident) names no instant: read at midnight
  // UTC and written in UTC, it is the same day in every zone.
  timeZone: "UTC",
  year: "numeric",
  month: "short",
  day: "numeric",
});

/** "Nov 26, 2026" for a calendar day ("2026-11-26"); anything else as it is. */
export function formatStaffDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDates.format(date);
}
