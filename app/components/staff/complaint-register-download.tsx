import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { complaintRegister } from "#app/content/staff.ts";
import { complaintRegisterPath } from "#app/lib/staff/complaint-register.ts";

const texts = complaintRegister.download;

/**
 * The complaints register's downloads on the Complaints inbox (issue 33;
 * decision 0097): one CSV per year of receipt, this year's and last year's.
 */
export function ComplaintRegisterDownload({
  years,
}: {
  years: readonly number[];
}) {
  return (
    <section aria-labelledby="register-heading" className="space-y-2">
      <h2 id="register-heading" className="font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-slate-600">{texts.text}</p>
      <ul className="flex flex-wrap gap-3">
        {years.map((year) => (
          <li key={year}>
            {/* A download, not a page: the browser fetches it whole. */}
            <a
              href={complaintRegisterPath(year)}
              className={buttonClasses("outline", "px-4 py-2 text-sm")}
              download
            >
              {texts.link(year)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
