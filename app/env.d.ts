/** The site's public origin (from APP_URL at build time); see vite.config.ts. */
declare const __APP_ORIGIN__: string;
