import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { enhancementsPlugin } from "./vite-plugins/enhancements.ts";

// Canonical URLs, Open Graph tags and the sitemap are written into the
// prerendered pages, so the public origin is fixed when the site is built.
const appOrigin = new URL(
  process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`,
).origin;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhancementsPlugin()],
  resolve: { tsconfigPaths: true },
  define: { __APP_ORIGIN__: JSON.stringify(appOrigin) },
});
