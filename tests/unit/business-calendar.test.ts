import { describe, expect, it } from "vitest";

import {
  addBusinessTime,
  businessTimeBetween,
  federalHolidays,
  isBusinessDay,
} from "#app/lib/staff/business-calendar.ts";
import { clockFrom, startingClock } from "#app/lib/staff/promises.ts";

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const dates = (year: number) =>
  federalHolidays(year).map(
    ({ year, month, day }) =>
      `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
  );

describe("federal holidays", () => {
  it("computes 2026's eleven, Independence Day observed on Friday the 3rd", () => {
    expect(dates(2026)).toEqual([
      "2026-01-01",
      "2026-01-19", // third Monday of January
      "2026-02-16", // third Monday of February
      "2026-05-25", // last Monday of May
      "2026-06-19",
      "2026-07-03", // the 4th is a Saturday
      "2026-09-07", // first Monday of September
      "2026-10-12", // second Monday of October
      "2026-11-11",
      "2026-11-26", // fourth Thursday of November
      "2026-12-25",
    ]);
  });

  it("moves Sunday holidays to Monday", () => {
    expect(dates(2027)).toContain("2027-07-05"); // the 4th is a Sunday
    expect(dates(2022)).toContain("2022-06-20"); // Juneteenth on a Sunday
  });

  it("observes a Saturday New Year's Day on December 31 of the year before", () => {
    // 2028-01-01 is a Saturday; 2027-12-25 is too.
    expect(dates(2027)).toEqual(
      expect.arrayContaining(["2027-12-24", "2027-12-31"]),
    );
    expect(dates(2028)).not.toContain("2028-01-01");
    expect(dates(2028)).not.toContain("2027-12-31");
  });

  it("has no Juneteenth before it became a holiday in 2021", () => {
    expect(dates(2020).some((day) => day.endsWith("-06-19"))).toBe(false);
  });

  it("knows weekends and holidays are not business days", () => {
    expect(isBusinessDay({ year: 2026, month: 11, day: 27 })).toBe(true);
    expect(isBusinessDay({ year: 2026, month: 11, day: 26 })).toBe(false);
    expect(isBusinessDay({ year: 2026, month: 11, day: 28 })).toBe(false);
    expect(isBusinessDay({ year: 2026, month: 7, day: 3 })).toBe(false);
  });
});

describe("adding business time", () => {
  it("carries Friday 5 PM over the weekend", () => {
    // Friday Nov 20, 2026, 5:00 PM EST + 2 h: one hour on Friday, one on Monday.
    expect(iso(addBusinessTime(at("2026-11-20T22:00:00Z"), 2 * HOUR))).toBe(
      "2026-11-23T15:00:00.000Z",
    );
  });

  it("ends at closing time when the amount fits exactly", () => {
    expect(iso(addBusinessTime(at("2026-11-20T22:00:00Z"), HOUR))).toBe(
      "2026-11-20T23:00:00.000Z",
    );
  });

  it("counts 3 business days (27 h) from Friday 5 PM to Wednesday 5 PM", () => {
    expect(iso(addBusinessTime(at("2026-11-20T22:00:00Z"), 27 * HOUR))).toBe(
      "2026-11-25T22:00:00.000Z",
    );
  });

  it("skips Thanksgiving", () => {
    // Wednesday Nov 25, 5 PM + 2 h: Wednesday's last hour, then Friday 10 AM.
    expect(iso(addBusinessTime(at("2026-11-25T22:00:00Z"), 2 * HOUR))).toBe(
      "2026-11-27T15:00:00.000Z",
    );
  });

  it("skips an observed holiday", () => {
    // Thursday Jul 2, 5 PM EDT + 2 h: Friday the 3rd is Independence Day observed.
    expect(iso(addBusinessTime(at("2026-07-02T21:00:00Z"), 2 * HOUR))).toBe(
      "2026-07-06T14:00:00.000Z",
    );
  });

  it("starts at opening time when received before it, or at night", () => {
    // Monday Nov 23, 7:00 AM EST + 1 h → 10:00 AM EST.
    expect(iso(addBusinessTime(at("2026-11-23T12:00:00Z"), HOUR))).toBe(
      "2026-11-23T15:00:00.000Z",
    );
    // Monday Nov 23, 11:30 PM EST + 1 h → Tuesday 10:00 AM EST.
    expect(iso(addBusinessTime(at("2026-11-24T04:30:00Z"), HOUR))).toBe(
      "2026-11-24T15:00:00.000Z",
    );
  });

  it("keeps business hours on the Eastern wall clock across daylight saving", () => {
    // Friday Mar 6, 2026, 5 PM EST + 2 h → Monday Mar 9, 10 AM EDT (14:00 UTC).
    expect(iso(addBusinessTime(at("2026-03-06T22:00:00Z"), 2 * HOUR))).toBe(
      "2026-03-09T14:00:00.000Z",
    );
    // Friday Oct 30, 5 PM EDT + 2 h → Monday Nov 2, 10 AM EST (15:00 UTC).
    expect(iso(addBusinessTime(at("2026-10-30T21:00:00Z"), 2 * HOUR))).toBe(
      "2026-11-02T15:00:00.000Z",
    );
  });
});

describe("business time between two instants", () => {
  it("counts only business hours, signed", () => {
    const friday5pm = at("2026-11-20T22:00:00Z");
    const monday10am = at("2026-11-23T15:00:00Z");
    expect(businessTimeBetween(friday5pm, monday10am)).toBe(2 * HOUR);
    expect(businessTimeBetween(monday10am, friday5pm)).toBe(-2 * HOUR);
    expect(businessTimeBetween(friday5pm, friday5pm)).toBe(0);
  });

  it("is nothing over a weekend and a holiday", () => {
    // Wednesday Nov 25, 6 PM EST to Friday Nov 27, 9 AM EST.
    expect(
      businessTimeBetween(
        at("2026-11-25T23:00:00Z"),
        at("2026-11-27T14:00:00Z"),
      ),
    ).toBe(0);
  });

  it("undoes adding, for starts all through a year", () => {
    for (let hour = 0; hour < 24 * 366; hour += 37) {
      const start = at("2026-01-01T00:00:00Z") + hour * HOUR + 17 * 60_000;
      for (const amount of [1, 45 * 60_000, 9 * HOUR, 27 * HOUR, 45 * HOUR]) {
        const end = addBusinessTime(start, amount);
        expect(businessTimeBetween(start, end)).toBe(amount);
      }
    }
  });
});

describe("promise clocks", () => {
  it("gives a claim filed Friday 5 PM Eastern 48 calendar hours: due Sunday 5 PM", () => {
    const clock = startingClock("claim", new Date("2026-11-20T22:00:00Z"));
    expect(clock.due_at).toBe("2026-11-22T22:00:00.000Z");
    // At risk with a quarter (12 h) left.
    expect(clock.at_risk_at).toBe("2026-11-22T10:00:00.000Z");
  });

  it("gives a verification received Friday 5 PM 3 business days: due Wednesday 5 PM", () => {
    const clock = startingClock(
      "verification",
      new Date("2026-11-20T22:00:00Z"),
    );
    expect(clock.due_at).toBe("2026-11-25T22:00:00.000Z");
    // A quarter of 27 h is 6 h 45 min: at risk at 10:15 AM on Wednesday.
    expect(clock.at_risk_at).toBe("2026-11-25T15:15:00.000Z");
  });

  it("gives a quote request one business day", () => {
    // Wednesday Nov 25, 3 PM EST: 3 h that day, 6 h on Friday (Thursday is Thanksgiving).
    const clock = startingClock("quote", new Date("2026-11-25T20:00:00Z"));
    expect(clock.due_at).toBe("2026-11-27T20:00:00.000Z");
  });

  it("resumes with what was left, at risk at once when under a quarter", () => {
    const from = at("2026-11-23T15:00:00Z");
    const resumed = clockFrom("contact", from, 2 * HOUR);
    expect(resumed.due_at).toBe("2026-11-23T17:00:00.000Z");
    expect(resumed.at_risk_at).toBe("2026-11-23T15:00:00.000Z");
    // Paused while overdue by an hour: still overdue by an hour.
    const overdue = clockFrom("verification", from, -HOUR);
    expect(overdue.due_at).toBe("2026-11-23T14:00:00.000Z");
  });
});
