import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";

import { describe, expect, it } from "vitest";

import { fileRules, MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import { isPlainFileName } from "#server/uploads/file-name.ts";
import {
  parseForm,
  readTextFields,
  UploadError,
} from "#server/uploads/multipart.ts";
import type { TempFiles } from "#server/uploads/temp-files.ts";
import {
  formRequest,
  sampleDocx,
  sampleExecutable,
  samplePdf,
  samplePng,
} from "../helpers/files.ts";
import { filesLeftIn, testTempFiles } from "../helpers/temp-files.ts";
import { wordDocumentParts, zipArchive } from "../helpers/zip.ts";

const url = "http://localhost/upload";
const resumeOnly = { resume: fileRules.resume };

async function uploadError(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

/** Parses with file rules into a fresh temporary directory (returned, to look into). */
function parse(
  request: Request,
  rules: Parameters<typeof parseForm>[1] = resumeOnly,
): { temp: TempFiles; parsed: ReturnType<typeof parseForm> } {
  const temp = testTempFiles();
  return { temp, parsed: parseForm(request, rules, temp) };
}

/** The refusal of a parse, and that it left no file behind. */
async function refusedLeavingNothing(request: Request, rules = resumeOnly) {
  const { temp, parsed } = parse(request, rules);
  const error = await uploadError(parsed);
  expect(filesLeftIn(temp)).toEqual([]);
  return error;
}

const resumeRequest = (bytes: Uint8Array, name: string) =>
  formRequest(url, [
    ["resume", new File([bytes as Uint8Array<ArrayBuffer>], name)],
  ]);

/**
 * A multipart body streamed in 1 MB chunks, counting how much the parser
 * pulled. The file starts with `start` (a PDF's signature by default); with
 * `abortAfter`, the stream fails after that many bytes, as a client that
 * goes away.
 */
function streamedUpload(
  fileBytes: number,
  declareLength: boolean,
  options: { start?: string; abortAfter?: number } = {},
) {
  const boundary = "----test-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${options.start ?? "%PDF-"}`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(MEGABYTE).fill(0x41);
  let sent = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      if (options.abortAfter !== undefined && sent >= options.abortAfter) {
        controller.error(new Error("The client went away"));
        return;
      }
      if (sent >= fileBytes) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
      pulled += chunk.length;
    },
  });
  const headers: Record<string, string> = {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  };
  if (declareLength)
    headers["content-length"] = String(head.length + fileBytes + tail.length);
  const request = new Request(url, {
    method: "POST",
    body: stream,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("streaming form parser", () => {
  it("reads fields and a valid file, typed by its bytes, into a private temporary file", async () => {
    const { temp, parsed } = parse(
      formRequest(url, [
        ["fullName", "Ada Lovelace"],
        [
          "resume",
          new File([samplePdf()], "Ada CV.pdf", {
            type: "application/octet-stream",
          }),
        ],
      ]),
    );
    const form = await parsed;
    expect(form.fields.get("fullName")).toEqual(["Ada Lovelace"]);
    expect(form.files).toHaveLength(1);
    const [file] = form.files;
    expect(file).toMatchObject({
      fieldName: "resume",
      fileName: "Ada CV.pdf",
      contentType: "application/pdf",
      type: "pdf",
      size: samplePdf().length,
    });
    // Its bytes are on disk, under a name of the server's, readable by us only.
    expect(path.dirname(file!.path)).toBe(temp.directory);
    expect(path.basename(file!.path)).toMatch(/^[0-9a-f-]{36}\.upload$/);
    expect(readFileSync(file!.path).equals(Buffer.from(samplePdf()))).toBe(
      true,
    );
    expect(statSync(file!.path).mode & 0o777).toBe(0o600);
    expect(statSync(temp.directory).mode & 0o777).toBe(0o700);
    await temp.removeAll();
    expect(filesLeftIn(temp)).toEqual([]);
  });

  it("skips a file input left empty", async () => {
    const { parsed } = parse(formRequest(url, [["resume", new File([], "")]]));
    expect((await parsed).files).toEqual([]);
  });

  it("will not read files without a place to put them", async () => {
    await expect(
      parseForm(resumeRequest(samplePdf(), "cv.pdf"), resumeOnly),
    ).rejects.toThrow("a place for the files");
  });

  it("refuses a program renamed to .pdf with the spec's message", async () => {
    const error = await refusedLeavingNothing(
      resumeRequest(sampleExecutable(), "cv.pdf"),
    );
    expect(error.status).toBe(415);
    expect(error.message).toBe(
      "Invalid file type. Accepted types: .pdf, .doc, .docx",
    );
    expect(error.fieldName).toBe("resume");
  });

  it("refuses a PNG named .pdf, and an extension not on the list", async () => {
    expect(
      (await refusedLeavingNothing(resumeRequest(samplePng(), "cv.pdf")))
        .status,
    ).toBe(415);
    expect(
      (await refusedLeavingNothing(resumeRequest(samplePdf(), "cv.exe")))
        .status,
    ).toBe(415);
  });

  it("refuses an empty file", async () => {
    const error = await refusedLeavingNothing(
      resumeRequest(new Uint8Array(), "cv.pdf"),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("The file is empty");
  });

  it("refuses a file over its limit with the spec's message, and removes what it wrote", async () => {
    const big = new Uint8Array(5 * MEGABYTE + 1);
    big.set(samplePdf());
    const error = await refusedLeavingNothing(resumeRequest(big, "cv.pdf"));
    expect(error.status).toBe(413);
    expect(error.message).toBe("File size exceeds 5MB limit");
  });

  it("stops reading a 60 MB body of unknown length soon after the file limit", async () => {
    const upload = streamedUpload(60 * MEGABYTE, false);
    const error = await refusedLeavingNothing(upload.request);
    expect(error.status).toBe(413);
    expect(error.message).toBe("File size exceeds 5MB limit");
    expect(upload.pulled()).toBeLessThan(10 * MEGABYTE);
  });

  it("refuses a file by its leading bytes as soon as they arrive, not at its end", async () => {
    const upload = streamedUpload(60 * MEGABYTE, false, { start: "MZ\x90" });
    const error = await refusedLeavingNothing(upload.request);
    expect(error.status).toBe(415);
    expect(error.message).toBe(
      "Invalid file type. Accepted types: .pdf, .doc, .docx",
    );
    // A few chunks in flight, well before the 5 MB limit, let alone its end.
    expect(upload.pulled()).toBeLessThan(5 * MEGABYTE);
  });

  it("removes a half-written file when the client goes away", async () => {
    const upload = streamedUpload(4 * MEGABYTE, false, {
      abortAfter: 2 * MEGABYTE,
    });
    const error = await refusedLeavingNothing(upload.request);
    expect(error.status).toBe(400);
    expect(error.message).toBe("The upload was interrupted");
  });

  it("keeps only what streams through: a 4 MB file is never whole in memory", async () => {
    const upload = streamedUpload(4 * MEGABYTE, false);
    const { temp, parsed } = parse(upload.request);
    const [file] = (await parsed).files;
    expect(file!.size).toBe(4 * MEGABYTE + "%PDF-".length);
    expect(statSync(file!.path).size).toBe(file!.size);
    await temp.removeAll();
  });

  it("refuses names that try paths, files for unknown fields, and too many files", async () => {
    const traversal = await refusedLeavingNothing(
      resumeRequest(samplePdf(), "../../etc/passwd.pdf"),
    );
    expect(traversal.status).toBe(400);
    const unexpected = await refusedLeavingNothing(
      formRequest(url, [["avatar", new File([samplePng()], "a.png")]]),
    );
    expect(unexpected.status).toBe(400);
    const many = await refusedLeavingNothing(
      formRequest(url, [
        ["resume", new File([samplePdf()], "a.pdf")],
        ["resume", new File([samplePdf()], "b.pdf")],
      ]),
    );
    expect(many.status).toBe(413);
  });

  it("normalises file names: NFC, no control, bidirectional or invisible characters", async () => {
    const nameOf = async (sent: string) => {
      const { temp, parsed } = parse(resumeRequest(samplePdf(), sent));
      const [file] = (await parsed).files;
      await temp.removeAll();
      return file!.fileName;
    };
    // "é" sent decomposed (e + U+0301), as macOS names files.
    expect(await nameOf("Re\u0301sume\u0301 2026.pdf")).toBe("Résumé 2026.pdf");
    expect(await nameOf("cv\u200b\u2066.pdf")).toBe("cv.pdf");
    expect(await nameOf("  \ufeffcv.pdf  ")).toBe("cv.pdf");
    expect(await nameOf("\u202e.pdf")).toBe("document.pdf");
    // Reads "invoiceexe.pdf" on screen; is a program's name once cleaned.
    const spoof = await refusedLeavingNothing(
      resumeRequest(samplePdf(), "invoice\u202efdp.exe"),
    );
    expect(spoof.status).toBe(415);
  });

  it("reads url-encoded forms too", async () => {
    const request = new Request(url, {
      method: "POST",
      body: new URLSearchParams({
        email: "ada@example.com",
        message: "Hello there!",
      }),
    });
    const form = await parseForm(request);
    expect(form.fields.get("email")).toEqual(["ada@example.com"]);
  });

  it("takes a Word document whose directory holds word/document.xml", async () => {
    const { temp, parsed } = parse(resumeRequest(sampleDocx(), "cv.docx"));
    const [file] = (await parsed).files;
    expect(file).toMatchObject({
      type: "docx",
      contentType:
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
    await temp.removeAll();
  });

  it.each([
    [
      "more than 1,000 parts",
      zipArchive([
        ...wordDocumentParts,
        ...Array.from({ length: 999 }, (_, i) => ({
          name: `word/media/p${i}.xml`,
          data: "x",
        })),
      ]),
      "This Word document is made of more than 1,000 parts, far more than a resume needs. Please save it again, or send a PDF.",
    ],
    [
      "more than 50 MB unpacked (a ZIP bomb's directory)",
      zipArchive([
        ...wordDocumentParts,
        { name: "word/media/bomb.bin", data: "0", declaredSize: 51 * MEGABYTE },
      ]),
      "This Word document unpacks to more than 50 MB, far more than a resume needs. Please save a smaller copy, or send a PDF.",
    ],
    [
      "a ZIP archive without word/document.xml",
      zipArchive([{ name: "setup.exe", data: "MZ" }]),
      "This file could not be opened as a Word document. Please save it again as .docx, or send a PDF.",
    ],
    [
      "a ZIP signature and nothing of a ZIP after it",
      new TextEncoder().encode("PK\u0003\u0004 and then no archive at all"),
      "This file could not be opened as a Word document. Please save it again as .docx, or send a PDF.",
    ],
    [
      "a part named with an absolute path",
      zipArchive([...wordDocumentParts, { name: "/etc/cron.d/x", data: "" }]),
      "This file could not be opened as a Word document. Please save it again as .docx, or send a PDF.",
    ],
  ])("refuses a .docx with %s (415)", async (_name, bytes, message) => {
    const error = await refusedLeavingNothing(resumeRequest(bytes, "cv.docx"));
    expect(error.status).toBe(415);
    expect(error.fieldName).toBe("resume");
    expect(error.message).toBe(message);
  });

  it("takes a .docx of exactly 1,000 parts", async () => {
    const bytes = zipArchive([
      ...wordDocumentParts,
      ...Array.from({ length: 997 }, (_, i) => ({
        name: `word/media/p${i}.xml`,
        data: "x",
      })),
    ]);
    const { temp, parsed } = parse(resumeRequest(bytes, "cv.docx"));
    expect((await parsed).files).toHaveLength(1);
    await temp.removeAll();
  });

  it("knows a plain file name", () => {
    expect(isPlainFileName("résumé 2026.pdf")).toBe(true);
    for (const name of ["../x.pdf", "a/b.pdf", "a\\b.pdf", "x\u0000.pdf", ""])
      expect(isPlainFileName(name)).toBe(false);
  });
});

describe("the text fields of a refused post", () => {
  it("are read from the start of a large body, and the rest is left unread without an error escaping", async () => {
    // As the server hands a body over: a Node stream behind a web stream
    // (server/http/react-router-handler.ts). Stopping at the cap must not
    // cancel that stream with an error as its reason: the Node stream would
    // be destroyed with that error, and nobody would hear it.
    const head = new TextEncoder().encode(
      [
        "--x",
        'Content-Disposition: form-data; name="claimantName"',
        "",
        "Dorothy Vaughan",
        "--x",
        'Content-Disposition: form-data; name="documents"; filename="roof.pdf"',
        "Content-Type: application/pdf",
        "",
        "",
      ].join("\r\n"),
    );
    let pulled = 0;
    const source = Readable.from(
      (function* () {
        yield Buffer.from(head);
        for (; pulled < 256; pulled += 1) yield Buffer.alloc(16 * 1024, 0x25);
      })(),
    );
    const escaped: unknown[] = [];
    const hear = (error: unknown) => escaped.push(error);
    process.on("uncaughtException", hear);
    try {
      const fields = await readTextFields(
        new Request(url, {
          method: "POST",
          headers: { "content-type": "multipart/form-data; boundary=x" },
          body: createReadableStreamFromReadable(source),
          duplex: "half",
        } as RequestInit),
        64 * 1024,
      );
      expect(fields.get("claimantName")).toEqual(["Dorothy Vaughan"]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off("uncaughtException", hear);
    }
    expect(escaped).toEqual([]);
    // Reading stopped near the cap, not at the end of the 4 MB.
    expect(pulled).toBeLessThan(64);
  });
});
