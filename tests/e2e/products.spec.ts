import { expect, test, type Locator, type Page } from "@playwright/test";

import { company } from "#app/content/company.ts";
import { productPages } from "#app/content/product-pages.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { expectNoAxeViolations } from "./helpers/axe";

interface ProductPageSpec {
  line: ProductLine;
  h1: string;
  /** The h2 of each section of the page, top to bottom. */
  sections: string[];
  /** Spec section 9, "Displayed plan prices": name and price of each plan. */
  plans?: {
    per: "/month" | "/trip";
    cta: string;
    popular: string;
    prices: [string, string][];
  };
}

const pages: ProductPageSpec[] = [
  {
    line: "home",
    h1: "Protect the Place You Call Home",
    sections: [
      "What Home Insurance Covers",
      `Why Homeowners Choose ${company.name}`,
      "Our Simple Claims Process",
      "Choose Your Home Plan",
    ],
    plans: {
      per: "/month",
      cta: "Get a Quote",
      popular: "Comprehensive",
      prices: [
        ["Essential", "$65"],
        ["Comprehensive", "$95"],
        ["Premium", "$135"],
      ],
    },
  },
  {
    line: "auto",
    h1: "Auto Insurance That Goes the Distance",
    sections: [
      "Coverage Options for Every Driver",
      `Why Drivers Choose ${company.name}`,
      "State Insurance Requirements",
      "Choose Your Auto Plan",
    ],
    plans: {
      per: "/month",
      cta: "Get a Quote",
      popular: "Standard",
      prices: [
        ["Basic", "$45"],
        ["Standard", "$75"],
        ["Premium", "$115"],
      ],
    },
  },
  {
    line: "life",
    h1: "Life Insurance That Protects What Matters Most",
    sections: [
      "Life Insurance Options",
      "Why Families Choose Our Life Insurance",
      "How Much Coverage Do You Need?",
      "Choose Your Life Plan",
    ],
    plans: {
      per: "/month",
      cta: "Get a Quote",
      popular: "Whole",
      prices: [
        ["Term", "$25"],
        ["Whole", "$185"],
        ["Universal", "$295"],
      ],
    },
  },
  {
    line: "health",
    h1: "Health Coverage for Every Stage of Life",
    sections: [
      "What Our Health Plans Cover",
      "Benefits Included in Every Health Plan",
      "A Nationwide Provider Network",
      "Wellness Programs",
      "Choose Your Health Plan",
    ],
    plans: {
      per: "/month",
      cta: "Get a Quote",
      popular: "Silver",
      prices: [
        ["Bronze", "$195"],
        ["Silver", "$295"],
        ["Gold", "$425"],
      ],
    },
  },
  {
    line: "business",
    h1: "Business Insurance Built for Small Businesses",
    sections: ["Coverage for Your Business", "Industries We Serve"],
  },
  {
    line: "travel",
    h1: "Travel Insurance for Trips Around the World",
    sections: [
      "What Travel Insurance Covers",
      "Coverage for Every Kind of Trip",
      "Choose Your Travel Plan",
    ],
    plans: {
      per: "/trip",
      cta: "Choose Plan",
      popular: "Comprehensive",
      prices: [
        ["Essential", "$25"],
        ["Comprehensive", "$65"],
        ["Premium", "$120"],
      ],
    },
  },
];

const region = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });

const cardTitled = (list: Locator, title: string) =>
  list.getByRole("listitem").filter({
    has: list.page().getByRole("heading", { name: title, exact: true }),
  });

/** /life-insurance's coverage calculator: its region, income field and announced result. */
function calculatorParts(page: Page) {
  const calculator = region(page, "How Much Coverage Do You Need?");
  return {
    calculator,
    income: calculator.getByRole("spinbutton", { name: "Your annual income" }),
    result: calculator.getByRole("status", { name: "Suggested coverage" }),
  };
}

for (const spec of pages) {
  const path = `/${spec.line}-insurance`;
  const content = productPages[spec.line];

  test(`${path}: hero, sections in order, coverage cards, plans and quote links`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${content.hero.eyebrow} | ${company.name}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(spec.h1);
    await expect(
      main.getByRole("img", { name: content.hero.image.alt }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(
      spec.sections,
    );

    const coverage = region(page, spec.sections[0]!);
    await expect(coverage.getByRole("heading", { level: 3 })).toHaveText(
      content.coverage.cards.map((card) => card.title),
    );

    // The spec sends the Business and Travel heroes to /contact and leaves
    // the other pages' quote buttons open: those start the estimate.
    const quote = main.getByRole("link", { name: "Get a Quote", exact: true });
    await expect(quote).toHaveAttribute(
      "href",
      spec.plans?.cta === "Get a Quote" ? `/quote/${spec.line}` : "/contact",
    );

    if (!spec.plans) {
      await expect(page.getByText("Most Popular")).toHaveCount(0);
    } else {
      const plans = region(page, spec.sections.at(-1)!);
      await expect(plans.getByRole("heading", { level: 3 })).toHaveText(
        spec.plans.prices.map(([name]) => name),
      );
      for (const [name, price] of spec.plans.prices) {
        const card = cardTitled(plans, name);
        await expect(card).toContainText(`${price}${spec.plans.per}`);
        await expect(
          card.getByRole("link", {
            name: `${spec.plans.cta} for the ${name} plan`,
          }),
        ).toHaveAttribute(
          "href",
          // Travel's Choose Plan leads to /contact (spec), the others' quotes to the estimate.
          spec.line === "travel"
            ? `/contact?line=${spec.line}&plan=${name}#contact`
            : `/quote/${spec.line}?plan=${name}`,
        );
      }
      const badges = page.getByText("Most Popular", { exact: true });
      await expect(badges).toHaveCount(1);
      await expect(cardTitled(plans, spec.plans.popular)).toContainText(
        "Most Popular",
      );
      // The spec's prices are a sample profile's; the estimate prices the
      // visitor's own answers (issue 36, item 15).
      await expect(plans).toContainText(
        "Prices shown are starting prices for a sample profile.",
      );
      await expect(
        plans.getByRole("link", {
          name: "Get an estimate for your own answers",
        }),
      ).toHaveAttribute("href", `/quote/${spec.line}`);
    }
  });

  test(`${path} has no accessibility violations`, async ({ page }) => {
    // axe checks the contrast of every text node of a long page: give it time.
    test.slow();
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test("home insurance: the plans' limits and the four-step claims process", async ({
  page,
}) => {
  await page.goto("/home-insurance");
  const plans = region(page, "Choose Your Home Plan");
  for (const [name, dwelling, liability] of [
    ["Essential", "Up to $250,000", "$100,000"],
    ["Comprehensive", "Up to $500,000", "$300,000"],
    ["Premium", "Up to $1,000,000", "$500,000"],
  ] as const) {
    const card = cardTitled(plans, name);
    await expect(card.getByRole("definition")).toHaveText([
      dwelling,
      liability,
    ]);
  }

  const claims = region(page, "Our Simple Claims Process");
  const steps = claims.getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(claims.getByRole("heading", { level: 3 })).toHaveText([
    "Report Your Claim",
    "Meet Your Adjuster",
    "Review Your Estimate",
    "Get Paid and Rebuild",
  ]);
  await expect(claims.getByRole("list")).toHaveJSProperty("tagName", "OL");
  await expect(steps.last()).toContainText(
    "95% of our claims are settled within 7 days",
  );
  await expect(
    claims.getByRole("link", { name: "File a Claim" }),
  ).toHaveAttribute("href", "/file-a-claim");
});

test("auto insurance: liability limits and state requirements", async ({
  page,
}) => {
  await page.goto("/auto-insurance");
  const plans = region(page, "Choose Your Auto Plan");
  for (const [name, limits] of [
    ["Basic", "25/50/25"],
    ["Standard", "100/300/100"],
    ["Premium", "250/500/250"],
  ]) {
    await expect(cardTitled(plans, name!).getByRole("definition")).toHaveText(
      limits!,
    );
  }

  const requirements = region(page, "State Insurance Requirements");
  await expect(requirements).toContainText("licensed in all 50 states plus DC");
  await expect(requirements.getByRole("heading", { level: 3 })).toHaveText([
    "Liability Insurance",
    "Personal Injury Protection",
    "Uninsured Motorist Coverage",
    "Proof of Insurance",
    "No-fault states",
  ]);
  const noFault = requirements
    .getByRole("list")
    .filter({ hasText: "Michigan" });
  await expect(noFault.getByRole("listitem")).toHaveCount(12);
});

test("health insurance: deductibles, the provider network and wellness programs", async ({
  page,
}) => {
  await page.goto("/health-insurance");
  const plans = region(page, "Choose Your Health Plan");
  for (const [name, deductible] of [
    ["Bronze", "$6,000"],
    ["Silver", "$3,500"],
    ["Gold", "$1,500"],
  ]) {
    const card = cardTitled(plans, name!);
    await expect(card.getByRole("term")).toHaveText("Deductible");
    await expect(card.getByRole("definition")).toHaveText(deductible!);
  }

  const network = region(page, "A Nationwide Provider Network");
  await expect(network).toContainText(
    "over 5,000 hospitals and 50,000 providers",
  );
  await expect(network.getByRole("term")).toHaveText([
    "Hospitals in network",
    "Doctors and specialists",
    "To process most claims",
    "Preventive care covered",
  ]);
  await expect(network.getByRole("definition")).toHaveText([
    "5,000+",
    "50,000+",
    "48 hours",
    "100%",
  ]);

  const wellness = region(page, "Wellness Programs");
  await expect(wellness.getByRole("listitem")).toHaveCount(6);
  await expect(wellness.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Fitness Rewards",
  );
});

test("life insurance: the plans' death benefits", async ({ page }) => {
  await page.goto("/life-insurance");
  const plans = region(page, "Choose Your Life Plan");
  await expect(cardTitled(plans, "Term").getByRole("definition")).toHaveText([
    "$250,000",
    "20-year",
  ]);
  await expect(cardTitled(plans, "Whole").getByRole("definition")).toHaveText(
    "$500,000",
  );
  await expect(
    cardTitled(plans, "Universal").getByRole("definition"),
  ).toHaveText("$1,000,000");
});

test("life insurance: the calculator suggests 10x income as you type and announces it", async ({
  page,
}) => {
  await page.goto("/life-insurance");
  const { calculator, income, result } = calculatorParts(page);

  // Complete before any script runs: a worked example and the rule in words.
  await expect(income).toHaveValue("75000");
  await expect(result).toHaveText("$750,000");
  await expect(calculator).toContainText("10x your annual income");
  await expect(calculator).toContainText(
    "Suggested coverage = your annual income × 10",
  );
  await expect(income).toHaveAttribute("min", "10000");
  await expect(income).toHaveAttribute("max", "1000000");
  await expect(income).toHaveAttribute("step", "5000");
  // The result is a polite live region: screen readers announce each update.
  await expect(result).toHaveAttribute("aria-live", "polite");

  await income.fill("85000");
  await expect(result).toHaveText("$850,000");

  await income.fill("");
  await expect(result).toHaveText("—");
});

test("life insurance: the calculator works with the keyboard alone", async ({
  page,
}) => {
  await page.goto("/life-insurance");
  const { income, result } = calculatorParts(page);

  // Tab from the top of the page until the income field has focus.
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press("Tab");
    if (await income.evaluate((element) => element === document.activeElement))
      break;
  }
  await expect(income).toBeFocused();

  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("85000");
  await expect(result).toHaveText("$850,000");

  // Arrow keys move by the $5,000 step.
  await page.keyboard.press("ArrowUp");
  await expect(income).toHaveValue("90000");
  await expect(result).toHaveText("$900,000");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(result).toHaveText("$800,000");
});

test("business insurance: hero links to contact, industries and group cover for 10 or more", async ({
  page,
}) => {
  await page.goto("/business-insurance");
  const main = page.getByRole("main");
  for (const name of ["Get a Quote", "Speak with a Specialist"]) {
    await expect(main.getByRole("link", { name })).toHaveAttribute(
      "href",
      "/contact",
    );
  }
  const industries = region(page, "Industries We Serve");
  await expect(industries.getByRole("heading", { level: 3 })).toHaveText([
    "Retail",
    "Restaurants and Food Service",
    "Construction and Contractors",
    "Professional Services",
    "Technology",
    "Healthcare Practices",
    "Transportation and Logistics",
    "Manufacturing",
    "Group Benefits for Teams of 10 or More",
  ]);
  await expect(industries).toContainText("groups of 10 or more");

  await main.getByRole("link", { name: "Speak with a Specialist" }).click();
  await expect(page).toHaveURL("/contact");
});

test("travel insurance: 190+ countries, specialised cover, and Choose Plan leads to contact", async ({
  page,
}) => {
  await page.goto("/travel-insurance");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Get a Quote" }),
  ).toHaveAttribute("href", "/contact");

  const specialised = region(page, "Coverage for Every Kind of Trip");
  await expect(specialised).toContainText("190+ countries covered");
  await expect(specialised.getByRole("heading", { level: 3 })).toHaveText([
    "Business Travel",
    "Family Vacations",
    "Adventure Travel",
    "Cruises",
    "Study Abroad",
    "Worldwide Assistance",
  ]);

  const plans = region(page, "Choose Your Travel Plan");
  await expect(
    cardTitled(plans, "Comprehensive").getByRole("definition"),
  ).toHaveText(["$25,000", "$250,000", "$2,500", "75% refund"]);
  await expect(
    cardTitled(plans, "Essential").getByRole("definition"),
  ).toHaveText(["$10,000", "$50,000", "$1,000"]);
  await expect(cardTitled(plans, "Premium").getByRole("definition")).toHaveText(
    ["$100,000", "$1,000,000", "$5,000"],
  );

  await plans
    .getByRole("link", { name: "Choose Plan for the Comprehensive plan" })
    .click();
  await expect(page).toHaveURL(
    "/contact?line=travel&plan=Comprehensive#contact",
  );
});

test("life insurance: an income typed before the scripts load is kept and calculated", async ({
  page,
}) => {
  let loadScripts = () => {};
  const scriptsMayLoad = new Promise<void>(
    (resolve) => (loadScripts = resolve),
  );
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto("/life-insurance", { waitUntil: "domcontentloaded" });
  const { income, result } = calculatorParts(page);
  await income.fill("85000");
  await expect(result).toHaveText("$750,000");

  loadScripts();
  await expect(result).toHaveText("$850,000");
  await expect(income).toHaveValue("85000");
});

test.describe("life insurance without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the calculator still states a worked example and its rule", async ({
    page,
  }) => {
    await page.goto("/life-insurance");
    const { calculator, income, result } = calculatorParts(page);
    await expect(income).toHaveValue("75000");
    await expect(result).toHaveText("$750,000");
    await expect(calculator).toContainText(
      "Suggested coverage = your annual income × 10",
    );
    // The field still takes a figure; the rule beside it does the sum.
    await income.fill("85000");
    await expect(income).toHaveValue("85000");
    await expect(result).toHaveText("$750,000");
  });
});
