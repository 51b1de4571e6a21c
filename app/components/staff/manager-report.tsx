import { Form, Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { managerPage as texts } from "#app/content/manager.ts";
import type { ManagerTable } from "#app/lib/staff/manager-view.ts";

import { StaffSection } from "./staff-section.tsx";

const periodNames = [texts.periods.week, texts.periods.month];

/** One inbox's figures: everyone, then each person, with the two periods side by side. */
function InboxFigures({ table }: { table: ManagerTable }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      // A wide table scrolls inside this box on a narrow screen: focusable, so it scrolls by keyboard too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={table.caption}
    >
      <table
        className="min-w-full divide-y divide-slate-200 text-left text-sm"
        data-inbox={table.kind}
      >
        <caption className="px-4 py-3 text-left text-base font-semibold text-brand-900">
          {table.caption}
        </caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {texts.columns.person}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {texts.columns.open}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {texts.columns.oldestOpen}
            </th>
            {periodNames.map((period) => (
              <th key={period} scope="col" className="px-4 py-2 font-semibold">
                {texts.columns.median(period)}
              </th>
            ))}
            {periodNames.map((period) => (
              <th key={period} scope="col" className="px-4 py-2 font-semibold">
                {texts.columns.kept(period)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.rows.map((row, index) => (
            <tr key={row.person} className={index === 0 ? "bg-slate-50" : ""}>
              <th
                scope="row"
                className="px-4 py-2 font-semibold text-slate-900"
              >
                {row.person}
              </th>
              <td className="px-4 py-2 text-slate-800">{row.open}</td>
              <td className="px-4 py-2">
                {row.oldest ? (
                  <Link
                    to={row.oldest.href}
                    className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    <time dateTime={row.oldest.iso}>{row.oldest.text}</time>
                  </Link>
                ) : (
                  <span className="text-slate-700">{texts.none}</span>
                )}
              </td>
              {row.medians.map((median, period) => (
                <td key={period} className="px-4 py-2 text-slate-800">
                  {median}
                </td>
              ))}
              {row.kept.map((kept, period) => (
                <td key={period} className="px-4 py-2 text-slate-800">
                  <span className="block">{kept.text}</span>
                  {kept.missed && (
                    // Misses said in words with an icon, not by colour alone.
                    <span
                      data-missed
                      className="mt-0.5 inline-flex items-center gap-1 font-semibold text-red-800"
                    >
                      <Icon name="circle-alert" size={16} />
                      {kept.missed}
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The report: one table per inbox, then the month's CSV (a GET form: works without JavaScript). */
export function ManagerReport({
  tables,
  month,
  monthError,
}: {
  tables: readonly ManagerTable[];
  month: string;
  monthError: string | null;
}) {
  return (
    <div className="space-y-8">
      <StaffSection
        id="manager-counting"
        heading={texts.counting.heading}
        className="max-w-3xl"
      >
        {texts.counting.paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-slate-700">
            {paragraph}
          </p>
        ))}
      </StaffSection>
      {tables.map((table) => (
        <InboxFigures key={table.kind} table={table} />
      ))}
      <StaffSection
        id="manager-csv"
        heading={texts.csv.heading}
        text={texts.csv.text}
        className="max-w-xl"
      >
        <Form
          method="get"
          action="/admin/manager.csv"
          reloadDocument
          className="flex flex-wrap items-start gap-4"
        >
          <Field
            name="month"
            label={texts.csv.label}
            hint={texts.csv.hint}
            defaultValue={month}
            error={monthError ?? undefined}
            inputMode="numeric"
            autoComplete="off"
            pattern="\d{4}-\d{2}"
            maxLength={7}
            required
          />
          <button
            type="submit"
            className={buttonClasses("primary", "mt-7 px-4 py-2")}
          >
            {texts.csv.submit}
          </button>
        </Form>
      </StaffSection>
    </div>
  );
}
