import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import {
  bundleOf,
  estimateFor,
  referenceAnswers,
} from "#app/lib/estimate/estimate.ts";
import { estimateInWords } from "#app/lib/estimate/estimate-words.ts";
import { estimateWordsIn } from "#app/lib/estimate/estimate-words-in.ts";
import { summaryText } from "#app/lib/estimate/figures.ts";
import type { PricedLine } from "#app/lib/estimate/types.ts";
import type { FormFailure } from "#app/lib/forms/form-result.ts";
import * as agentRoute from "#app/routes/quote-agent.tsx";
import * as saveRoute from "#app/routes/quote-save.tsx";
import * as savedRoute from "#app/routes/quote-saved.tsx";
import { decryptText } from "#server/crypto.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { estimateContext } from "#server/quotes/quote-requests.ts";
import { quoteAgentForm, quoteSaveForm } from "#server/quotes/quote-forms.ts";
import { findSavedEstimate } from "#server/quotes/saved-estimates.ts";
import { formRequest } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { parseMail } from "../helpers/smtp-server.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();
const APP = "http://localhost:3000";

/** A new client address each time: the rate limits are not what these tests are about. */
let clients = 0;
const context = () => formContext(env.services, `198.18.9.${++clients}`);

/** The save form as the estimate result posts it: the line, its answers and what else is given. */
function postSave(
  line: PricedLine | "business",
  answers: Record<string, string>,
  extra: Array<[string, string]> = [],
) {
  return handleForm(
    {
      request: formRequest(`${APP}/quote/save`, [
        ["line", line],
        ...Object.entries(answers),
        ...extra,
      ]),
      context: context(),
    },
    quoteSaveForm,
  );
}

/** Where a save redirected to, and the token in it. */
function redirected(response: unknown) {
  expect(response).toBeInstanceOf(Response);
  const res = response as Response;
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  const token = /^\/quote\/saved\/([a-z2-7]{52})/.exec(location)?.[1];
  expect(token, location).toBeDefined();
  return { location, token: token! };
}

async function openSaved(token: string, query = "") {
  const result = (await savedRoute.loader({
    request: new Request(`${APP}/quote/saved/${token}${query}`),
    params: { token },
    context: context(),
  } as never)) as unknown as {
    data: Awaited<ReturnType<typeof savedRoute.loader>>["data"];
  };
  return result.data;
}

function postAgent(
  token: string,
  entries: Array<[string, string]>,
  /** "/es" for the Spanish page's post. */
  prefix = "",
) {
  return handleForm(
    {
      request: formRequest(
        `${APP}${prefix}/quote/saved/${token}/agent`,
        entries,
      ),
      context: context(),
      params: { token },
    },
    quoteAgentForm,
  );
}

const delivered = async () => {
  await env.services.outbox.drain();
  return env.smtp.received.map((mail) => parseMail(mail.raw));
};

describe("saving an estimate through its form", () => {
  it("estimates the posted answers again, ignores figures a browser sends, emails the link, and the link reopens the same figures", async () => {
    const answers = { ...referenceAnswers("auto", "Standard"), zip: "10001" };
    const response = await postSave("auto", answers, [
      ["plan", "standard"],
      ["email", "saver@example.com"],
      // Not a question of the line: never stored.
      ["monthlyPrice", "1"],
    ]);
    const { location, token } = redirected(response);
    expect(location).toBe(`/quote/saved/${token}?emailed=1`);

    const [mail] = await delivered();
    expect(mail!.headers.get("to")).toBe("saver@example.com");
    expect(mail!.text).toContain(`${APP}/quote/saved/${token}`);

    const saved = (await findSavedEstimate(env.database.db, token))!;
    const expected = estimateFor("auto", answers, "Standard");
    expect(saved.lines).toEqual([
      { line: "auto", plan: "Standard", answers, estimate: expected },
    ]);
    expect(JSON.stringify(saved.lines)).not.toContain("monthlyPrice");

    const page = await openSaved(token, "?emailed=1");
    expect(page.emailed).toBe(true);
    const recommended = expected.plans.find((plan) => plan.recommended)!;
    expect(page.view.lines[0]!.plans).toContainEqual({
      plan: recommended.plan,
      range: `$${recommended.low} to $${recommended.high} a month`,
      recommended: true,
    });
    expect(page.view.bundle).toBeNull();

    // A link that opens nothing (never given, or expired and deleted): 404, no figures.
    await expect(openSaved("b".repeat(52))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("adds lines to the saved estimate and shows the bundle discount on the total, never more than 25%", async () => {
    const first = redirected(await postSave("auto", referenceAnswers("auto")));
    for (const line of ["home", "life", "health"] as const) {
      const added = redirected(
        await postSave(line, referenceAnswers(line), [["add", first.token]]),
      );
      expect(added.token).toBe(first.token);
      const page = await openSaved(first.token);
      const saved = (await findSavedEstimate(env.database.db, first.token))!;
      const bundle = bundleOf(saved.lines.map((saved) => saved.estimate!));
      expect(page.view.bundle!.percent).toBe(
        Math.round(bundle.discountRate * 100),
      );
      expect(page.view.bundle!.percent).toBeGreaterThan(0);
      expect(page.view.bundle!.percent).toBeLessThanOrEqual(25);
      expect(page.view.bundle!.discounted).toBe(
        `$${bundle.discountedLow.toLocaleString("en-US")} to $${bundle.discountedHigh.toLocaleString("en-US")}`,
      );
    }
    const page = await openSaved(first.token);
    expect(page.view.lines.map((line) => line.line)).toEqual([
      "auto",
      "home",
      "life",
      "health",
    ]);
    // Only travel is left to add, and its link joins this estimate.
    expect(page.view.addable).toEqual([
      {
        title: "Travel Insurance",
        href: `/quote/saved/${first.token}/add/travel`,
      },
    ]);
  });

  it("refuses answers that fail their checks, and an email that is not one", async () => {
    const bad = await postSave("auto", {
      ...referenceAnswers("auto"),
      zip: "1",
    });
    expect(bad).toMatchObject({
      status: 400,
      result: {
        ok: false,
        fieldErrors: { form: english.saveEstimate.messages.answers },
      },
    });
    const email = await postSave("auto", referenceAnswers("auto"), [
      ["email", "not-an-address"],
    ]);
    expect(email).toMatchObject({
      status: 400,
      result: {
        ok: false,
        fieldErrors: { email: english.saveEstimate.messages.invalidEmail },
      },
    });
  });
});

/** The save form posted to /quote/save's page, as the browser without JavaScript posts it, and its answer. */
async function postSavePage(
  prefix: "" | "/es",
  entries: Array<[string, string]>,
  from = context(),
) {
  const answer = (await saveRoute.action({
    request: formRequest(`${APP}${prefix}/quote/save`, entries),
    context: from,
    params: {},
  } as never)) as unknown as {
    data: FormFailure & {
      estimatePage?: {
        view: { line: string; addTo?: string; questions: unknown[] };
        answer: unknown;
        answersAction: string;
      };
    };
    init: { status: number };
  };
  return answer;
}

/** /quote/save's page as it draws that answer, at the path it answered. */
function drawSavePage(path: string, actionData: unknown) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () =>
        createElement(saveRoute.default, { actionData } as never),
    },
  ]);
  return renderToStaticMarkup(createElement(Stub, { initialEntries: [path] }));
}

/** A tag of `html` with its attributes, found by one of them. */
function tagWith(html: string, attribute: string) {
  const found = new RegExp(`<[a-z]+\\b[^>]*${attribute}[^>]*>`).exec(html);
  expect(found, attribute).not.toBeNull();
  return found![0];
}

const attributeOf = (tag: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

describe("an estimate whose save is refused, without JavaScript", () => {
  // Passes the browser's own check of an email field, not ours.
  const typed = "saver@example";

  it.each([
    ["English", "", english],
    ["Spanish", "/es", spanish],
  ] as const)(
    "comes back as the estimate's page with the answers, the estimate and the typed email, the error at the email field (%s)",
    async (_language, prefix, words) => {
      const answers = { ...referenceAnswers("auto"), zip: "10001" };
      const { data, init } = await postSavePage(prefix, [
        ["line", "auto"],
        ...Object.entries(answers),
        ["email", typed],
      ]);
      expect(init.status).toBe(400);
      expect(data).toMatchObject({
        ok: false,
        form: "quote-save",
        fieldErrors: { email: words.saveEstimate.messages.invalidEmail },
        values: { email: typed, line: "auto", zip: "10001" },
      });
      const locale = prefix === "/es" ? "es" : "en";
      const estimate = estimateFor("auto", answers);
      const shown = estimateWordsIn("auto", locale);
      expect(data.estimatePage).toMatchObject({
        view: { line: "auto" },
        answersAction: `${prefix}/quote/auto#estimate`,
        answer: {
          ok: true,
          form: "quote-auto",
          quote: {
            answers,
            estimate: shown
              ? estimateInWords(estimate, answers, shown)
              : estimate,
          },
        },
      });
      // Nothing emailed.
      expect(
        (await delivered()).filter((mail) => mail.headers.get("to") === typed),
      ).toEqual([]);

      const html = drawSavePage(`${prefix}/quote/save`, data);
      expect(html).not.toContain(words.saveEstimate.problemHeading);
      // The estimate, in the page's words.
      expect(html).toContain(
        summaryText(
          shown ? estimateInWords(estimate, answers, shown) : estimate,
          locale,
          (plan) => shown?.planNames[plan] ?? plan,
        ),
      );
      // The answers, in the form that posts them to the line's page.
      const answersForm = tagWith(html, 'action="[^"]*#estimate"');
      expect(attributeOf(answersForm, "action")).toBe(
        `${prefix}/quote/auto#estimate`,
      );
      expect(tagWith(html, 'name="zip"')).toContain('value="10001"');
      // The save form again: what was typed, the error tied to the field.
      const saveForm = tagWith(html, `action="${prefix}/quote/save"`);
      expect(saveForm).toContain('method="post"');
      const email = tagWith(html, 'type="email"');
      expect(attributeOf(email, "value")).toBe(typed);
      expect(attributeOf(email, "aria-invalid")).toBe("true");
      const describedBy = attributeOf(email, "aria-describedby")!.split(" ");
      const error = describedBy
        .map((id) => new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1])
        .filter(Boolean);
      expect(error).toContain(words.saveEstimate.messages.invalidEmail);
      // The field to put right takes the focus, as no script is there to move it.
      expect(email).toMatch(/\bautofocus=""/);
      // The answers ride along again, for the next try.
      expect(html).toMatch(/<input type="hidden" name="line" value="auto"\/>/);
    },
  );

  it("keeps the saved estimate a line is added to, and the plan a quote button named", async () => {
    const first = redirected(await postSave("auto", referenceAnswers("auto")));
    const { data } = await postSavePage("/es", [
      ["line", "home"],
      ["plan", "essential"],
      ...Object.entries(referenceAnswers("home")),
      ["add", first.token],
      ["email", typed],
    ]);
    expect(data.estimatePage).toMatchObject({
      view: { line: "home", addTo: first.token },
      answersAction: `/es/quote/saved/${first.token}/add/home?plan=Essential#estimate`,
    });
    const html = drawSavePage("/es/quote/save", data);
    expect(html).toContain(
      `<input type="hidden" name="add" value="${first.token}"/>`,
    );
    expect(html).toContain(spanish.saveEstimate.addTo);
  });

  it("tells a refused request for an agent under its button, business cover included", async () => {
    const client = context();
    const business: Array<[string, string]> = [
      ["line", "business"],
      ["industry", "Other"],
      ["employees", "2 to 9"],
      ["revenue", "Under $250,000"],
      ["cover", "Not sure yet"],
      ["next", "agent"],
    ];
    // Each request saves and redirects, until the client is over the limit.
    let answer = await postSavePage("/es", business, client);
    for (let sent = 1; sent < 30 && answer instanceof Response; sent++)
      answer = await postSavePage("/es", business, client);
    expect(answer.init.status).toBe(429);
    const html = drawSavePage("/es/quote/save", answer.data);
    const agent = html.slice(html.indexOf(spanish.saveEstimate.agent.heading));
    expect(agent).toContain(answer.data.toast!.title);
    expect(html).not.toContain(spanish.saveEstimate.problemHeading);
  });

  it("still says what went wrong of a post that names no line", async () => {
    const { data, init } = await postSavePage("", [
      ["line", "boat"],
      ["email", typed],
    ]);
    expect(init.status).toBe(400);
    expect(data.estimatePage).toBeUndefined();
    expect(drawSavePage("/quote/save", data)).toContain(
      english.saveEstimate.problemHeading,
    );
  });
});

describe("asking for an agent through its form", () => {
  it("goes from the estimate to the request, takes it by email without a phone or consent, and refuses a link that opens nothing", async () => {
    const { location, token } = redirected(
      await postSave("travel", referenceAnswers("travel"), [["next", "agent"]]),
    );
    expect(location).toBe(`/quote/saved/${token}/agent`);
    const page = (await agentRoute.loader({
      request: new Request(`${APP}${location}`),
      params: { token },
      context: context(),
    } as never)) as unknown as { data: { reference: string; lines: string } };
    expect(page.data.lines).toBe("Travel Insurance");

    const sent = await postAgent(token, [
      ["fullName", "Dorothy Vaughan"],
      ["email", "dorothy@example.com"],
      ["channel", "email"],
      ["time", "evening"],
    ]);
    expect(sent).toMatchObject({
      status: 200,
      result: { ok: true, reference: page.data.reference },
    });
    const row = await env.database.db
      .selectFrom("quote_requests")
      .selectAll()
      .where("email", "=", "dorothy@example.com")
      .executeTakeFirstOrThrow();
    expect(Boolean(row.consent_to_call)).toBe(false);
    expect(row.preferred_channel).toBe("email");
    expect(row.phone).toBeNull();
    expect(row.preferred_time).toBe("evening");
    // Sealed at rest: the answers are not readable from the row.
    expect(row.estimate).not.toContain("tripCost");
    expect(row.estimate).not.toContain("travel");
    const stored = JSON.parse(
      decryptText(
        row.estimate,
        env.services.secrets.dataEncryptionKeys,
        estimateContext(row.id),
      ),
    ) as { lines: unknown[] };
    const saved = (await findSavedEstimate(env.database.db, token))!;
    expect(stored.lines).toEqual(saved.lines);

    await expect(
      postAgent("a".repeat(52), [
        ["fullName", "Dorothy Vaughan"],
        ["email", "dorothy@example.com"],
        ["channel", "email"],
        ["time", "any"],
      ]),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("takes a business request with its answers and no price", async () => {
    const { token } = redirected(
      await postSave("business", { industry: "retail", employees: "12" }, [
        ["next", "agent"],
      ]),
    );
    const saved = (await findSavedEstimate(env.database.db, token))!;
    expect(saved.lines).toEqual([
      {
        line: "business",
        plan: null,
        answers: { industry: "retail", employees: "12" },
        estimate: null,
      },
    ]);
    const sent = await postAgent(token, [
      ["fullName", "Katherine Johnson"],
      ["email", "kj.business@example.com"],
      ["channel", "text"],
      ["time", "any"],
      ["phone", "3135550188"],
      ["consent", "on"],
    ]);
    expect(sent).toMatchObject({ result: { ok: true } });
  });
  it.each([
    ["English", "", english.agentRequestPage.messages],
    ["Spanish", "/es", spanish.agentRequestPage.messages],
  ] as const)(
    "asks a call or a text for the number and the consent, at their fields, in the page's language (%s), and stores nothing until given",
    async (_language, prefix, messages) => {
      const { token } = redirected(
        await postSave("auto", referenceAnswers("auto")),
      );
      const email = `calls${prefix.replace("/", ".")}@example.com`;
      const person: Array<[string, string]> = [
        ["fullName", "Mary Jackson"],
        ["email", email],
        ["time", "any"],
      ];
      const stored = () =>
        env.database.db
          .selectFrom("quote_requests")
          .select(["preferred_channel", "phone", "consent_to_call"])
          .where("email", "=", email)
          .execute();

      // A call chosen, no number, no consent: both asked for, at their fields.
      const call = await postAgent(
        token,
        [...person, ["channel", "phone"]],
        prefix,
      );
      expect(call).toMatchObject({
        status: 400,
        result: {
          ok: false,
          form: "quote-agent",
          fieldErrors: {
            phone: messages.phoneForCalls,
            consent: messages.consentForCalls,
          },
          values: { fullName: "Mary Jackson", email, channel: "phone" },
        },
      });
      expect(
        Object.keys(
          (call as { result: { fieldErrors: object } }).result.fieldErrors,
        ),
      ).toEqual(["phone", "consent"]);

      // A text with a number but no consent: the consent alone.
      const text = await postAgent(
        token,
        [...person, ["channel", "text"], ["phone", "313 555 0142"]],
        prefix,
      );
      expect(text).toMatchObject({
        status: 400,
        result: { fieldErrors: { consent: messages.consentForCalls } },
      });
      expect(
        (text as { result: { fieldErrors: object } }).result.fieldErrors,
      ).not.toHaveProperty("phone");

      // Consent without a number: the number alone.
      const consented = await postAgent(
        token,
        [...person, ["channel", "phone"], ["consent", "on"]],
        prefix,
      );
      expect(consented).toMatchObject({
        status: 400,
        result: { fieldErrors: { phone: messages.phoneForCalls } },
      });
      expect(
        (consented as { result: { fieldErrors: object } }).result.fieldErrors,
      ).not.toHaveProperty("consent");
      expect(await stored()).toEqual([]);

      // Both given: taken, to be called.
      const sent = await postAgent(
        token,
        [
          ...person,
          ["channel", "phone"],
          ["phone", "313 555 0142"],
          ["consent", "on"],
        ],
        prefix,
      );
      expect(sent).toMatchObject({ status: 200, result: { ok: true } });
      expect(await stored()).toEqual([
        expect.objectContaining({
          preferred_channel: "phone",
          phone: "3135550142",
        }),
      ]);
      expect(Boolean((await stored())[0]!.consent_to_call)).toBe(true);
    },
  );
});
