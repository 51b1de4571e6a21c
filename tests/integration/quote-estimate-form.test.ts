import { describe, expect, it } from "vitest";

import { referenceAnswers } from "#app/lib/estimate/estimate.ts";
import { quoteEstimate } from "#app/lib/estimate/quote-answers.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { quoteForms } from "#server/forms/quote.ts";
import { formRequest } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

/** A new client address each time, unless a test is about one client's limit. */
let clients = 0;
const newClient = () => `198.18.24.${++clients}`;

/** The estimate page's form posted without JavaScript to /quote/<line> (the page's action). */
async function post(
  line: string,
  entries: Array<[string, string]>,
  options: { intent?: string; ip?: string } = {},
) {
  const response = await handleForm(
    {
      request: formRequest(`http://localhost:3000/quote/${line}`, [
        [INTENT_FIELD, options.intent ?? `quote-${line}`],
        ...entries,
      ]),
      context: formContext(env.services, options.ip ?? newClient()),
      params: { line },
    },
    quoteForms,
  );
  if (response instanceof Response) throw new Error("no redirect expected");
  return response as { status: number; result: FormResult };
}

const storedRows = async () => {
  const tables = ["saved_estimates", "quote_requests", "contact_submissions"];
  let rows = 0;
  for (const table of tables)
    rows += (
      await env.database.db
        .selectFrom(table as "saved_estimates")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;
  return Number(rows);
};

const driver = {
  zip: "48201",
  youngestDriverAge: "19",
  drivers: "2",
  vehicleYear: "2018",
  annualMileage: "12000",
  incidents: "0",
  plan: "Standard",
};

describe("the estimate form posted to its page", () => {
  it("answers with the answers kept and the engine's estimate, and stores nothing", async () => {
    const { status, result } = await post("auto", Object.entries(driver));
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, form: "quote-auto" });
    if (!result.ok) throw new Error("refused");
    expect(result.quote).toEqual({
      answers: driver,
      estimate: quoteEstimate("auto", driver),
    });
    expect(await storedRows()).toBe(0);
  });

  it("says what is wrong under each field, in the rating table's words, and keeps what was typed", async () => {
    const { status, result } = await post("auto", [
      ...Object.entries({ ...driver, zip: "4820", youngestDriverAge: "12" }),
    ]);
    expect(status).toBe(400);
    if (result.ok) throw new Error("accepted");
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      "youngestDriverAge",
      "zip",
    ]);
    expect(result.fieldErrors.zip).toMatch(/5-digit ZIP code/);
    expect(result.values).toMatchObject({ zip: "4820", drivers: "2" });
  });

  it("recommends the plan a quote button named where the line asks none, and drops a plan it does not know", async () => {
    const answers = referenceAnswers("home");
    const recommended = async (plan: string) => {
      const { result } = await post("home", [
        ...Object.entries(answers),
        ["plan", plan],
      ]);
      if (!result.ok) throw new Error("refused");
      return {
        plan: result.quote?.plan,
        recommended: result.quote?.estimate?.plans.find((p) => p.recommended)
          ?.plan,
      };
    };
    expect(await recommended("premium")).toEqual({
      plan: "Premium",
      recommended: "Premium",
    });
    const unknown = await recommended("Call 0900 now");
    expect(unknown.plan).toBeUndefined();
    expect(unknown.recommended).toBe(
      quoteEstimate("home", answers)!.plans.find((p) => p.recommended)!.plan,
    );
  });

  it("asks business cover its four questions and prices nothing", async () => {
    const answers = {
      industry: "Retail",
      employees: "2 to 9",
      revenue: "Under $250,000",
      cover: "General Liability",
    };
    const { status, result } = await post("business", Object.entries(answers));
    expect(status).toBe(200);
    if (!result.ok) throw new Error("refused");
    expect(result.quote).toEqual({ answers });
    const refused = await post("business", [["industry", "Fishing fleets"]]);
    expect(refused.status).toBe(400);
    if (refused.result.ok) throw new Error("accepted");
    expect(refused.result.fieldErrors).toMatchObject({
      industry: "Please choose your industry",
      cover: "Please choose the cover you want most",
    });
  });

  it("is a 404 at an address that names no line, or whose line the intent does not", async () => {
    const thrown = await post("pet", Object.entries(driver), {
      intent: "quote-auto",
    }).then(
      () => undefined,
      (error: { init?: { status?: number } }) => error.init?.status,
    );
    expect(thrown).toBe(404);
    const elsewhere = await post("home", Object.entries(driver), {
      intent: "quote-auto",
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.result.ok).toBe(false);
  });

  it("is rate limited per client: the 61st post in ten minutes is refused with 429", async () => {
    const ip = newClient();
    const line: ProductLine = "auto";
    for (let count = 1; count <= 60; count++)
      expect((await post(line, Object.entries(driver), { ip })).status).toBe(
        200,
      );
    const refused = await post(line, Object.entries(driver), { ip });
    expect(refused.status).toBe(429);
    expect(refused.result.toast?.title).toBe("Too Many Attempts");
  });
});
