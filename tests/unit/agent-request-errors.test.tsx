import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { AgentRequestForm } from "#app/components/quote-requests/agent-request-form.tsx";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import { fieldErrorsOf, type FormResult } from "#app/lib/forms/form-result.ts";
import { localizeErrors } from "#app/lib/forms/localize-messages.ts";
import { spanishMessages } from "#app/lib/forms/spanish-messages.ts";
import { AgentRequestSchema } from "#app/lib/schemas/quote-request.ts";

// A request for an agent by phone call with no number and no consent: the
// page sent back (JavaScript off) asks for both, each at its own control,
// in the page's language (the schema's English messages shown through the
// table of Spanish ones, as the server's pipeline does).

const TOKEN = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst";

const posted = {
  fullName: "Mary Jackson",
  email: "mary@example.com",
  channel: "phone",
  time: "any",
};

/** The form's answer as the server gives it on a page in `locale`. */
function answerIn(spanishPage: boolean): FormResult {
  const parsed = AgentRequestSchema.safeParse({ ...posted, consent: false });
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  return {
    ok: false,
    form: "quote-agent",
    fieldErrors: localizeErrors(
      errors,
      spanishPage ? spanishMessages : undefined,
    ),
    values: posted,
  };
}

function draw(path: string, initial: FormResult) {
  const Page = createRoutesStub([
    {
      path,
      Component: () => <AgentRequestForm initial={initial} backHref="/" />,
    },
  ]);
  return renderToStaticMarkup(<Page initialEntries={[path]} />);
}

/** The input named `name`, and the texts of what describes it. */
function control(html: string, name: string) {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  expect(tag, name).toBeDefined();
  const ids = /aria-describedby="([^"]*)"/.exec(tag!)?.[1]?.split(" ") ?? [];
  return {
    invalid: /aria-invalid="true"/.test(tag!),
    descriptions: ids.map(
      (id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1],
    ),
  };
}

describe("a request for a call without a number or consent", () => {
  it.each([
    ["English", "", english],
    ["Spanish", "/es", spanish],
  ] as const)(
    "is sent back with the phone field and the consent box each asking, in the page's language (%s)",
    (_language, prefix, words) => {
      const html = draw(
        `${prefix}/quote/saved/${TOKEN}/agent`,
        answerIn(prefix === "/es"),
      );
      const { phoneForCalls, consentForCalls } =
        words.agentRequestPage.messages;
      expect(control(html, "phone")).toEqual({
        invalid: true,
        descriptions: [words.agentRequestPage.hints.phone, phoneForCalls],
      });
      expect(control(html, "consent")).toEqual({
        invalid: true,
        descriptions: [words.agentRequestPage.consentNote, consentForCalls],
      });
      // The error summary names the box by its legend, not its whole consent.
      expect(html).toContain(
        `${words.agentRequestPage.consentLegend}: ${consentForCalls}`,
      );
      // What was chosen is kept.
      expect(html).toMatch(/<option value="phone" selected="">/);
    },
  );
});
