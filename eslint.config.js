import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build*/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
      // One import style (docs/architecture.md, "Imports"): the project's own files by their
      // package.json `imports` alias and with their extension, a file in the same folder as ./name.ext.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|\\.\\./)",
              message:
                "Import the project's own files as #app/…, #server/…, #scripts/… or #tests/… (or ./name.ext in the same folder).",
            },
            {
              regex:
                "^(#(app|server|scripts|tests)/|\\./(?!\\+types/))[^?]*(?<!\\.(ts|tsx|js|css|json|woff2))(\\?.*)?$",
              message: "Name the imported file with its extension (x.ts, x.tsx).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly" } },
  },
);
