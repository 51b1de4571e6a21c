import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

import type { Page } from "@playwright/test";

import { samplePdf } from "../helpers/files";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect,
  logLines,
  test,
  type ServerProcess,
} from "./helpers/own-server";

/**
 * A server started with SCAN_COMMAND: a stand-in scanner (a Node script)
 * that fails any file holding the EICAR test string's name. A claim whose
 * document it fails is held with a clear message, keeps what was typed and
 * stores nothing; sent again with a clean document, it is taken.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });
// Started below, with the scanner written first.
test.use({ ownServerOptions: {} });

const EICAR_MARK = ["EICAR", "STANDARD", "ANTIVIRUS", "TEST", "FILE"].join("-");
const held = "Files Not Checked";
const heldDescription =
  "We could not check your files for viruses just now, so your form has not been sent yet. Your details are kept: please choose your files again and send the form in a few minutes. If it happens again, try another copy of the file, or contact us.";
const description = "Hail broke two skylights and damaged the roof shingles.";
const confirmation =
  "I confirm that all information provided is accurate and complete to the best of my knowledge.";

let scannerDir: string;
let server: ServerProcess;
test.beforeAll(async ({ startOwnServer }) => {
  scannerDir = mkdtempSync(path.join(tmpdir(), "harborline-e2e-scanner-"));
  const script = path.join(scannerDir, "scanner.mjs");
  writeFileSync(
    script,
    `import { readFileSync } from "node:fs";
const file = process.argv.at(-1);
if (readFileSync(file).includes(${JSON.stringify(EICAR_MARK)})) {
  console.log(file + ": Eicar-Test-Signature FOUND");
  process.exit(1);
}
`,
  );
  server = await startOwnServer({
    env: { SCAN_COMMAND: `"${process.execPath}" "${script}"` },
  });
});
test.afterAll(() => {
  rmSync(scannerDir, { recursive: true, force: true });
});

const estimate = (content: string) => ({
  name: "roof-estimate.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(content),
});
const infected = estimate(`%PDF-1.4\n% ${EICAR_MARK}\n%%EOF\n`);
const clean = estimate(Buffer.from(samplePdf()).toString("latin1"));

async function fillClaim(page: Page, policy: string) {
  await page.getByLabel("Claim Type").selectOption("home");
  await page.locator("#claim-form").getByLabel("Policy Number").fill(policy);
  await page.getByLabel("Date of Incident").fill("2026-01-10");
  await page.getByLabel("Incident Description").fill(description);
  await page.getByLabel("Full Name").fill("Dorothy Vaughan");
  await page.getByLabel("Email Address").fill("dorothy@example.com");
  await page.getByRole("checkbox", { name: confirmation }).check();
}

const claimsFor = (policy: string) => {
  const db = new DatabaseSync(path.join(server.dataDir, "app.db"), {
    readOnly: true,
  });
  try {
    return db
      .prepare("select reference from claims where policy_number = ?")
      .all(policy);
  } finally {
    db.close();
  }
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a document the scanner fails holds the claim with a clear message, keeping what was typed", async ({
      page,
    }) => {
      await actAsNewClient(page);
      await page.goto(`${server.url}/file-a-claim`);
      if (javaScriptEnabled) await waitForHydration(page);
      const policy = `HL-${String(Date.now()).slice(-7)}`;
      await fillClaim(page, policy);
      await page.getByLabel("Supporting Documents").setInputFiles([infected]);
      await page.getByRole("button", { name: "Submit Claim" }).click();

      const message = javaScriptEnabled
        ? page.locator("[data-sonner-toast]")
        : page.getByRole("alert").filter({ hasText: held });
      await expect(message).toContainText(held);
      await expect(message).toContainText(heldDescription);
      await expect(
        page.getByLabel("Supporting Documents"),
      ).toHaveAccessibleDescription(
        /We could not check this file for viruses just now/,
      );
      await expect(
        page.locator("#claim-form").getByLabel("Policy Number"),
      ).toHaveValue(policy);
      await expect(page.getByLabel("Incident Description")).toHaveValue(
        description,
      );
      expect(claimsFor(policy)).toEqual([]);
      expect(
        logLines(server).some(
          (line) =>
            line.event === "upload.scan.held" && line.field === "documents",
        ),
      ).toBe(true);

      // Sent again with a clean copy, the claim is taken.
      await page.getByLabel("Supporting Documents").setInputFiles([clean]);
      await page.getByRole("checkbox", { name: confirmation }).check();
      await page.getByRole("button", { name: "Submit Claim" }).click();
      const success = (
        javaScriptEnabled
          ? page.locator("[data-sonner-toast]")
          : page.getByRole("region", { name: "Claim Submitted Successfully" })
      ).filter({ hasText: "Claim Submitted Successfully" });
      await expect(success).toBeVisible();
      expect(claimsFor(policy)).toHaveLength(1);
    });
  });
}
