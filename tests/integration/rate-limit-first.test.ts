import { describe, expect, it } from "vitest";

import { MEGABYTE } from "#app/lib/schemas/file-rules.ts";
import { claimForm } from "#server/forms/claim.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import { formRequest } from "../helpers/files.ts";
import { formContext } from "../helpers/form-context.ts";
import { useSubmissionEnvironment } from "../helpers/submission-environment.ts";

const env = useSubmissionEnvironment();

/**
 * A claim as a browser sends it (text fields, then the files), its one
 * document `fileBytes` long and generated as it is read, counting how much
 * of the body the server pulled.
 */
function streamedClaim(fileBytes: number) {
  const boundary = "----rate-limit-first";
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="claimantName"\r\n\r\nDorothy Vaughan\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="roof.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
  const chunk = new Uint8Array(MEGABYTE).fill(0x41);
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === 0) controller.enqueue(head);
      if (pulled >= fileBytes) {
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      pulled += chunk.length;
    },
  });
  const request = new Request("http://localhost/file-a-claim", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("the rate limit is counted before the body is read", () => {
  it("refuses the sixth claim with 429 without reading its 50 MB document, keeping what was typed", async () => {
    const ip = "198.51.100.66";
    for (let i = 0; i < 5; i++) {
      const answer = await handleForm(
        {
          request: formRequest("http://localhost/file-a-claim", [
            ["claimType", "home"],
          ]),
          context: formContext(env.services, ip),
        },
        claimForm,
      );
      expect(answer).toMatchObject({ status: 400 });
    }

    const sixth = streamedClaim(50 * MEGABYTE);
    const answer = await handleForm(
      { request: sixth.request, context: formContext(env.services, ip) },
      claimForm,
    );
    expect(answer).toMatchObject({
      status: 429,
      result: {
        ok: false,
        values: { claimantName: "Dorothy Vaughan" },
        toast: { title: "Too Many Attempts" },
      },
    });
    expect(new Headers(answer.headers).get("Retry-After")).toMatch(/^\d+$/);
    // The stream's own read-ahead at most: the document was never read.
    expect(sixth.pulled()).toBeLessThanOrEqual(2 * MEGABYTE);
  });

  it("still reads a claim within the limit whole", async () => {
    const claim = streamedClaim(3 * MEGABYTE);
    const answer = await handleForm(
      {
        request: claim.request,
        context: formContext(env.services, "198.51.100.67"),
      },
      claimForm,
    );
    // Read to the end, then checked: the other required fields are missing.
    expect(answer).toMatchObject({ status: 400 });
    expect(claim.pulled()).toBe(3 * MEGABYTE);
  });
});
