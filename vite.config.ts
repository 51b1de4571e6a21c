import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { originOfBuild } from "./server/http/site-origin.ts";
import { chunkContentsPlugin } from "./vite-plugins/chunk-contents.ts";
import { enhancementsPlugin } from "./vite-plugins/enhancements.ts";

// Canonical URLs, Open Graph tags and the sitemap are written into the
// prerendered pages with this origin; scripts/finish-pages.ts records it, and
// a server told another moves them to its own at start (decision 0061).
const appOrigin = originOfBuild(process.env);

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    enhancementsPlugin(),
    chunkContentsPlugin(),
  ],
  resolve: { tsconfigPaths: true },
  define: { __APP_ORIGIN__: JSON.stringify(appOrigin) },
  // Vite's preload helper (about 0.8 KB gzip, in every page that has a
  // dynamic import) would fetch a lazy module's imports alongside it. The
  // lazy modules here (a form's schema, the toast library) are fetched
  // ahead of need or after the page is up, so the helper only adds weight;
  // React Router preloads route modules itself. (docs/decisions/0040-*.md)
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The root route and everything it imports (React, React Router,
        // header, footer, toasts) are on every page that hydrates: one
        // chunk instead of a dozen small ones, each compressed on its own.
        codeSplitting: {
          groups: [
            { name: "shell", test: /[\\/]app[\\/]root\.tsx/ },
            // What every public form page renders around and under its form
            // (the form stack, the page's hero, title and sections, its
            // meta): one chunk rather than a dozen of a few hundred bytes,
            // each compressed on its own. Only what the first render
            // imports: the modules a page fetches later (a schema, the
            // Spanish messages, the file picker) stay in chunks of their own.
            {
              name: "form-kit",
              test: /[\\/]app[\\/](components[\\/]forms[\\/](control-id|error-summary|field|form-checks|form-guards|form-outcome|form-section|form|submission-success|submit-button|use-form-answers|use-form)|lib[\\/]forms[\\/](autofill|form-result|form-values|guards|submit-with-progress)|components[\\/]ui[\\/](asset-image|button-link|page-hero|page-title|section)|lib[\\/]seo|content[\\/]page-meta)\.tsx?$/,
            },
            // The frame's words in Spanish (app/lib/spanish-site-words.ts),
            // which every Spanish page's route brings (decision 0092): one
            // chunk, as the English ones are one with the shell.
            {
              name: "spanish-site",
              test: /[\\/]app[\\/](lib[\\/]spanish-site-words|content[\\/]es[\\/](navigation|errors|form-parts|company|product-lines))\.ts/,
            },
          ],
        },
      },
    },
  },
});
