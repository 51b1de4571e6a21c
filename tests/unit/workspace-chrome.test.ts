import { describe, expect, it } from "vitest";

import { pageScripts } from "#app/lib/enhancements.ts";
import { isWorkspacePage } from "#app/lib/page-chrome.ts";
import {
  selectorOf,
  shortcutKeys,
  shortcutTargets,
} from "#app/lib/staff/shortcuts.ts";

const publicPage = [{ id: "root" }, { id: "routes/contact", handle: {} }];
const staffPage = [
  { id: "root" },
  {
    id: "routes/admin/layout",
    handle: { workspace: true, enhancements: ["shortcuts"] },
  },
  { id: "routes/admin/inbox" },
];

describe("the page's frame", () => {
  it("is the workspace's when a matched route's handle says so, the site's otherwise", () => {
    expect(isWorkspacePage(staffPage)).toBe(true);
    expect(isWorkspacePage(publicPage)).toBe(false);
    expect(isWorkspacePage([{ handle: { workspace: false } }])).toBe(false);
  });

  it("loads the site header's menu on public pages only, and the shortcuts where a route lists them", () => {
    expect(pageScripts(publicPage).modules).toEqual(["menu"]);
    expect(pageScripts(staffPage).modules).toEqual(["shortcuts"]);
  });
});

describe("keyboard shortcuts", () => {
  it("find their targets by the attributes the pages render", () => {
    expect(selectorOf("row")).toBe("[data-shortcut-row]");
    // The attribute another part of the back office puts on its button.
    expect(shortcutTargets.assignToMe).toEqual({
      "data-shortcut": "assign-to-me",
    });
    expect(selectorOf("assignToMe")).toBe('[data-shortcut="assign-to-me"]');
  });

  it("give each key one meaning per page: on a list and on a record", () => {
    const list = [
      ...shortcutKeys.nextRow,
      ...shortcutKeys.previousRow,
      ...shortcutKeys.open,
      ...shortcutKeys.assignToMe,
      ...shortcutKeys.focusSearch,
      ...shortcutKeys.help,
    ];
    const record = [
      ...shortcutKeys.nextRecord,
      ...shortcutKeys.previousRecord,
      ...shortcutKeys.assignToMe,
      ...shortcutKeys.focusSearch,
      ...shortcutKeys.help,
    ];
    expect(new Set(list).size).toBe(list.length);
    expect(new Set(record).size).toBe(record.length);
  });
});
