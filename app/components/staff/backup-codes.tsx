import { useState } from "react";
import { Link } from "react-router";

import { useHydrated } from "#app/components/company/use-hydrated.ts";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { twoFactorEnrolPage } from "#app/content/staff.ts";

import { StaffSection } from "./staff-section.tsx";

const texts = twoFactorEnrolPage.done;

/** The codes as the downloaded file holds them: a heading, then one code a line. */
export const backupCodesFile = (codes: readonly string[]) =>
  `${texts.fileHeading}\n\n${codes.join("\n")}\n`;

/**
 * Enrolment, step 3: the backup codes, shown this once, then on to the back
 * office. All of them can be downloaded as a .txt (a data: link, so it works
 * without JavaScript and the codes go nowhere but the browser) or, with
 * JavaScript, copied at once, which is said politely.
 */
export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const hydrated = useHydrated();
  const [copy, setCopy] = useState<"copied" | "failed" | null>(null);
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(backupCodesFile(codes))}`;
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
      <div className="flex flex-wrap gap-3">
        {hydrated && (
          <button
            type="button"
            className={buttonClasses("outline", "px-4 py-2 text-sm")}
            onClick={() => {
              navigator.clipboard
                .writeText(codes.join("\n"))
                .then(() => setCopy("copied"))
                .catch(() => setCopy("failed"));
            }}
          >
            {texts.copy}
          </button>
        )}
        <a
          href={href}
          download={texts.fileName}
          className={buttonClasses("outline", "px-4 py-2 text-sm")}
        >
          {texts.download}
        </a>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copy === "copied"
          ? texts.copied
          : copy === "failed"
            ? texts.copyFailed
            : ""}
      </p>
      <Link to="/admin" className={buttonClasses("primary", "w-full")}>
        {texts.continue}
      </Link>
    </StaffSection>
  );
}
