import { expect, test, type Page } from "@playwright/test";

import { roles } from "#app/content/roles.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";

/** The eleven role titles the spec names, in its order. */
const specTitles = [
  "Administrative Clerk",
  "Appointment Setter / Lead Qualifier",
  "Billing & Claims Support Agent",
  "Customer Service Representative",
  "Data Entry Clerk",
  "Document Review Analyst",
  "Insurance Verification Specialist",
  "Live Chat Support Agent",
  "Online Chat Support",
  "Policy Service Specialist",
  "Virtual Receptionist",
];

const featuredTitles = [
  "Appointment Setter / Lead Qualifier",
  "Customer Service Representative",
  "Data Entry Clerk",
  "Online Chat Support",
];

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("/explore-roles", () => {
  test("lists the twelve roles in order, each applying at /job/{index}", async ({
    page,
  }) => {
    await page.goto("/explore-roles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Build a Remote Career That Makes a Difference",
    );
    await expect(
      page.getByRole("link", { name: "View Available Roles" }),
    ).toHaveAttribute("href", /#available-roles$/);

    const cards = page.locator("#available-roles").getByRole("article");
    await expect(cards).toHaveCount(12);
    const titles = await cards
      .getByRole("heading", { level: 3 })
      .allInnerTexts();
    expect(titles).toEqual(roles.map((role) => role.title));
    // The spec's eleven titles, in the spec's order (the twelfth is ours).
    expect(titles.filter((title) => specTitles.includes(title))).toEqual(
      specTitles,
    );

    // Read every card once: the page is static, so one snapshot is enough.
    const snapshot = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        apply: article
          .querySelector("a[href^='/job/']")
          ?.textContent?.replace(/\s+/g, " "),
        href: article.querySelector("a[href^='/job/']")?.getAttribute("href"),
        facts: [...article.querySelectorAll("ul:first-of-type > li")].map(
          (li) => li.textContent,
        ),
        skills: [
          ...article.querySelectorAll("ul[aria-label='Skills'] > li"),
        ].map((li) => li.textContent),
        featured: [...article.querySelectorAll("span")].some(
          (span) => span.textContent === "Featured",
        ),
      })),
    );
    expect(snapshot).toEqual(
      roles.map((role, index) => ({
        apply: `Apply Now for ${role.title}`,
        href: `/job/${index}`,
        facts: [role.location, role.experience, "Full-time"],
        skills: [...role.skills],
        featured: featuredTitles.includes(role.title),
      })),
    );
    await expect(
      cards.getByRole("link", { name: /^Apply Now/ }).first(),
    ).toHaveAccessibleName("Apply Now for Administrative Clerk");
    await expectNoAxeViolations(page);
  });

  test("shows why to join, a contact link and the closing call to action", async ({
    page,
  }) => {
    await page.goto("/explore-roles");
    const whyJoin = page.getByRole("region", {
      name: "Why Join Harborline Insurance?",
    });
    await expect(whyJoin.getByRole("heading", { level: 3 })).toHaveText([
      "Remote Work",
      "Professional Growth",
      "Comprehensive Support",
    ]);
    await expect(
      whyJoin.getByRole("link", { name: "Contact Us" }),
    ).toHaveAttribute("href", "/contact");

    const cta = page.getByRole("region", {
      name: "Ready to Start Your Next Chapter?",
    });
    await expect(
      cta.getByRole("link", { name: "Apply Now", exact: true }),
    ).toHaveAttribute("href", /#available-roles$/);
    await expect(
      cta.getByRole("link", { name: "Contact Recruiting" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("Apply Now opens the role's job page", async ({ page }) => {
    await page.goto("/explore-roles");
    await page
      .getByRole("link", { name: "Apply Now for Data Entry Clerk" })
      .click();
    await expect(page).toHaveURL("/job/5");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Data Entry Clerk",
    );
  });
});

test.describe("/job/{roleId}", () => {
  test("shows the role card, the application section and a way back", async ({
    page,
  }) => {
    const role = roles[0]!;
    const response = await page.goto("/job/0");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(
      `${role.title} (${role.location}) | Harborline Insurance`,
    );

    const card = page.getByRole("article", { name: role.title });
    await expect(card.getByRole("heading", { level: 1 })).toHaveText(
      role.title,
    );
    await expect(card.getByText(role.location, { exact: true })).toBeVisible();
    await expect(
      card.getByText(role.experience, { exact: true }),
    ).toBeVisible();
    await expect(card.getByText("Full-time", { exact: true })).toBeVisible();
    await expect(card.getByText(role.description)).toBeVisible();
    for (const heading of [
      "Responsibilities",
      "Required Skills",
      "About the Company",
    ])
      await expect(
        card.getByRole("heading", { level: 2, name: heading }),
      ).toBeVisible();
    for (const item of [...role.responsibilities, ...role.skills])
      await expect(card.getByText(item, { exact: true })).toBeVisible();
    await expect(card).toContainText("remote-first team");

    await expect(
      page.getByRole("region", { name: "Apply for this Position" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Back to All Roles" }),
    ).toHaveAttribute("href", "/explore-roles");
    await expectNoAxeViolations(page);
  });

  test("describes the job to search engines as a remote, full-time JobPosting", async ({
    page,
  }) => {
    const role = roles[0]!;
    await page.goto("/job/0");
    const data = await jsonLd(page);
    const posting = data.find((item) => item["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      title: role.title,
      datePosted: role.datePosted,
      employmentType: "FULL_TIME",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "USA" },
      hiringOrganization: {
        "@type": "Organization",
        name: "Harborline Insurance",
      },
    });
    expect(String(posting?.description)).toContain(role.description);
    expect(String(posting?.url)).toMatch(/\/job\/0$/);

    const breadcrumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(
      (breadcrumbs?.itemListElement as Array<{ name: string }>).map(
        (item) => item.name,
      ),
    ).toEqual(["Home", "Careers", role.title]);
  });

  for (const roleId of ["99", "abc", "-1", "01"]) {
    test(`/job/${roleId} answers 404 with Job Not Found`, async ({ page }) => {
      const response = await page.goto(`/job/${roleId}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Job Not Found",
      );
      await expect(page).toHaveTitle("Job Not Found | Harborline Insurance");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        "content",
        "noindex",
      );
      if (roleId === "99") await expectNoAxeViolations(page);
      await waitForHydration(page);
      await page.getByRole("link", { name: "View All Jobs" }).click();
      await expect(page).toHaveURL("/explore-roles");
      await expect(
        page.locator("#available-roles").getByRole("article"),
      ).toHaveCount(12);
    });
  }
});

test.describe("/contact", () => {
  test("shows the three ways to reach us and the message section", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Contact Us",
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Our Office",
      "Phone Support",
      "Email Support",
      // The online estimate, offered above the form (issue 24).
      "Looking for a Price?",
      "Send Us a Message",
    ]);
    await expect(page.locator("#contact-location")).toContainText(
      "1550 Woodward Avenue, Suite 400",
    );
    await expect(
      page.getByRole("link", { name: "Get directions" }),
    ).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(
      page.getByRole("link", { name: "Call (313) 555-0142" }),
    ).toHaveAttribute("href", "tel:+13135550142");
    await expect(
      page.getByRole("link", {
        name: "Email support@harborline-insurance.com",
      }),
    ).toHaveAttribute("href", "mailto:support@harborline-insurance.com");

    const form = page.locator("section#contact");
    await expect(form.getByRole("heading", { level: 2 })).toHaveText(
      "Send Us a Message",
    );
    await expect(form).toContainText(
      "Monday to Friday, 9:00 AM to 6:00 PM EST",
    );
    await expect(form).toContainText("within 24 hours");
    await expectNoAxeViolations(page);
  });

  test("loads the map from OpenStreetMap only when the visitor asks", async ({
    page,
    baseURL,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const cspViolations: string[] = [];
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text()))
        cspViolations.push(message.text());
    });
    // The test never reaches the real map provider.
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Map</title><p>Map</p>",
      }),
    );

    await page.goto("/contact");
    await waitForHydration(page);
    const showMap = page.getByRole("button", { name: "Show interactive map" });
    await showMap.scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("img", { name: /Simplified street map/ }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    const local = new URL(baseURL!).origin;
    const thirdParty = (urls: string[]) =>
      urls.filter((url) => !url.startsWith(`${local}/`) && !/^data:/.test(url));
    expect(thirdParty(requested)).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await showMap.click();
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
    await expect(map).toHaveAttribute(
      "title",
      /Map of the Harborline Insurance office/,
    );
    await expect(showMap).toHaveCount(0);
    await expect
      .poll(() => thirdParty(requested))
      .toEqual([expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//)]);
    // The map has loaded: the focus the component gave the frame when it
    // appeared is checked now, not while Chromium swaps the empty frame for
    // the map's cross-site document (document.hasFocus() is false meanwhile).
    await expect(
      page.frameLocator("iframe").getByText("Map", { exact: true }),
    ).toBeVisible();
    await expect(map).toBeFocused();
    expect(cspViolations).toEqual([]);
  });
});

test("/file-a-claim explains what happens after a claim", async ({ page }) => {
  await page.goto("/file-a-claim");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "File a Claim",
  );
  await expect(page.getByText(/^We're here to help you/)).toContainText(
    "review your claim within 24-48 hours",
  );
  await expect(
    page.getByRole("heading", { level: 2, name: "Claim Submission Form" }),
  ).toBeVisible();
  const next = page.getByRole("region", { name: "What Happens Next" });
  const stages = next.getByRole("listitem");
  await expect(stages).toHaveCount(3);
  await expect(stages.getByRole("heading", { level: 3 })).toHaveText([
    "Claim Review",
    "Assessment",
    "Resolution",
  ]);
  await expect(stages.first()).toContainText("Within 24-48 hours");
  await expect(stages.first()).toContainText(
    "reviews your claim within 24-48 hours",
  );
  await expectNoAxeViolations(page);
});

test("/verification explains why it asks for personal data", async ({
  page,
}) => {
  await page.goto("/verification");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Employment Verification Form",
  );
  const notice = page.getByRole("region", {
    name: "Why we ask for this information",
  });
  await expect(notice).toContainText("Social Security number");
  await expect(
    notice.getByRole("link", { name: /Privacy Policy/ }),
  ).toHaveAttribute("href", "/privacy-policy");
  const formSection = page.locator("section#verification-form");
  for (const part of [
    "Personal Information",
    "Address",
    "Financial Information",
    "Driver's License",
    "Social Security Number",
    "Position Interest",
    "Additional Information",
  ])
    await expect(formSection.getByRole("group", { name: part })).toBeVisible();
  await expectNoAxeViolations(page);
});
