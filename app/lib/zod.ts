import { z } from "zod";

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
