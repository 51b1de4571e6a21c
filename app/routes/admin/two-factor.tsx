import { Link, useLocation } from "react-router";

import { PortalCard } from "#app/components/portal/portal-card.tsx";
import { AdminShell } from "#app/components/staff/admin-shell.tsx";
import { SignOutButton } from "#app/components/portal/sign-out-button.tsx";
import { BackupCodes } from "#app/components/staff/backup-codes.tsx";
import { EnrolmentCodeForm } from "#app/components/staff/enrolment-code-form.tsx";
import { EnrolmentPasswordForm } from "#app/components/staff/enrolment-password-form.tsx";
import { StaffSection } from "#app/components/staff/staff-section.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { twoFactorEnrolPage as texts } from "#app/content/staff.ts";
import { keepDataAfter } from "#app/lib/forms/revalidate.ts";
import type { ChromeHandle } from "#app/lib/page-chrome.ts";
import { enrolmentIntents } from "#app/lib/schemas/staff-forms.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { formAction } from "#server/forms/handle-form.ts";
import {
  enrolmentConfirmForm,
  enrolmentLoader,
  enrolmentStartForm,
} from "#server/staff/enrolment.ts";
import type { Route } from "./+types/two-factor";

export const meta = () => staffPageMeta(texts.title);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** The staff workspace's frame, though outside the /admin layout (app/lib/page-chrome.ts). */
export const handle = { workspace: true } satisfies ChromeHandle;

/** Which step a member of staff is at (server/staff/enrolment.ts); outside the /admin layout, which would send them here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return enrolmentLoader(request, context);
}

/** The password, then a new key; or the first code from the app, which turns two-step sign-in on. */
export const action = formAction([enrolmentStartForm, enrolmentConfirmForm]);

/**
 * The confirming code's answer holds the backup codes, shown once: the page
 * is not read again after it, or the next step would take their place. The
 * password's answer holds the key, which its form shows in place: read
 * again, the page would draw the same key anew and lose the focus.
 */
export const shouldRevalidate = keepDataAfter(
  enrolmentIntents.confirm,
  enrolmentIntents.start,
);

export default function TwoFactorEnrolment({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { key: visit } = useLocation();
  // Posted without JavaScript: the answer to the confirming code, or the
  // key a password (or a refused code) answered with; else the key made
  // earlier and still waiting for its code (a reload keeps it).
  const codes = actionData?.ok ? actionData.oneTimeCodes : undefined;
  const setUpKey =
    actionData?.setUpKey ??
    (loaderData.step === "code" ? loaderData.setUpKey : undefined);
  return (
    <AdminShell>
      <PortalCard title={texts.title} intro={texts.intro}>
        {codes ? (
          <BackupCodes codes={codes} />
        ) : setUpKey && loaderData.step !== "enrolled" ? (
          <EnrolmentCodeForm
            setUpKey={setUpKey}
            initial={
              actionData?.form === enrolmentIntents.confirm
                ? actionData
                : undefined
            }
          />
        ) : loaderData.step === "enrolled" ? (
          <StaffSection
            id="enrolled"
            heading={texts.enrolled.heading}
            text={texts.enrolled.text}
          >
            <Link to="/admin" className={buttonClasses("primary", "w-full")}>
              {texts.enrolled.continue}
            </Link>
          </StaffSection>
        ) : (
          <EnrolmentPasswordForm
            // A new visit ("Start again") starts a new form: the key the
            // last password answered with is not shown again.
            key={visit}
            initial={
              actionData?.form === enrolmentIntents.start
                ? actionData
                : undefined
            }
          />
        )}
        <SignOutButton className="mt-8 flex justify-center" />
      </PortalCard>
    </AdminShell>
  );
}
