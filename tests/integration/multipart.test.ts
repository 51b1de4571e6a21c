import { describe, expect, it } from "vitest";

import { fileRules, MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import {
  isPlainFileName,
  parseForm,
  UploadError,
} from "#server/uploads/multipart.ts";
import {
  formRequest,
  sampleExecutable,
  samplePdf,
  samplePng,
} from "../helpers/files.ts";

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

/** A multipart body streamed in 1 MB chunks, counting how much the parser pulled. */
function streamedUpload(fileBytes: number, declareLength: boolean) {
  const boundary = "----test-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(MEGABYTE).fill(0x41);
  let sent = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
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
  it("reads fields and a valid file, typed by its bytes", async () => {
    const form = await parseForm(
      formRequest(url, [
        ["fullName", "Ada Lovelace"],
        [
          "resume",
          new File([samplePdf()], "Ada CV.pdf", {
            type: "application/octet-stream",
          }),
        ],
      ]),
      resumeOnly,
    );
    expect(form.fields.get("fullName")).toEqual(["Ada Lovelace"]);
    expect(form.files).toHaveLength(1);
    expect(form.files[0]).toMatchObject({
      fieldName: "resume",
      fileName: "Ada CV.pdf",
      contentType: "application/pdf",
    });
    expect(
      Buffer.from(form.files[0]!.bytes).equals(Buffer.from(samplePdf())),
    ).toBe(true);
  });

  it("skips a file input left empty", async () => {
    const form = await parseForm(
      formRequest(url, [["resume", new File([], "")]]),
      resumeOnly,
    );
    expect(form.files).toEqual([]);
  });

  it("refuses a program renamed to .pdf with the spec's message", async () => {
    const error = await uploadError(
      parseForm(
        formRequest(url, [
          ["resume", new File([sampleExecutable()], "cv.pdf")],
        ]),
        resumeOnly,
      ),
    );
    expect(error.status).toBe(415);
    expect(error.message).toBe(
      "Invalid file type. Accepted types: .pdf, .doc, .docx",
    );
    expect(error.fieldName).toBe("resume");
  });

  it("refuses a PNG named .pdf, and an extension not on the list", async () => {
    expect(
      (
        await uploadError(
          parseForm(
            formRequest(url, [["resume", new File([samplePng()], "cv.pdf")]]),
            resumeOnly,
          ),
        )
      ).status,
    ).toBe(415);
    expect(
      (
        await uploadError(
          parseForm(
            formRequest(url, [["resume", new File([samplePdf()], "cv.exe")]]),
            resumeOnly,
          ),
        )
      ).status,
    ).toBe(415);
  });

  it("refuses an empty file", async () => {
    const error = await uploadError(
      parseForm(
        formRequest(url, [["resume", new File([], "cv.pdf")]]),
        resumeOnly,
      ),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe("The file is empty");
  });

  it("refuses a file over its limit with the spec's message", async () => {
    const big = new Uint8Array(5 * MEGABYTE + 1);
    big.set(samplePdf());
    const error = await uploadError(
      parseForm(
        formRequest(url, [["resume", new File([big], "cv.pdf")]]),
        resumeOnly,
      ),
    );
    expect(error.status).toBe(413);
    expect(error.message).toBe("File size exceeds 5MB limit");
  });

  it("refuses a 60 MB body by its declared length before reading it", async () => {
    const upload = streamedUpload(60 * MEGABYTE, true);
    const error = await uploadError(parseForm(upload.request, resumeOnly));
    expect(error.status).toBe(413);
    expect(upload.pulled()).toBeLessThanOrEqual(2 * MEGABYTE);
  });

  it("stops reading a 60 MB body of unknown length soon after the file limit", async () => {
    const upload = streamedUpload(60 * MEGABYTE, false);
    const error = await uploadError(parseForm(upload.request, resumeOnly));
    expect(error.status).toBe(413);
    expect(error.message).toBe("File size exceeds 5MB limit");
    expect(upload.pulled()).toBeLessThan(10 * MEGABYTE);
  });

  it("refuses names that try paths, files for unknown fields, and too many files", async () => {
    const traversal = await uploadError(
      parseForm(
        formRequest(url, [
          ["resume", new File([samplePdf()], "../../etc/passwd.pdf")],
        ]),
        resumeOnly,
      ),
    );
    expect(traversal.status).toBe(400);
    const unexpected = await uploadError(
      parseForm(
        formRequest(url, [["avatar", new File([samplePng()], "a.png")]]),
        resumeOnly,
      ),
    );
    expect(unexpected.status).toBe(400);
    const many = await uploadError(
      parseForm(
        formRequest(url, [
          ["resume", new File([samplePdf()], "a.pdf")],
          ["resume", new File([samplePdf()], "b.pdf")],
        ]),
        resumeOnly,
      ),
    );
    expect(many.status).toBe(413);
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

  it("knows a plain file name", () => {
    expect(isPlainFileName("résumé 2026.pdf")).toBe(true);
    for (const name of ["../x.pdf", "a/b.pdf", "a\\b.pdf", "x\u0000.pdf", ""])
      expect(isPlainFileName(name)).toBe(false);
  });
});
