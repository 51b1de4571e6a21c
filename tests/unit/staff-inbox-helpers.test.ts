import { describe, expect, it } from "vitest";

import { pagesAround } from "#app/components/staff/inbox-pagination.tsx";
import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import {
  formatStaffDateTime,
  nextDay,
  startOfStaffDay,
} from "#app/lib/staff/dates.ts";
import {
  filterQuery,
  inboxOfSegment,
  savedFilterQuery,
} from "#app/lib/staff/inboxes.ts";
import { safeFileName } from "#server/staff/documents.ts";
import { toCsv } from "#server/staff/export.ts";

describe("staff dates", () => {
  it("starts a day at midnight Eastern, in winter and in summer", () => {
    expect(startOfStaffDay("2026-11-23")).toBe("2026-11-23T05:00:00.000Z");
    expect(startOfStaffDay("2026-07-04")).toBe("2026-07-04T04:00:00.000Z");
  });

  it("gets the days of the daylight-saving changes right", () => {
    // 2026-03-08 and 2026-11-01: clocks change at 2 AM, after midnight.
    expect(startOfStaffDay("2026-03-08")).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfStaffDay("2026-03-09")).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfStaffDay("2026-11-01")).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfStaffDay("2026-11-02")).toBe("2026-11-02T05:00:00.000Z");
  });

  it("counts days across months and years", () => {
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
  });

  it("shows times in Eastern Time with the zone", () => {
    expect(formatStaffDateTime("2026-11-23T14:05:00.000Z")).toBe(
      "Nov 23, 2026, 9:05 AM EST",
    );
  });
});

describe("inbox filter", () => {
  it("reads a query string leniently: what it cannot use is dropped", () => {
    expect(
      readInboxFilter(
        new URLSearchParams("q=%20ada%20&status=new&from=2026-11-01&page=3"),
      ),
    ).toEqual({
      q: "ada",
      status: "new",
      from: "2026-11-01",
      view: "all",
      page: 3,
    });
    expect(
      readInboxFilter(new URLSearchParams("from=nope&to=2026-02-30&page=-4")),
    ).toEqual({ q: "", status: "", view: "all", page: 1 });
    expect(readInboxFilter(new URLSearchParams("view=mine")).view).toBe("mine");
    expect(readInboxFilter(new URLSearchParams("view=others")).view).toBe(
      "all",
    );
    expect(
      readInboxFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).q,
    ).toHaveLength(100);
  });

  it("writes a filter back as a query string without empty values", () => {
    expect(filterQuery({ q: "", status: "" })).toBe("");
    expect(
      filterQuery({ q: "a&b", status: "in_review", to: "2026-11-23" }, 2),
    ).toBe("?q=a%26b&status=in_review&to=2026-11-23&page=2");
    expect(filterQuery({ q: "", status: "", view: "unassigned" })).toBe(
      "?view=unassigned",
    );
  });

  it("keeps a saved filter's own keys only, never the page", () => {
    expect(
      savedFilterQuery(
        new URLSearchParams("q=ada&page=3&view=mine&sort=due&other=x&status="),
      ),
    ).toBe("q=ada&view=mine&sort=due");
  });

  it("knows the five inboxes by their path, and nothing else", () => {
    expect(inboxOfSegment("verifications")).toBe("verification");
    expect(inboxOfSegment("contact")).toBe("contact");
    expect(inboxOfSegment("quotes")).toBe("quote");
    expect(inboxOfSegment("quote")).toBeUndefined();
    expect(inboxOfSegment("staff")).toBeUndefined();
    expect(inboxOfSegment("constructor")).toBeUndefined();
  });

  it("links the first and last pages and two either side of the current one", () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 10)).toEqual([1, 2, 3, 10]);
    expect(pagesAround(6, 10)).toEqual([1, 4, 5, 6, 7, 8, 10]);
  });
});

describe("download names", () => {
  it("keeps letters, digits, dots, dashes and underscores only", () => {
    expect(safeFileName("CL123456-roof damage (1)")).toBe(
      "CL123456-roof-damage-1",
    );
    expect(safeFileName('../../etc/passwd"; x=')).toBe("etc-passwd-x");
    expect(safeFileName("Résumé")).toBe("Resume");
    expect(safeFileName("日本語")).toBe("document");
    expect(safeFileName(`a${"b".repeat(200)}`)).toHaveLength(80);
  });
});

describe("CSV cells", () => {
  it("neutralises formulas and quotes line breaks", () => {
    expect(
      toCsv([["=1+1", "+1", "-1", "@A1", "\tx", "\ry", "a\nb", "plain, text"]]),
    ).toBe(`'=1+1,'+1,'-1,'@A1,'\tx,"'\ry","a\nb","plain, text"\r\n`);
  });
});
