import { STAFF_TIME_ZONE } from "#app/lib/staff/dates.ts";

/** The manager's report at /admin/manager and its CSV (issue 23). */
export const managerPage = {
  title: "Manager's report",
  intro:
    "Each inbox and each person in it: open records, how fast the first response came, and how often the promise the site made was kept. Records are counted by when they were received.",
  /** How the figures are counted, said on the page (decision 0069, amended 2026-11-29). */
  counting: {
    heading: "How it counts",
    paragraphs: [
      "A response is the first thing staff did that the person sees: a message, or a status change that emails them (every change of a claim's stage) or records that we reached them (a quote request marked Contacted or Quote sent). Notes, assignments and other status changes are not.",
      "Median first response is credited to whoever responded, not to the record's owner. Within the promise is credited to whoever stopped the clock, in time or late; a promise that ran out with nobody answering counts against the record's owner. Open and Oldest open are the owner's records.",
    ],
  },
  periods: { week: "last 7 days", month: "last 30 days" },
  columns: {
    person: "Person",
    open: "Open",
    oldestOpen: "Oldest open",
    median: (period: string) => `Median first response, ${period}`,
    kept: (period: string) => `Within the promise, ${period}`,
  },
  caption: (inbox: string, promise: string) => `${inbox}: promised ${promise}`,
  allPeople: "Everyone",
  unassigned: "Unassigned",
  formerStaff: "A former member of staff",
  none: "None",
  noneAnswered: "None answered",
  noneDecided: "None decided yet",
  /** "83% (5 of 6)", and the misses said in words when there are any. */
  share: (percent: number, kept: number, decided: number) =>
    `${percent}% (${kept} of ${decided})`,
  missed: (count: number) => `${count} missed`,
  oldestLink: (received: string) => `Received ${received}`,
  csv: {
    heading: "Download a month",
    text: "The same figures for the records received in one calendar month, as CSV.",
    label: "Month",
    hint: "Year and month, e.g. 2026-11. Months are in Eastern Time.",
    submit: "Download CSV",
    invalidMonth: "Enter a month as year and month, e.g. 2026-11.",
    /** The header row: times stated in the zone they are written in. */
    header: [
      "Month",
      "Inbox",
      "Person",
      "Promise",
      "Received",
      "Open now",
      "Median first response (minutes)",
      "Kept",
      "Missed",
      "Within the promise (%)",
      "Oldest open record",
      `Oldest open received (Eastern Time, ${STAFF_TIME_ZONE})`,
    ],
    fileName: (month: string) => `manager-report-${month}.csv`,
  },
};
