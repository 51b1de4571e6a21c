import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { FormIdProvider } from "#app/components/forms/control-id.tsx";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import { Field } from "#app/components/forms/field.tsx";
import { errorSummary as spanishSummary } from "#app/content/es/form-parts.ts";
import { errorSummary } from "#app/content/form-parts.ts";
import { englishSiteWords, SiteWordsProvider } from "#app/lib/site-words.ts";
import { spanishSiteWords } from "#app/lib/spanish-site-words.ts";

const errors = {
  fullName: "Name must be at least 2 characters",
  agreement: "Please confirm that the information is accurate",
};

/**
 * The summary and a field as `<Form>` draws them: the summary first, the
 * fields under the form's id; in the words the root gives a page at `path`
 * (a Spanish page's route brings the Spanish ones, decision 0092).
 */
const render = (
  focusRequest: number,
  shown: Record<string, string> = errors,
  path = "/contact",
) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteWordsProvider
        value={path.startsWith("/es/") ? spanishSiteWords : englishSiteWords}
      >
        <ErrorSummary
          formId="f1"
          errors={shown}
          labels={{ fullName: "Full Name" }}
          focusRequest={focusRequest}
        />
        <FormIdProvider value="f1">
          <Field name="fullName" label="Full Name" error={errors.fullName} />
        </FormIdProvider>
      </SiteWordsProvider>
    </MemoryRouter>,
  );

describe("the error summary", () => {
  it("links each error to its field by the id the field is given, named by the field's label", () => {
    const html = render(1);
    expect(html).toContain('<input id="f1-fullName"');
    expect(html).toContain('<label for="f1-fullName"');
    expect(html).toContain(
      `href="#f1-fullName" class="inline-block py-0.5 font-semibold underline hover:text-red-950">Full Name: ${errors.fullName}</a>`,
    );
    // A control without a label in the form's texts (a checkbox the form draws itself) is named by its message.
    expect(html).toContain(`href="#f1-agreement"`);
    expect(html).toContain(`>${errors.agreement}</a>`);
  });

  it("is an alert titled in the site's words, focusable, with a count", () => {
    const html = render(1);
    expect(html).toMatch(
      /^<div role="alert" aria-labelledby="f1-error-summary" tabindex="-1"/,
    );
    expect(html).toContain(`<h2 id="f1-error-summary"`);
    expect(html).toContain(errorSummary.title);
    expect(html).toContain(errorSummary.intro(2));
  });

  it("speaks the page's language: Spanish on an /es/ page", () => {
    const html = render(1, errors, "/es/contact");
    expect(html).toContain(spanishSummary.title);
    expect(html).toContain(spanishSummary.intro(2));
    expect(html).not.toContain(errorSummary.title);
  });

  it("asks the browser to focus it on a page posted without JavaScript, and only there", () => {
    expect(render(0)).toContain('autofocus=""');
    expect(render(3)).not.toContain("autofocus");
  });

  it("is not drawn when nothing is left to put right", () => {
    expect(render(1, {})).not.toContain(errorSummary.title);
  });
});
