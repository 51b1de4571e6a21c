import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formMessages } from "#app/content/forms.ts";
import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import { claimForm } from "#server/forms/claim.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { formRequest, samplePdf } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

// Disk full (issue 13): a 2 MB tmpfs mounted over the upload folder
// (DATA_DIR/tmp), then over the claims store (DATA_DIR/storage/claims), and
// a claim posted with a 3 MB document. Mounting needs root; without it the
// tests skip.
const env = useSubmissionEnvironment();

const valid = {
  claimType: "home",
  policyNumber: "HL-7654321",
  incidentDate: "2026-01-15",
  description: "Hail broke the skylight; the document is the roofer's report.",
  claimantName: "Dorothy Vaughan",
  claimantEmail: "dorothy.full@example.com",
  agreement: "on",
};

/** A PDF of `bytes` bytes: the signature, padding, the end marker. */
function pdfOf(bytes: number): File {
  const head = samplePdf();
  const body = new Uint8Array(bytes);
  body.set(head);
  body.fill(0x20, head.length, bytes - 6);
  body.set(new TextEncoder().encode("%%EOF\n"), bytes - 6);
  return new File([body], "report.pdf", { type: "application/pdf" });
}

let client = 0;
const post = (document: File, description = valid.description) =>
  handleForm(
    {
      request: formRequest("http://localhost/file-a-claim", [
        ...Object.entries({ ...valid, description }),
        ["documents", document],
      ]),
      context: formContext(env.services, `203.0.113.${++client}`),
    },
    claimForm,
  );

const claimRows = (description: string) =>
  env.database.db
    .selectFrom("claims")
    .select("id")
    .where("description", "=", description)
    .execute();

const filesUnder = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;
  } catch {
    return 0;
  }
};

const mounted: string[] = [];
function mountSmallDisk(dir: string): boolean {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const result = spawnSync(
    "mount",
    ["-t", "tmpfs", "-o", "size=2m,mode=0700", "tmpfs", dir],
    { stdio: "ignore" },
  );
  if (result.status !== 0) return false;
  mounted.push(dir);
  return true;
}
function unmount(dir: string) {
  spawnSync("umount", [dir], { stdio: "ignore" });
  mounted.splice(mounted.indexOf(dir), 1);
}
afterAll(() => {
  for (const dir of [...mounted]) unmount(dir);
});

describe.each([
  { place: "the upload folder", folder: "tmp" },
  { place: "the claims store", folder: path.join("storage", "claims") },
])("disk full on $place", ({ folder }) => {
  let dir = "";
  let ready = false;
  beforeAll(() => {
    dir = path.join(env.database.dataDir, folder);
    ready = mountSmallDisk(dir);
  });
  afterAll(() => {
    if (ready) unmount(dir);
  });

  it("answers 507 with a readable message, keeps what was typed and stores nothing", async (context) => {
    if (!ready) context.skip("cannot mount a tmpfs here (needs root)");
    const description = `${valid.description} (${folder}, too large for the disk)`;
    const answer = await post(pdfOf(3 * MEGABYTE), description);
    expect(answer.status).toBe(507);
    expect(answer.result).toMatchObject({
      ok: false,
      toast: formMessages.storageFull,
      values: { description, claimantEmail: valid.claimantEmail },
    });
    expect(await claimRows(description)).toEqual([]);
    // Nothing half-stored: no document, no leftover upload.
    expect(
      filesUnder(path.join(env.database.dataDir, "storage", "claims")),
    ).toBe(0);
    expect(filesUnder(path.join(env.database.dataDir, "tmp"))).toBe(0);
  });

  it("takes a small document on the same disk afterwards", async (context) => {
    if (!ready) context.skip("cannot mount a tmpfs here (needs root)");
    const description = `${valid.description} (${folder}, small)`;
    const answer = await post(pdfOf(64 * 1024), description);
    expect(answer.status).toBe(200);
    expect(answer.result.ok).toBe(true);
    expect(await claimRows(description)).toHaveLength(1);
  });
});
