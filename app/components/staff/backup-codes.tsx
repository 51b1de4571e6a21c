import { Link } from "react-router";

import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { twoFactorEnrolPage } from "#app/content/staff.ts";

import { StaffSection } from "./staff-section.tsx";

const texts = twoFactorEnrolPage.done;

/** Enrolment, step 3: the backup codes, shown this once, then on to the back office. */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <StaffSection id="backup-codes" heading={texts.heading} text={texts.text}>
      <p
        role="note"
        className="rounded-md border border-amber-700 bg-amber-50 p-3 text-sm font-medium text-amber-950"
      >
        {texts.warning}
      </p>
      <ol
        aria-label={texts.listLabel}
        className="grid grid-cols-2 gap-2 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-3 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <Link to="/admin" className={buttonClasses("primary", "w-full")}>
        {texts.continue}
      </Link>
    </StaffSection>
  );
}
