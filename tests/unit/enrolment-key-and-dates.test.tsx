import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { keyGroups, SetUpKeyText } from "#app/components/staff/set-up-key.tsx";
import { formatStaffDate } from "#app/lib/staff/dates.ts";

// 32 random bytes in base32, as the two-factor plugin's key is: 52 characters.
const KEY = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSW";

describe("the set-up key", () => {
  it("is shown in groups of four, the last one shorter", () => {
    expect(KEY).toHaveLength(52);
    const groups = keyGroups(KEY);
    expect(groups).toHaveLength(13);
    expect(groups.every((group) => group.length === 4)).toBe(true);
    expect(keyGroups("ABCDEFGHIJ")).toEqual(["ABCD", "EFGH", "IJ"]);
  });

  it("copies as the key in one run: the gaps are the groups' margins, not characters", () => {
    const html = renderToStaticMarkup(<SetUpKeyText value={KEY} />);
    const groups = [
      ...html.matchAll(/<span class="[^"]*">([A-Z2-7]+)<\/span>/g),
    ];
    expect(groups.map((match) => match[1])).toEqual(keyGroups(KEY));
    // What a selection copies: the text without the tags, no space, no break.
    expect(html.replace(/<[^>]+>/g, "")).toBe(KEY);
    // A line may end between two groups, never inside one.
    expect(html.match(/<wbr\/>/g)).toHaveLength(12);
    expect(html).toContain("whitespace-nowrap");
  });
});

describe("calendar dates in the back office", () => {
  it("read as 'Nov 26, 2026', the same day whatever the zone", () => {
    expect(formatStaffDate("2026-11-26")).toBe("Nov 26, 2026");
    expect(formatStaffDate("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatStaffDate("2026-12-31")).toBe("Dec 31, 2026");
  });

  it("leave anything that is not a calendar day as it is", () => {
    expect(formatStaffDate("Not given")).toBe("Not given");
    expect(formatStaffDate("2026-13-45")).toBe("2026-13-45");
  });
});
