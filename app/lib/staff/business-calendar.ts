import { instantOfStaffWallTime, staffWallTime } from "./dates.ts";

/**
 * The company's business calendar: Monday to Friday, 9:00 AM to 6:00 PM
 * Eastern Time (the support hours the site states), less US federal
 * holidays on their observed dates. Holidays are computed from their rules,
 * so no year has to be typed in. Times are instants in milliseconds since
 * the epoch; hours are read on the Eastern wall clock, so a business day is
 * nine hours on either side of a daylight-saving change (both changes fall
 * at 2 AM, outside business hours).
 */
export const BUSINESS_OPENS_AT_HOUR = 9;
export const BUSINESS_CLOSES_AT_HOUR = 18;
export const BUSINESS_DAY_MS =
  (BUSINESS_CLOSES_AT_HOUR - BUSINESS_OPENS_AT_HOUR) * 3_600_000;

/** A calendar date (month 1-12), as the Eastern wall clock names it. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const key = ({ year, month, day }: CalendarDate) =>
  `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;

/** Day of the week of a date: 0 Sunday … 6 Saturday (calendar arithmetic, no zone involved). */
const weekday = ({ year, month, day }: CalendarDate) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

const shifted = (date: CalendarDate, days: number): CalendarDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  };
};

/** The `nth` (1-based) given weekday of a month. */
function nthWeekday(
  year: number,
  month: number,
  dayOfWeek: number,
  nth: number,
): CalendarDate {
  const first = { year, month, day: 1 };
  const offset = (dayOfWeek - weekday(first) + 7) % 7;
  return { year, month, day: 1 + offset + 7 * (nth - 1) };
}

/** The last given weekday of a month. */
function lastWeekday(
  year: number,
  month: number,
  dayOfWeek: number,
): CalendarDate {
  const last = shifted({ year, month: month + 1, day: 1 }, -1);
  return shifted(last, -((weekday(last) - dayOfWeek + 7) % 7));
}

/** A fixed-date holiday's observed day: Saturday moves to Friday, Sunday to Monday. */
function observed(date: CalendarDate): CalendarDate {
  const day = weekday(date);
  if (day === 6) return shifted(date, -1);
  if (day === 0) return shifted(date, 1);
  return date;
}

const MONDAY = 1;
const THURSDAY = 4;

/**
 * The federal holidays (5 U.S.C. 6103) a year's dates are observed on. A New
 * Year's Day on a Saturday is observed on the Friday before, in the year
 * before: the list of a year therefore includes the next year's New Year's
 * Day when it is observed on December 31.
 */
export function federalHolidays(year: number): CalendarDate[] {
  const fixed = (month: number, day: number) => observed({ year, month, day });
  const holidays = [
    fixed(1, 1), // New Year's Day
    nthWeekday(year, 1, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, MONDAY, 3), // Washington's Birthday
    lastWeekday(year, 5, MONDAY), // Memorial Day
    ...(year >= 2021 ? [fixed(6, 19)] : []), // Juneteenth National Independence Day
    fixed(7, 4), // Independence Day
    nthWeekday(year, 9, MONDAY, 1), // Labor Day
    nthWeekday(year, 10, MONDAY, 2), // Columbus Day
    fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, THURSDAY, 4), // Thanksgiving Day
    fixed(12, 25), // Christmas Day
    observed({ year: year + 1, month: 1, day: 1 }),
  ];
  return holidays.filter((date) => date.year === year);
}

const holidaysByYear = new Map<number, Set<string>>();

function isHoliday(date: CalendarDate): boolean {
  let holidays = holidaysByYear.get(date.year);
  if (!holidays) {
    holidays = new Set(federalHolidays(date.year).map(key));
    holidaysByYear.set(date.year, holidays);
  }
  return holidays.has(key(date));
}

/** Whether the office is open on this date: a weekday that is not an observed federal holiday. */
export function isBusinessDay(date: CalendarDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isHoliday(date);
}

/** The Eastern date an instant falls on. */
const dateAt = (instant: number): CalendarDate => staffWallTime(instant);

/** The opening and closing instants of a business day. */
const hoursOf = (date: CalendarDate) => ({
  opens: instantOfStaffWallTime(
    date.year,
    date.month,
    date.day,
    BUSINESS_OPENS_AT_HOUR,
  ),
  closes: instantOfStaffWallTime(
    date.year,
    date.month,
    date.day,
    BUSINESS_CLOSES_AT_HOUR,
  ),
});

/**
 * The instant `amountMs` of business time after `start`. Time outside
 * business hours does not count: 1 hour after Friday 5:30 PM is Monday
 * 9:30 AM (or Tuesday, when Monday is a holiday). An amount that ends
 * exactly at closing time ends then, not at the next opening.
 */
export function addBusinessTime(start: number, amountMs: number): number {
  if (amountMs < 0) throw new RangeError("amountMs must not be negative");
  if (amountMs === 0) return start;
  let left = amountMs;
  let date = dateAt(start);
  let cursor = start;
  // Each turn consumes one calendar day; a year of days bounds any promise.
  for (let days = 0; days < 3660; days++) {
    if (isBusinessDay(date)) {
      const { opens, closes } = hoursOf(date);
      const from = Math.max(cursor, opens);
      if (from < closes) {
        if (left <= closes - from) return from + left;
        left -= closes - from;
      }
    }
    date = shifted(date, 1);
    cursor = instantOfStaffWallTime(date.year, date.month, date.day);
  }
  throw new RangeError("amountMs is beyond the calendar's reach");
}

/**
 * The business time between two instants (negative when `to` is before
 * `from`): the part of the interval that falls in business hours.
 */
export function businessTimeBetween(from: number, to: number): number {
  if (to < from) return -businessTimeBetween(to, from);
  let total = 0;
  let date = dateAt(from);
  for (;;) {
    const { opens, closes } = hoursOf(date);
    if (opens >= to) return total;
    if (isBusinessDay(date))
      total += Math.max(0, Math.min(closes, to) - Math.max(opens, from));
    date = shifted(date, 1);
  }
}
