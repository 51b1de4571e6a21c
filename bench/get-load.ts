/**
 * generateGetLoad in a process of its own, so that nothing the bench
 * process has loaded (Lighthouse, Playwright's helpers, earlier parts'
 * garbage) slows the generator: in the bench process it held a bare server
 * to about 52,000 requests/s, alone it reaches about 75,000. The serving
 * part uses it where wrk is not installed (bench/wrk.ts).
 *   node bench/get-load.ts '<GetLoadOptions as JSON>'
 * Prints the LoadResult as JSON.
 */
import { generateGetLoad, type GetLoadOptions } from "./load-generator.ts";

const options = JSON.parse(process.argv[2]!) as Omit<GetLoadOptions, "url"> & {
  url: string;
};
const result = await generateGetLoad({ ...options, url: new URL(options.url) });
console.log(JSON.stringify(result));
