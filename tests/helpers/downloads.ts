import { expect } from "vitest";

/**
 * Checks what a staff download route answered: a 200 Response of `type`,
 * an attachment named `name` (plain and RFC 5987 forms), never cached nor
 * sniffed. Resolves to its bytes, for the test to compare.
 */
export async function expectPrivateAttachment(
  answer: unknown,
  expected: { type: string; name: string },
): Promise<Uint8Array> {
  const { type, name } = expected;
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(type);
  expect(response.headers.get("content-disposition")).toBe(
    `attachment; filename="${name}"; filename*=UTF-8''${name}`,
  );
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  return new Uint8Array(await response.arrayBuffer());
}
