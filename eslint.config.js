import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports" },
      ],
      // noUncheckedIndexedAccess makes every indexed read optional; `!` after
      // a length check or a regex match is the honest way to say "known here".
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Icons come from the SVG sprite (app/components/ui/icon.tsx), not from
    // lucide's components, which would put each drawing in the page's JavaScript.
    // (Which app/ modules may import server/ is dependency-cruiser's job:
    // .dependency-cruiser.mjs, run by `npm run lint`.)
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: "Use <Icon name=...> from #app/components/ui/icon.tsx.",
            },
            {
              name: "zod",
              message:
                "Take z from #app/lib/zod.ts: it keeps zod from probing eval in the browser (CSP).",
              allowTypeImports: true,
            },
            {
              name: "zod/mini",
              message:
                "Take z from #app/lib/zod.ts: it keeps zod from probing eval in the browser (CSP).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // One zod flavour on both sides (decision 0051): the server's config and
    // scripts take the same z as the browser.
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["zod", "zod/mini"].map((name) => ({
            name,
            message: "Take z from #app/lib/zod.ts: one zod flavour everywhere.",
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
  {
    files: ["app/lib/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
);
