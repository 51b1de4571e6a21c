import { describe, expect, it } from "vitest";

import {
  barFilterActive,
  filtersInForce,
} from "#app/components/staff/inbox-filter-bar.tsx";
import { inboxList } from "#app/content/staff.ts";

// The inbox's filter bar (issue 36, item 8): folded unless one of its own
// filters is in force, its summary saying which and how many.
describe("the inbox filter bar", () => {
  it("says Filters alone and stays folded when nothing is in force", () => {
    const filter = { q: "", status: "" } as const;
    expect(filtersInForce(filter)).toEqual([]);
    expect(barFilterActive(filter)).toBe(false);
  });

  it("names each filter in force, the view too, and counts them", () => {
    const parts = filtersInForce({
      q: "CL123",
      status: "submitted",
      from: "2026-11-02",
      to: "2026-11-26",
      view: "mine",
      atRisk: true,
      sort: "due",
    });
    expect(inboxList.filterBar.inForce(parts)).toBe(
      'Filters: search "CL123", status Submitted, received from Nov 2, 2026, received until Nov 26, 2026, assigned to me, at risk or overdue only, soonest due first (7)',
    );
    expect(
      inboxList.filterBar.inForce(
        filtersInForce({ q: "", status: "submitted", view: "mine" }),
      ),
    ).toBe("Filters: status Submitted, assigned to me (2)");
  });

  it("opens for its own fields, not for a view chosen by the links above it", () => {
    expect(barFilterActive({ q: "", status: "", view: "unassigned" })).toBe(
      false,
    );
    expect(barFilterActive({ q: "", status: "in_review" })).toBe(true);
    expect(barFilterActive({ q: "", status: "", sort: "due" })).toBe(true);
    expect(barFilterActive({ q: "", status: "", atRisk: true })).toBe(true);
  });
});
