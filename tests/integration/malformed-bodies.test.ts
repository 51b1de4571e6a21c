import { describe, expect, it } from "vitest";

import { fileRules } from "#app/lib/schemas/file-rules.ts";
import { contactForm } from "#server/forms/contact.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { parseForm, UploadError } from "#server/uploads/multipart.ts";
import { samplePdf } from "../helpers/files.ts";
import { testTempFiles } from "../helpers/temp-files.ts";
import { formContext } from "../helpers/form-context.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

/**
 * Each body here once answered 500 or ended the server process (found by
 * tests/e2e/hostile-bodies.spec.ts); each must now be a readable 4xx.
 */

const env = useSubmissionEnvironment();
const url = "http://localhost/upload";
const resumeOnly = { resume: fileRules.resume };

function post(contentType: string | undefined, body: BodyInit) {
  return new Request(url, {
    method: "POST",
    body,
    headers: contentType === undefined ? {} : { "content-type": contentType },
  });
}

async function refusal(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

const encoder = new TextEncoder();
const pdfPart = (boundary: string, name: string, fileName: string) =>
  encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );

describe("bodies that are not forms, or broken ones", () => {
  it("refuses a body that is no form (JSON, text, none) with 415, not a parser's TypeError", async () => {
    for (const contentType of [
      "application/json",
      "text/plain",
      "application/xml",
      undefined,
      "multipart/mixed; boundary=x",
    ]) {
      const error = await refusal(parseForm(post(contentType, '{"a":1}')));
      expect(error.status, String(contentType)).toBe(415);
      expect(error.message).toMatch(/multipart\/form-data/);
    }
  });

  it("reads Multipart/Form-Data as multipart, its files checked as usual", async () => {
    const boundary = "CaseBoundary";
    const body = new Uint8Array([
      ...pdfPart(boundary, "resume", "cv.pdf"),
      ...samplePdf(),
      ...encoder.encode(`\r\n--${boundary}--\r\n`),
    ]);
    const form = await parseForm(
      post(`Multipart/Form-Data; boundary=${boundary}`, body),
      resumeOnly,
      testTempFiles(),
    );
    expect(form.files.map((file) => file.fileName)).toEqual(["cv.pdf"]);
  });

  it("refuses a multipart type without a usable boundary with 400", async () => {
    for (const contentType of [
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/form-data; boundary=a b",
    ]) {
      const error = await refusal(parseForm(post(contentType, "--x--\r\n")));
      expect(error.status, contentType).toBe(400);
      expect(error.message).toBe("The form could not be read");
    }
  });

  it("refuses file parts named after Object's own properties, without ending the process", async () => {
    for (const name of [
      "constructor",
      "__proto__",
      "toString",
      "hasOwnProperty",
    ]) {
      const boundary = "b";
      const body = new Uint8Array([
        ...pdfPart(boundary, name, "cv.pdf"),
        ...samplePdf(),
        ...encoder.encode(`\r\n--${boundary}--\r\n`),
      ]);
      const error = await refusal(
        parseForm(
          post(`multipart/form-data; boundary=${boundary}`, body),
          resumeOnly,
          testTempFiles(),
        ),
      );
      expect(error.status, name).toBe(400);
      expect(error.message).toBe("Unexpected file");
    }
  });

  it("answers 400 for a body cut off in the middle of a file, without ending the process", async () => {
    for (const name of ["resume", "avatar"]) {
      const body = new Uint8Array([
        ...pdfPart("b", name, "cv.pdf"),
        ...encoder.encode("%PDF-1.4 and then nothing more"),
      ]);
      const error = await refusal(
        parseForm(
          post("multipart/form-data; boundary=b", body),
          resumeOnly,
          testTempFiles(),
        ),
      );
      expect(error.status, name).toBe(400);
    }
  });

  // Their size is held to 64 KB by the HTTP layer (body-limits.test.ts).
  it("reads URL-encoded bodies of at most 100 names; bytes that are not UTF-8 become U+FFFD", async () => {
    const many = await refusal(
      parseForm(
        post(
          "application/x-www-form-urlencoded",
          Array.from({ length: 101 }, (_, i) => `f${i}=1`).join("&"),
        ),
      ),
    );
    expect(many.status).toBe(413);
    const form = await parseForm(
      post(
        "APPLICATION/X-WWW-FORM-URLENCODED",
        new Uint8Array([...encoder.encode("name=%FF%FE&raw="), 0xc0, 0x80]),
      ),
    );
    expect(form.fields.get("name")).toEqual(["\ufffd\ufffd"]);
    expect(form.fields.get("raw")).toEqual(["\ufffd\ufffd"]);
  });
});

describe("the forms' pipeline with such bodies", () => {
  it("answers a JSON post to a form with a readable 415, not a thrown error", async () => {
    const answer = await handleForm(
      {
        request: post("application/json", JSON.stringify({ fullName: "Ada" })),
        context: formContext(env.services, "198.51.100.90"),
      },
      contactForm,
    );
    expect(answer).toMatchObject({
      status: 415,
      result: { ok: false, toast: { title: "Upload Failed" } },
    });
  });

  it("never echoes a field named __proto__ (it would set the answer's prototype)", async () => {
    const answer = await handleForm(
      {
        request: post(
          "application/x-www-form-urlencoded",
          "__proto__=a&__proto__=b&fullName=Ada",
        ),
        context: formContext(env.services, "198.51.100.91"),
      },
      contactForm,
    );
    expect(answer).toMatchObject({ status: 400 });
    if (answer instanceof Response || answer.result.ok)
      throw new Error("expected a refusal");
    expect(Object.getPrototypeOf(answer.result.values)).toBe(Object.prototype);
    expect(answer.result.values).toEqual({ fullName: "Ada" });
  });
});
