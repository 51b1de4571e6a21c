import { matchPath, type Params } from "react-router";

import { englishPathOf, pathIn } from "#app/lib/locale.ts";

import {
  confirmEmailForm,
  forgotPasswordForm,
  resendConfirmationForm,
  resetPasswordForm,
  signInForm,
  signUpForm,
} from "#server/auth/portal-actions.ts";
import { twoFactorSignInForm } from "#server/auth/two-factor-actions.ts";
import {
  conversationLinkForm,
  dashboardConversationForm,
} from "#server/conversations/person-form.ts";
import { staffPageForms } from "#server/staff/account-actions.ts";
import {
  enrolmentConfirmForm,
  enrolmentStartForm,
} from "#server/staff/enrolment.ts";
import { inboxListForms } from "#server/staff/inbox-actions.ts";
import { savedReplyPageForms } from "#server/staff/saved-reply-actions.ts";
import { quoteAgentForm, quoteSaveForm } from "#server/quotes/quote-forms.ts";
import { submissionPageForms } from "#server/staff/submission-actions.ts";
import { claimForm } from "./claim.ts";
import { claimLinkForm } from "./claim-link.ts";
import { claimStatusForm } from "./claim-status.ts";
import { complaintForm } from "./complaint.ts";
import { contactForm } from "./contact.ts";
import type { AnyFormDefinition } from "./form-definition.ts";
import { jobApplicationForm } from "./job-application.ts";
import { quoteForms } from "./quote.ts";
import { dashboardVerificationForm, verificationForm } from "./verification.ts";

/**
 * Every form of the site. The page actions (`formAction` of the forms a
 * route draws), the JSON endpoint (/api/forms/*), the body limits
 * (server/http/body-limits.ts) and the constraints each page's loader sends
 * are derived from these; tests/unit/form-registry.test.ts fails when a
 * form is routed without a definition here, or the other way round.
 */
export const formDefinitions = [
  contactForm,
  verificationForm,
  dashboardVerificationForm,
  claimForm,
  claimStatusForm,
  claimLinkForm,
  complaintForm,
  jobApplicationForm,
  signInForm,
  signUpForm,
  resendConfirmationForm,
  forgotPasswordForm,
  resetPasswordForm,
  confirmEmailForm,
  twoFactorSignInForm,
  enrolmentStartForm,
  enrolmentConfirmForm,
  ...staffPageForms,
  ...submissionPageForms,
  ...inboxListForms,
  ...savedReplyPageForms,
  conversationLinkForm,
  dashboardConversationForm,
  ...quoteForms,
  quoteSaveForm,
  quoteAgentForm,
] as const satisfies readonly AnyFormDefinition[];

export type FormName = (typeof formDefinitions)[number]["name"];

/**
 * The form whose JSON endpoint this path is, with the endpoint's
 * parameters; a Spanish page's form posts to the same endpoint under /es
 * (/es/api/forms/contact), which answers in Spanish.
 */
export function endpointFormOf(
  path: string,
): { form: AnyFormDefinition; params: Params } | undefined {
  const englishPath = englishPathOf(path);
  for (const form of formDefinitions) {
    if (!("endpoint" in form) || !form.endpoint) continue;
    const match = matchPath(form.endpoint, englishPath);
    if (match) return { form, params: match.params };
  }
  return undefined;
}

/**
 * The forms that take files, with the paths they are posted to (their
 * page and their endpoint, as path patterns, in both languages): the rows
 * of the body limits.
 */
export function formsWithFiles() {
  return formDefinitions.flatMap((form) =>
    form.files
      ? [
          {
            name: form.name,
            files: form.files,
            paths: [form.page, form.endpoint].flatMap((path) =>
              path
                ? [path.split("?")[0]!, pathIn(path.split("?")[0]!, "es")]
                : [],
            ),
          },
        ]
      : [],
  );
}
