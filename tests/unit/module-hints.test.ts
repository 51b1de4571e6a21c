import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";

import { withoutModuleHints } from "#server/http/module-hints.ts";

/** Streams `html` through the transform in pieces of `size` bytes. */
async function streamed(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size)
    pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(withoutModuleHints()));
}

const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Sign In — Harborline</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/root-c.css"/></head>';
const body =
  '<body><p>Café — “quoted”</p><link rel="modulepreload" href="/in-body.js"/>' +
  '<script type="module" async="">import "/assets/root-b.js";</script></body></html>';

describe("withoutModuleHints", () => {
  it.each([1, 7, 64, 4096])(
    "drops the head's module hints and nothing else, in chunks of %i bytes",
    async (size) => {
      const out = await streamed(head + body, size);
      expect(out).not.toContain("/assets/entry.client-a.js");
      expect(out).toContain(
        '<link rel="stylesheet" href="/assets/root-c.css"/>',
      );
      expect(out).toContain("<title>Sign In — Harborline</title>");
      // The body streams through untouched, characters split across chunks included.
      expect(out.slice(out.indexOf("</head>"))).toBe("</head>" + body);
    },
  );

  it("passes on a document without a head as it came", async () => {
    const fragment = '<link rel="modulepreload" href="/a.js"/><p>é</p>';
    expect(await streamed(fragment, 3)).toBe(fragment);
  });
});
