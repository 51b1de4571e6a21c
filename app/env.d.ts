/** The site's public origin (from APP_URL at build time); see vite.config.ts. */
declare const __APP_ORIGIN__: string;

/** The URL of each framework-free module (vite-plugins/enhancements.ts). */
declare module "virtual:enhancements" {
  import type { Enhancement } from "#app/lib/enhancements.ts";
  const urls: Record<Enhancement, string>;
  export default urls;
}
