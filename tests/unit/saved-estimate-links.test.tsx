import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { QuoteNextSteps } from "#app/components/quote-requests/quote-next-steps.tsx";
import { estimateFor, referenceAnswers } from "#app/lib/estimate/estimate.ts";
import { localizeHref, pathIn, type Locale } from "#app/lib/locale.ts";
import { addLinePath } from "#app/lib/quote-paths.ts";
import { loader as quoteLineLoader } from "#app/routes/quote-line.tsx";
import { savedEstimateView } from "#server/quotes/saved-view.ts";

// A saved estimate's "Add another line" (decision 0060) carries its token in
// the saved estimate's own path and in a posted body, never in a query string.

const TOKEN = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst";
const APP = "http://localhost:3000";

const auto = referenceAnswers("auto");
const saved = {
  id: "1",
  reference: "Q-123456",
  createdAt: "2026-11-26T12:00:00.000Z",
  updatedAt: "2026-11-26T12:00:00.000Z",
  lines: [
    {
      line: "auto" as const,
      plan: null,
      answers: auto,
      estimate: estimateFor("auto", auto),
    },
  ],
};

/** The token nowhere in the query of `href`, read as the browser reads it. */
function expectNoTokenInQuery(href: string) {
  const url = new URL(href, APP);
  expect(url.search, href).toBe("");
  expect(decodeURIComponent(url.search), href).not.toContain(TOKEN);
}

describe("a saved estimate's links", () => {
  it.each<Locale>(["en", "es"])(
    "add each line under the saved estimate's own path (%s)",
    (locale) => {
      const view = savedEstimateView(saved, TOKEN, locale);
      expect(view.addable.map((item) => item.href)).toEqual(
        ["home", "health", "life", "travel"].map((line) =>
          addLinePath(TOKEN, line),
        ),
      );
      for (const href of [
        ...view.addable.map((item) => item.href),
        view.agentHref,
      ]) {
        expectNoTokenInQuery(href);
        expectNoTokenInQuery(localizeHref(href, locale));
      }
      // The Spanish page's links go to the Spanish twins.
      expect(localizeHref(view.addable[0]!.href, "es")).toBe(
        `/es/quote/saved/${TOKEN}/add/home`,
      );
    },
  );
});

describe("the forms under an estimate added to a saved one", () => {
  it.each<Locale>(["en", "es"])(
    "post the token in their body, to an address without it (%s)",
    (locale) => {
      const path = pathIn(addLinePath(TOKEN, "home"), locale);
      // A data router: the save form is one of the site's forms (useForm).
      const Page = createRoutesStub([
        {
          path,
          Component: () => (
            <QuoteNextSteps
              line="home"
              answers={referenceAnswers("home")}
              addTo={TOKEN}
            />
          ),
        },
      ]);
      const html = renderToStaticMarkup(<Page initialEntries={[path]} />);
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map(([tag]) => tag);
      expect(forms).toHaveLength(2);
      for (const form of forms) {
        expect(form).toContain('method="post"');
        const action = /action="([^"]*)"/.exec(form)![1]!;
        expect(action).toBe(pathIn("/quote/save", locale));
        expectNoTokenInQuery(action);
      }
      // Once per form, as a hidden field of the posted body.
      expect(html.split(TOKEN)).toHaveLength(3);
      expect(
        html.match(/<input type="hidden" name="add" value="[^"]*"\/>/g),
      ).toEqual(
        Array(2).fill(`<input type="hidden" name="add" value="${TOKEN}"/>`),
      );
    },
  );
});

describe("a line's estimate page", () => {
  const load = (path: string, params: { line: string; token?: string }) =>
    quoteLineLoader({
      request: new Request(new URL(path, APP)),
      params,
    } as Parameters<typeof quoteLineLoader>[0]);

  it("adds to the saved estimate its path names", () => {
    for (const locale of ["en", "es"] as const)
      expect(
        load(pathIn(addLinePath(TOKEN, "home"), locale), {
          line: "home",
          token: TOKEN,
        }).addTo,
      ).toBe(TOKEN);
  });

  it("takes no token from a query string", () => {
    expect(load(`/quote/home?add=${TOKEN}`, { line: "home" }).addTo).toBe(
      undefined,
    );
  });

  it("is not found under a token not shaped like one", () => {
    let thrown: unknown;
    try {
      load("/quote/saved/nope/add/home", { line: "home", token: "nope" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
