import { z } from "zod/mini";

// Schemas are written with zod's mini API: its checks are functions
// (`z.string().check(z.trim(), z.minLength(2, "..."))`), so a page's bundle
// carries only the ones its schemas use; the classic API's methods bring all
// of zod onto every page with a form.
//
// The classic API sets zod's English messages as it loads; the mini API
// leaves that to us. They are set here, so a message a schema does not
// write itself ("Invalid input: expected string, received undefined") reads
// the same in the browser and on the server.
z.config(z.locales.en());

// In the browser, zod is told not to compile its parsers. Left to itself,
// each object schema probes with `Function("")` when it is made; our CSP
// allows no eval, so the probe is refused and reported as a CSP violation
// on every page with a form (zod then falls back to the same interpreted
// parser this asks for). Without the probe, a real violation stays visible
// (tests/e2e/stored-text.spec.ts). Every schema module takes `z` from here,
// so this runs before any schema is made, and only pages with a form carry
// zod at all; the server keeps the compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
