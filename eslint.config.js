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
          ],
        },
      ],
    },
  },
  {
    // Browser code must never reach into the server's secrets; server-only
    // modules enter the app only through route loaders and actions.
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/lib/**/*.{ts,tsx}",
      "app/content/**/*.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: "Use <Icon name=...> from #app/components/ui/icon.tsx.",
            },
          ],
          patterns: [
            {
              group: ["#server/*", "**/server/**"],
              message: "Server-only code stays out of shared modules.",
            },
          ],
        },
      ],
    },
  },
);
