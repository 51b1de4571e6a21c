import { data } from "react-router";

import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { VerificationForm } from "~/components/verification/verification-form";
import {
  verificationFormSection,
  verificationHero,
} from "~/content/verification";
import { staticPageMeta } from "~/lib/seo";

import { handleForm } from "../../server/forms/handle-form";
import { verificationForm } from "../../server/forms/verification-form";
import type { Route } from "./+types/verification";

export const meta = () => staticPageMeta("/verification");

/** The form posted without JavaScript: the page comes back with the outcome and what was typed (never the SSN). */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleForm(request, context, verificationForm);
  return data(answer.result, {
    status: answer.status,
    headers: answer.headers,
  });
}

export default function Verification({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...verificationHero} />
      <Section
        id={verificationFormSection.id}
        heading={verificationFormSection.heading}
        intro={verificationFormSection.intro}
        tone="muted"
      >
        <div className="mx-auto max-w-3xl">
          <VerificationForm
            key={actionData ? "answered" : "new"}
            initial={actionData}
          />
        </div>
      </Section>
    </>
  );
}
