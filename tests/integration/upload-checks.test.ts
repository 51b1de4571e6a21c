import { createHash } from "node:crypto";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";

import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ScanCommand } from "#server/config.ts";
import { claimForm } from "#server/forms/claim.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { verificationForm } from "#server/forms/verification.ts";
import { readDocument } from "#server/storage/documents.ts";
import { scanFile } from "#server/uploads/scan.ts";
import {
  sweepStaleUploads,
  uploadTempDir,
} from "#server/uploads/temp-files.ts";
import { formRequest, samplePdf, samplePng } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { pixelsOf } from "../helpers/images.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * What happens to an upload between the body and storage (issue item 7):
 * photos lose their metadata, SCAN_COMMAND holds a file it does not pass,
 * and no temporary file outlives its request.
 */
const env = useSubmissionEnvironment();

// ---- the forms, posted as a browser posts them ------------------------------

const claim = {
  claimType: "home",
  policyNumber: "HL-1234567",
  incidentDate: "2026-01-15",
  description: "A tree fell on the garage roof during the storm last night.",
  claimantName: "Dorothy Vaughan",
  claimantEmail: "dorothy@example.com",
  claimantPhone: "313-555-0199",
  agreement: "on",
};
const verification = {
  firstName: "Mary",
  lastName: "Jackson",
  email: "mary@example.com",
  phone: "313-555-0102",
  streetAddress: "1 Wind Tunnel Rd",
  city: "Detroit",
  state: "MI",
  zipCode: "48226",
  bankName: "Great Lakes Credit Union",
  creditScore: "742",
  ssn: "123-45-6789",
  ssnConfirm: "123456789",
  selectedPositions: "Remote Data Entry Assistant",
};

const file = (name: string, bytes: Uint8Array, type = "") =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

/** Log lines of the services a test posts with, parsed. */
const logs: Array<Record<string, unknown>> = [];
const logger = pino(
  { level: "info" },
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString("utf8").split("\n"))
        if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  }),
);

/** The test's services, with SCAN_COMMAND set to `scanCommand`, logging into `logs`. */
const servicesWith = (scanCommand?: ScanCommand) => ({
  ...env.services,
  logger,
  config: { ...env.services.config, scanCommand },
});

let client = 0;
const postClaim = (documents: File[], scanCommand?: ScanCommand) => {
  const entries: Array<[string, string | File]> = Object.entries(claim);
  for (const document of documents) entries.push(["documents", document]);
  return handleForm(
    {
      request: formRequest("http://localhost/file-a-claim", entries),
      context: formContext(servicesWith(scanCommand), `203.0.113.${++client}`),
    },
    claimForm,
  );
};
const postVerification = (front: File, back: File, scanCommand?: ScanCommand) =>
  handleForm(
    {
      request: formRequest("http://localhost/verification", [
        ...Object.entries(verification),
        ["driversLicenseFront", front],
        ["driversLicenseBack", back],
      ]),
      context: formContext(servicesWith(scanCommand), `198.51.100.${++client}`),
    },
    verificationForm,
  );

/** The plain bytes of every document of the claim with this reference, by file name. */
async function claimDocuments(reference: string) {
  const { db } = env.database;
  const rows = await db
    .selectFrom("claim_files")
    .innerJoin("claims", "claims.id", "claim_files.claim_id")
    .select(["file_name", "storage_key", "size_bytes"])
    .where("claims.reference", "=", reference)
    .execute();
  const documents = new Map<string, Buffer>();
  for (const row of rows) {
    const plain = (await readDocument(
      env.services,
      "claims",
      row.storage_key,
    ))!;
    expect(Number(row.size_bytes)).toBe(plain.length);
    documents.set(row.file_name, plain);
  }
  return documents;
}

const storedFileCount = () => {
  const root = path.join(env.database.dataDir, "storage");
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile(),
  ).length;
};
const claimCount = async () =>
  (await env.database.db.selectFrom("claims").select("id").execute()).length;

/** No temporary upload outlives its request, whatever the answer. */
function expectNoTemporaryFiles() {
  const dir = uploadTempDir(env.database.dataDir);
  expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
}

// ---- photos with metadata ---------------------------------------------------

const CAMERA = "HarborlineTestCam";
const GPS_DATUM = "WGS-84";
const XMP_MARK = "exif:GPSLatitude";

/**
 * A 32 x 16 photo, left half red and right half blue, taken by a camera
 * held on its side (EXIF orientation 6: shown turned a quarter clockwise,
 * 16 x 32, red on top), carrying the camera's name, GPS coordinates and an
 * XMP packet that repeats them.
 */
async function photoWithMetadata(format: "jpeg" | "png"): Promise<Buffer> {
  const red = await sharp({
    create: { width: 16, height: 16, channels: 3, background: "#d00000" },
  })
    .png()
    .toBuffer();
  const image = sharp({
    create: { width: 32, height: 16, channels: 3, background: "#0000d0" },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: CAMERA, Model: "HT-1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 26/1 46/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "79/1 58/1 56/1",
        GPSMapDatum: GPS_DATUM,
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" ${XMP_MARK}="40,26.7667N"/></rdf:RDF></x:xmpmeta>`,
    );
  return format === "jpeg" ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A plain photo, as an editor exports it: nothing but pixels. */
async function plainPhoto(format: "jpeg" | "png"): Promise<Buffer> {
  const image = sharp({
    create: { width: 24, height: 12, channels: 3, background: "#2060a0" },
  });
  return format === "jpeg" ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** A PNG whose header declares 10,000 x 10,000 pixels: a decompression bomb's shape. */
function hugePng(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(10_000, 0);
  header.writeUInt32BE(10_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(10_001))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

describe("photos lose their metadata before they are encrypted", () => {
  it.each(["jpeg", "png"] as const)(
    "a %s holding nothing but pixels is stored byte for byte as it was sent; with a comment or bytes after its end it is rewritten",
    async (format) => {
      const plain = await plainPhoto(format);
      const described = sharp(plain)
        .withMetadata()
        .withExif({ IFD0: { ImageDescription: "Kitchen, 12 Elm St" } });
      const commented = await (
        format === "jpeg" ? described.jpeg() : described.png()
      ).toBuffer();
      const appended = Buffer.concat([plain, Buffer.from("<?php echo 1; ?>")]);
      const ext = format === "jpeg" ? "jpg" : "png";
      const answer = await postClaim([
        file(`plain.${ext}`, plain, `image/${format}`),
        file(`described.${ext}`, commented, `image/${format}`),
        file(`appended.${ext}`, appended, `image/${format}`),
      ]);
      expect(answer.status).toBe(200);
      if (!answer.result.ok) throw new Error("the claim was refused");
      const documents = await claimDocuments(answer.result.reference!);
      expect(documents.get(`plain.${ext}`)!.equals(plain)).toBe(true);
      const rewritten = documents.get(`described.${ext}`)!;
      expect(rewritten.equals(commented)).toBe(false);
      expect(rewritten.includes("Elm St")).toBe(false);
      const cut = documents.get(`appended.${ext}`)!;
      expect(cut.includes("<?php")).toBe(false);
      expectNoTemporaryFiles();
    },
  );

  it.each(["jpeg", "png"] as const)(
    "a %s carrying EXIF, GPS and XMP is stored without any of it, turned the way it looked",
    async (format) => {
      const original = await photoWithMetadata(format);
      // The fixture carries what must go.
      const before = await sharp(original).metadata();
      expect(before.orientation).toBe(6);
      expect(before.exif?.includes(GPS_DATUM)).toBe(true);
      expect(before.exif?.includes(CAMERA)).toBe(true);
      expect(before.xmp?.includes(XMP_MARK)).toBe(true);

      const name = format === "jpeg" ? "roof.jpg" : "roof.png";
      const answer = await postClaim([
        file(name, original, `image/${format}`),
        file("estimate.pdf", samplePdf(), "application/pdf"),
      ]);
      expect(answer.status).toBe(200);
      if (!answer.result.ok) throw new Error("the claim was refused");
      const documents = await claimDocuments(answer.result.reference!);
      const stored = documents.get(name)!;

      // Decrypted, the photo has no EXIF (camera, GPS, orientation), XMP,
      // IPTC or ICC profile, and none of their text is anywhere in it.
      const after = await sharp(stored).metadata();
      expect(after.format).toBe(format);
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      for (const text of [CAMERA, GPS_DATUM, XMP_MARK, "Exif\u0000"])
        expect(stored.includes(text), text).toBe(false);

      // Turned as the camera meant it: 16 wide, 32 high, red above blue.
      expect([after.width, after.height]).toEqual([16, 32]);
      const pixels = await pixelsOf(stored);
      const at = (x: number, y: number) =>
        [...pixels.subarray((y * 16 + x) * 3, (y * 16 + x) * 3 + 3)] as const;
      const [r1, , b1] = at(8, 4);
      const [r2, , b2] = at(8, 27);
      expect(r1).toBeGreaterThan(150);
      expect(b1).toBeLessThan(60);
      expect(b2).toBeGreaterThan(150);
      expect(r2).toBeLessThan(60);
      // A PNG stays lossless: the very pixels a viewer showed.
      if (format === "png")
        expect(pixels.equals(await pixelsOf(original))).toBe(true);

      // PDFs are not re-encoded: stored as they came.
      expect(documents.get("estimate.pdf")).toEqual(Buffer.from(samplePdf()));
      expectNoTemporaryFiles();
    },
  );

  it("refuses an image that cannot be decoded, keeping what was typed and storing nothing", async () => {
    const before = storedFileCount();
    const claims = await claimCount();
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6]);
    const answer = await postClaim([file("roof.jpg", broken, "image/jpeg")]);
    expect(answer.status).toBe(415);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: {
        documents:
          "This image could not be read. Please send another copy as JPG or PNG, or a PDF.",
      },
      values: {
        description: claim.description,
        claimantName: "Dorothy Vaughan",
      },
      toast: { type: "error", title: "Upload Failed" },
    });
    expect(storedFileCount()).toBe(before);
    expect(await claimCount()).toBe(claims);
    expectNoTemporaryFiles();
  });

  it("refuses an image that declares more than 50 megapixels before decoding it", async () => {
    const answer = await postClaim([file("map.png", hugePng(), "image/png")]);
    expect(answer.status).toBe(413);
    expect(answer.result).toMatchObject({
      ok: false,
      fieldErrors: {
        documents:
          "This image is larger than 50 megapixels. Please send a smaller copy.",
      },
    });
    expectNoTemporaryFiles();
  });
});

// ---- SCAN_COMMAND -----------------------------------------------------------

/** The marker the stand-in scanner looks for: the EICAR test string's name, built so no scanner flags this file. */
const EICAR_MARK = ["EICAR", "STANDARD", "ANTIVIRUS", "TEST", "FILE"].join("-");

let scannerDir: string;
/** What the stand-in scanner saw: one line per run. */
const scans = () =>
  existsSync(path.join(scannerDir, "scans.log"))
    ? readFileSync(path.join(scannerDir, "scans.log"), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { args: string[]; sha256: string })
    : [];
/**
 * A real scanner stand-in, run as SCAN_COMMAND is: a Node script that
 * records its arguments and the SHA-256 of the file it was given (its last
 * argument), prints a verdict as clamdscan does, and exits 1 for a file
 * holding the marker, 0 otherwise.
 */
const scanner = (): ScanCommand => ({
  program: process.execPath,
  args: [path.join(scannerDir, "scanner.mjs"), "--no-summary"],
});

beforeAll(() => {
  scannerDir = mkdtempSync(path.join(tmpdir(), "harborline-scanner-"));
  writeFileSync(
    path.join(scannerDir, "scanner.mjs"),
    `import { appendFileSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
const file = process.argv.at(-1);
const bytes = readFileSync(file);
appendFileSync(${JSON.stringify(path.join(scannerDir, "scans.log"))}, JSON.stringify({
  args: process.argv.slice(2),
  sha256: createHash("sha256").update(bytes).digest("hex"),
}) + "\\n");
if (bytes.includes(${JSON.stringify(EICAR_MARK)})) {
  console.log(file + ": Eicar-Test-Signature FOUND");
  process.exit(1);
}
console.log(file + ": OK");
`,
  );
  writeFileSync(
    path.join(scannerDir, "slow.mjs"),
    "setTimeout(() => {}, 30_000);\n",
  );
});
afterAll(() => rmSync(scannerDir, { recursive: true, force: true }));

const sha256 = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");

describe("SCAN_COMMAND", () => {
  it("runs on each upload as it arrived, its path last, before the photo is cleaned and anything stored", async () => {
    rmSync(path.join(scannerDir, "scans.log"), { force: true });
    logs.length = 0;
    const photo = await photoWithMetadata("jpeg");
    const answer = await postVerification(
      file("front.jpg", photo, "image/jpeg"),
      file("back.pdf", samplePdf(), "application/pdf"),
      scanner(),
    );
    expect(answer.status).toBe(200);
    expect(answer.result.ok).toBe(true);

    const seen = scans();
    expect(seen).toHaveLength(2);
    // The bytes as sent (EXIF and all), not the cleaned copy.
    expect(seen.map((scan) => scan.sha256)).toEqual([
      sha256(photo),
      sha256(samplePdf()),
    ]);
    for (const scan of seen) {
      expect(scan.args[0]).toBe("--no-summary");
      expect(path.dirname(scan.args.at(-1)!)).toBe(
        uploadTempDir(env.database.dataDir),
      );
      // A server-made name: the person's file name never reaches the scanner.
      expect(path.basename(scan.args.at(-1)!)).toMatch(
        /^[0-9a-f-]{36}\.upload$/,
      );
    }
    const clean = logs.filter((line) => line.event === "upload.scan.clean");
    expect(clean.map((line) => line.field)).toEqual([
      "driversLicenseFront",
      "driversLicenseBack",
    ]);
    expectNoTemporaryFiles();
  });

  it("holds a submission whose file it does not pass: nothing stored, a clear message, what was typed kept", async () => {
    rmSync(path.join(scannerDir, "scans.log"), { force: true });
    logs.length = 0;
    const before = storedFileCount();
    const claims = await claimCount();
    const infected = new TextEncoder().encode(
      `%PDF-1.4\n% an estimate that carries ${EICAR_MARK}\n%%EOF\n`,
    );
    const answer = await postClaim(
      [
        file("roof.png", samplePng(), "image/png"),
        file("estimate.pdf", infected, "application/pdf"),
      ],
      scanner(),
    );
    expect(answer.status).toBe(503);
    expect(answer.result).toEqual({
      form: "claim",
      ok: false,
      fieldErrors: {
        documents:
          "We could not check this file for viruses just now. Please choose it again and send the form in a few minutes.",
      },
      values: claim,
      toast: {
        type: "error",
        title: "Files Not Checked",
        description:
          "We could not check your files for viruses just now, so your form has not been sent yet. Your details are kept: please choose your files again and send the form in a few minutes. If it happens again, try another copy of the file, or contact us.",
      },
    });
    // Both files were scanned; neither was stored, no row was written.
    expect(scans()).toHaveLength(2);
    expect(storedFileCount()).toBe(before);
    expect(await claimCount()).toBe(claims);
    expectNoTemporaryFiles();

    // The log says which field, how and what the scanner said; never the
    // file's contents or its name.
    const held = logs.find((line) => line.event === "upload.scan.held");
    expect(held).toMatchObject({
      level: 40,
      field: "documents",
      type: "pdf",
      size: infected.length,
      reason: "exit",
      exitCode: 1,
    });
    expect(String(held!.report)).toContain("Eicar-Test-Signature FOUND");
    const everything = JSON.stringify(logs);
    expect(everything).not.toContain("an estimate that carries");
    expect(everything).not.toContain("estimate.pdf");
  });

  it("holds the submission when the scanner cannot be started", async () => {
    logs.length = 0;
    const claims = await claimCount();
    const answer = await postClaim(
      [file("estimate.pdf", samplePdf(), "application/pdf")],
      { program: path.join(scannerDir, "no-such-scanner"), args: [] },
    );
    expect(answer.status).toBe(503);
    expect(answer.result.toast?.title).toBe("Files Not Checked");
    expect(await claimCount()).toBe(claims);
    expect(
      logs.find((line) => line.event === "upload.scan.held"),
    ).toMatchObject({ reason: "spawn", exitCode: null });
    expectNoTemporaryFiles();
  });

  it("stops a scanner that does not answer in time, and does not count it as clean", async () => {
    const target = path.join(scannerDir, "target.pdf");
    writeFileSync(target, samplePdf());
    const outcome = await scanFile(
      { program: process.execPath, args: [path.join(scannerDir, "slow.mjs")] },
      target,
      { timeoutMs: 300 },
    );
    expect(outcome).toMatchObject({
      clean: false,
      reason: "timeout",
      signal: "SIGKILL",
    });
    expect(outcome.durationMs).toBeLessThan(5_000);
  });

  it("passes a path with spaces or quotes as one argument, through no shell", async () => {
    const odd = path.join(scannerDir, "a b 'c' $(touch pwned).pdf");
    writeFileSync(odd, samplePdf());
    rmSync(path.join(scannerDir, "scans.log"), { force: true });
    const outcome = await scanFile(scanner(), odd);
    expect(outcome.clean).toBe(true);
    expect(scans()[0]!.args.at(-1)).toBe(odd);
    expect(existsSync(path.join(scannerDir, "pwned"))).toBe(false);
    expect(existsSync("pwned")).toBe(false);
  });
});

// ---- temporary files ----------------------------------------------------------

describe("temporary upload files", () => {
  it("are removed after every answer: stored, refused by the form's checks, or refused as files", async () => {
    expect((await postClaim([file("roof.png", samplePng())])).status).toBe(200);
    expectNoTemporaryFiles();
    const invalid = await handleForm(
      {
        request: formRequest("http://localhost/file-a-claim", [
          ...Object.entries({ ...claim, policyNumber: "" }),
          ["documents", file("roof.png", samplePng())],
        ]),
        context: formContext(env.services, `192.0.2.${++client}`),
      },
      claimForm,
    );
    expect(invalid.status).toBe(400);
    expectNoTemporaryFiles();
    const wrongType = await postClaim([
      file("roof.png", samplePng()),
      file("notes.pdf", samplePng()),
    ]);
    expect(wrongType.status).toBe(415);
    expectNoTemporaryFiles();
  });

  it("left by a process that stopped mid-request are swept when they are an hour old", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "harborline-sweep-"));
    const old = path.join(dir, `${crypto.randomUUID()}.upload`);
    const recent = path.join(dir, `${crypto.randomUUID()}.upload`);
    const notOurs = path.join(dir, "keep-me.txt");
    for (const name of [old, recent, notOurs]) writeFileSync(name, "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    utimesSync(notOurs, twoHoursAgo, twoHoursAgo);
    expect(await sweepStaleUploads(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(
      [path.basename(recent), "keep-me.txt"].sort(),
    );
    expect(await sweepStaleUploads(path.join(dir, "missing"))).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });
});
