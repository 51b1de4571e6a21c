import { describe, expect, it } from "vitest";

import { saveEstimate as saveTexts } from "#app/content/quote-requests.ts";
import {
  bundleOf,
  estimateFor,
  referenceAnswers,
} from "#app/lib/estimate/estimate.ts";
import type { PricedLine } from "#app/lib/estimate/types.ts";
import * as agentRoute from "#app/routes/quote-agent.tsx";
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

function postAgent(token: string, entries: Array<[string, string]>) {
  return handleForm(
    {
      request: formRequest(`${APP}/quote/saved/${token}/agent`, entries),
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
      result: { ok: false, fieldErrors: { form: saveTexts.messages.answers } },
    });
    const email = await postSave("auto", referenceAnswers("auto"), [
      ["email", "not-an-address"],
    ]);
    expect(email).toMatchObject({
      status: 400,
      result: {
        ok: false,
        fieldErrors: { email: saveTexts.messages.invalidEmail },
      },
    });
  });
});

describe("asking for an agent through its form", () => {
  it("goes from the estimate to the request, takes it without consent for email only, and refuses a link that opens nothing", async () => {
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
      ["phone", "313 555 0150"],
      ["channel", "phone"],
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
});
