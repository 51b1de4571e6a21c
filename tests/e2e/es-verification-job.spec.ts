import type { Page } from "@playwright/test";

import { roles as spanishRoles } from "#app/content/es/roles.ts";
import { roles } from "#app/content/roles.ts";
import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { toasts } from "./helpers/settle";
import { jpeg, png } from "./helpers/verification";

// The employment verification form and a job application on their Spanish
// pages (/es/verification, /es/job/:roleId), with JavaScript and without,
// against a server of their own with a real SMTP server, so that the email
// the person receives can be read: it is in Spanish too.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });
test.use({ ownServerOptions: { smtp: true } });

let server: ServerProcess;
let smtp: TestSmtpServer;

test.beforeAll(({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
});

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

const at = (path: string) => new URL(path, server.url).href;

/** The error summary at the top of a form, by its Spanish title. */
const errorSummary = (page: Page) =>
  page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: "Hay un problema" }) });

/** The latest email to `address` whose subject contains `subject`, once it arrives. */
async function mailTo(address: string, subject: string) {
  const find = () =>
    smtp.received
      .filter((mail) => mail.envelope.to.includes(address))
      .map((mail) => parseMail(mail.raw))
      .findLast((mail) =>
        decodedSubject(mail.headers.get("subject") ?? "").includes(subject),
      );
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

/** A subject header with its RFC 2047 encoded words (accents) decoded. */
function decodedSubject(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?utf-8\?([bq])\?([^?]*)\?=/gi,
      (_, encoding: string, text: string) =>
        encoding.toLowerCase() === "b"
          ? Buffer.from(text, "base64").toString("utf8")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9a-f]{2})/gi, (_match, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              "latin1",
            ).toString("utf8"),
    );
}

test.describe("/es/verification", () => {
  const submit = (page: Page) =>
    page
      .getByRole("button", { name: "Enviar formulario de verificación" })
      .click();
  const ssn = (page: Page) => page.getByLabel(/^Número de Seguro Social/);
  const ssnConfirm = (page: Page) =>
    page.getByLabel(/^Confirme el número de Seguro Social/);

  /** Every field, in Spanish, with a valid answer (the position unless told). */
  async function fillValidForm(
    page: Page,
    email: string,
    options: { position?: boolean } = {},
  ) {
    await page
      .getByRole("textbox", { name: "Nombre", exact: true })
      .fill("Lucía");
    await page
      .getByRole("textbox", { name: "Apellido", exact: true })
      .fill("Hernández");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Número de teléfono").fill("(313) 555-0123");
    await page
      .getByRole("combobox", { name: "Compañía telefónica (opcional)" })
      .selectOption("Otra");
    await page
      .getByRole("textbox", { name: "Dirección", exact: true })
      .fill("12 Orbit Lane");
    await page.getByLabel("Ciudad").fill("Detroit");
    await page
      .getByRole("combobox", { name: "Estado" })
      .selectOption("Nueva York");
    await page.getByLabel("Código postal").fill("10001");
    await page.getByLabel("Nombre del banco").fill("Great Lakes Credit Union");
    await page.getByLabel("Puntaje de crédito").fill("742");
    await page
      .getByLabel("Licencia de conducir (frente)")
      .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png });
    await page.getByLabel("Licencia de conducir (reverso)").setInputFiles({
      name: "back.jpg",
      mimeType: "image/jpeg",
      buffer: jpeg,
    });
    await ssn(page).pressSequentially("123456789");
    await ssnConfirm(page).pressSequentially("123456789");
    if (options.position ?? true)
      await page
        .getByRole("checkbox", { name: "Asistente remoto de captura de datos" })
        .check();
  }

  test("an empty form is answered in Spanish: messages, summary and 'Faltan campos obligatorios'", async ({
    page,
  }) => {
    await page.goto(at("/es/verification"));
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveText(
      "Formulario de verificación de empleo",
    );
    await submit(page);
    await expect(toasts(page)).toContainText("Faltan campos obligatorios");
    await expect(toasts(page)).toContainText(
      "Complete todos los campos obligatorios.",
    );
    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("respuestas antes de poder enviar");
    await expect(summary.getByRole("link").first()).toHaveText(
      "Nombre: Este campo es obligatorio",
    );
    await expect(
      page.getByRole("textbox", { name: "Nombre", exact: true }),
    ).toHaveAccessibleDescription("Este campo es obligatorio");
    await expect(
      page.getByLabel("Licencia de conducir (reverso)"),
    ).toHaveAccessibleDescription(
      /Adjunte el reverso de su licencia de conducir/,
    );
    await expect(
      page.getByRole("group", { name: "Puestos de interés" }),
    ).toHaveAccessibleDescription(
      /Seleccione al menos un puesto que le interese\./,
    );
    await expect(page.locator("body")).not.toContainText("This field");
    await expectNoAxeViolations(page);
  });

  test("a complete form shows the Spanish success with its VER- reference, stores the English values and mails the person in Spanish", async ({
    page,
  }) => {
    await page.goto(at("/es/verification"));
    await waitForHydration(page);
    const email = `lucia.${Date.now()}@example.com`;
    await fillValidForm(page, email);
    await submit(page);

    const success = page.getByRole("heading", {
      name: "Formulario de verificación enviado",
    });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expect(
      page
        .getByText(
          "Gracias. Nuestro equipo revisará su información y se comunicará con usted en un plazo de 2 a 3 días hábiles.",
        )
        .first(),
    ).toBeVisible();
    const reference = (await page
      .getByText(/^VER-\d{6}$/)
      .textContent())!.trim();
    await expect(
      toasts(page).filter({ hasText: "Formulario de verificación enviado" }),
    ).toBeVisible();

    const mail = await mailTo(email, reference);
    expect(decodedSubject(mail.headers.get("subject")!)).toBe(
      `Recibimos su formulario de verificación (${reference})`,
    );
    expect(mail.text).toContain(
      "Gracias por enviar su formulario de verificación de empleo.",
    );
    expect(mail.text).not.toContain("Thank you");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's action answers in Spanish, then shows the Spanish success", async ({
      page,
    }) => {
      await page.goto(at("/es/verification"));
      const email = `nojs.lucia.${Date.now()}@example.com`;
      await fillValidForm(page, email, { position: false });
      await page.getByRole("textbox", { name: "Nombre", exact: true }).fill("");
      await page
        .locator("form")
        .evaluate((form: HTMLFormElement) => (form.noValidate = true));
      await submit(page);

      await expect(page).toHaveURL(/\/es\/verification/);
      await expect(
        page
          .getByRole("alert")
          .filter({ hasText: "Faltan campos obligatorios" }),
      ).toBeVisible();
      await expect(errorSummary(page)).toBeInViewport();
      await expect(errorSummary(page).getByRole("link")).toHaveText([
        "Nombre: Este campo es obligatorio",
        "Seleccione al menos un puesto que le interese.",
      ]);
      await expect(
        page.getByRole("textbox", { name: "Apellido", exact: true }),
      ).toHaveValue("Hernández");
      await expect(page.getByRole("combobox", { name: "Estado" })).toHaveValue(
        "NY",
      );
      await expect(ssn(page)).toHaveValue("");

      await fillValidForm(page, email);
      await submit(page);
      await expect(
        page.getByRole("heading", {
          name: "Formulario de verificación enviado",
        }),
      ).toBeVisible();
      const reference = (await page
        .getByText(/^VER-\d{6}$/)
        .textContent())!.trim();
      const mail = await mailTo(email, reference);
      expect(mail.text).toContain("Referencia");
    });
  });
});

test.describe("/es/job/:roleId", () => {
  const ROLE_ID = 4;
  const role = spanishRoles[ROLE_ID]!;
  const submit = (page: Page) =>
    page.getByRole("button", { name: "Enviar solicitud" }).click();
  const pdf = {
    name: "curriculum.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(
      "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n",
    ),
  };

  async function fillFields(page: Page, email: string) {
    await page.getByLabel("Nombre completo").fill("Lucía Hernández");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Número de teléfono").fill("(313) 555-0101");
    await page
      .getByRole("textbox", { name: "Dirección", exact: true })
      .fill("12 Orbit Lane, Detroit, MI 48226");
    await page.getByLabel("Experiencia").selectOption("3-5 años");
    await page
      .getByRole("textbox", { name: "Carta de presentación" })
      .fill("Atendí a clientes durante cuatro años.");
  }

  test("the role and its form are in Spanish, described to search engines in Spanish", async ({
    page,
  }) => {
    await page.goto(at(`/es/job/${ROLE_ID}`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveText(role.title);
    expect(role.title).not.toBe(roles[ROLE_ID]!.title);
    await expect(
      page.getByRole("heading", { name: "Solicite este puesto" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Volver a todos los puestos" }),
    ).toHaveAttribute("href", "/es/explore-roles");
    // Shows the Spanish level, posts the English one.
    await expect(
      page.getByRole("combobox", { name: "Experiencia" }),
    ).toHaveValue("1-2 years");
    await expect(
      page.locator('select[name="experience"] option:checked'),
    ).toHaveText("1-2 años");
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map(
          (node) => JSON.parse(node.textContent!) as Record<string, unknown>,
        ),
      );
    const posting = structured.find((data) => data["@type"] === "JobPosting")!;
    expect(posting).toMatchObject({ title: role.title });
    // The language is the page's (schema.org gives JobPosting no inLanguage).
    expect(
      structured.find((data) => data["@type"] === "WebPage"),
    ).toMatchObject({ inLanguage: "es" });
    expect(new URL(String(posting.url)).pathname).toBe(`/es/job/${ROLE_ID}`);
    expect(String(posting.description)).toContain("<h3>Responsabilidades</h3>");
  });

  test("the Spanish list of roles links to the Spanish job pages", async ({
    page,
  }) => {
    await page.goto(at("/es/explore-roles"));
    const hrefs = await page.locator('a[href*="/job/"]').evaluateAll((nodes) =>
      nodes.map((node) => ({
        href: node.getAttribute("href"),
        hreflang: node.getAttribute("hreflang"),
      })),
    );
    expect(hrefs).toHaveLength(roles.length);
    for (const [index, link] of hrefs.entries())
      expect(link).toEqual({ href: `/es/job/${index}`, hreflang: null });
  });

  test("without a resume: the Spanish 'Falta el currículum' toast", async ({
    page,
  }) => {
    await page.goto(at(`/es/job/${ROLE_ID}`));
    await waitForHydration(page);
    await fillFields(page, "sin-curriculum@example.com");
    await submit(page);
    await expect(toasts(page)).toContainText("Falta el currículum");
    await expect(toasts(page)).toContainText(
      "Adjunte su currículum antes de enviar la solicitud.",
    );
    const resume = page.getByLabel("Currículum");
    await expect(resume).toBeFocused();
    await expect(resume).toHaveAccessibleDescription(
      /Adjunte su currículum antes de enviar la solicitud\.$/,
    );
  });

  test("a complete application shows the Spanish success with its APP- reference and mails the applicant in Spanish", async ({
    page,
  }) => {
    await page.goto(at(`/es/job/${ROLE_ID}`));
    await waitForHydration(page);
    const email = `lucia.app.${Date.now()}@example.com`;
    await fillFields(page, email);
    await page.getByLabel("Currículum").setInputFiles(pdf);
    await submit(page);

    const heading = page.getByRole("heading", {
      name: "Solicitud enviada",
      exact: true,
    });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(toasts(page)).toContainText("Solicitud enviada correctamente");
    await expect(page.locator("section#apply")).toContainText(
      `Gracias por presentar su solicitud para el puesto de ${role.title}.`,
    );
    const reference = (await page
      .locator("section#apply")
      .getByText(/^APP-\d{6}$/)
      .textContent())!.trim();
    await expect(
      page.getByRole("link", { name: "Ver otros puestos" }),
    ).toHaveAttribute("href", "/es/explore-roles");
    await expectNoAxeViolations(page);

    const mail = await mailTo(email, "Recibimos su solicitud");
    expect(decodedSubject(mail.headers.get("subject")!)).toBe(
      `Recibimos su solicitud: ${role.title}`,
    );
    expect(mail.text).toContain(
      `Gracias por presentar su solicitud para el puesto de ${role.title}`,
    );
    expect(mail.text).toContain(reference);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's action names the missing resume in Spanish, then takes the application", async ({
      page,
    }) => {
      await page.goto(at(`/es/job/${ROLE_ID}`));
      const email = `nojs.lucia.app.${Date.now()}@example.com`;
      await fillFields(page, email);
      await page
        .locator("section#apply form")
        .evaluate((form: HTMLFormElement) => (form.noValidate = true));
      await submit(page);
      await expect(page).toHaveURL(new RegExp(`/es/job/${ROLE_ID}`));
      await expect(
        page.getByRole("alert").filter({ hasText: "Falta el currículum" }),
      ).toBeVisible();
      await expect(page.getByLabel("Nombre completo")).toHaveValue(
        "Lucía Hernández",
      );

      await page.getByLabel("Currículum").setInputFiles(pdf);
      await submit(page);
      await expect(
        page.getByRole("heading", { name: "Solicitud enviada", exact: true }),
      ).toBeVisible();
      await expect(
        page.locator("section#apply").getByText(/^APP-\d{6}$/),
      ).toBeVisible();
      await mailTo(email, "Recibimos su solicitud");
    });
  });
});
