import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Packages that read a page's source. Only the content module
 * (app/content-pipeline/.server/content/page-source.ts) imports them, so that every reader of a
 * page (compiler, search, Markdown twin, samples, playground, manifest) gets the
 * same frontmatter, the same syntax and the same line numbers.
 */
const PAGE_PARSING = ["gray-matter", "remark-parse", "remark-mdx", "remark-directive", "remark-gfm", "unified"];
const pageParsingRule = (packages) => [
  "error",
  {
    paths: packages.map((name) => ({
      name,
      message:
        "Read pages through app/content-pipeline/.server/content/page-source.ts (readPageSource for frontmatter, body and tree; " +
        "MDX_SYNTAX_PLUGINS for remark plugins), the one parser setup.",
    })),
  },
];

/**
 * One import style (docs/architecture.md, "Imports"): a project module is imported by its relative path, without
 * the `~/` alias, and a TypeScript module without an extension (`./x`, not `./x.js` or `./x.ts`).
 * No alias because React Router loads react-router.config.ts, and all it imports (the manifest,
 * the contracts, the site config, the postbuild checks), through a Vite server of its own that
 * ignores tsconfig paths; Vite bundles vite.config.ts without them too. `import()` and
 * `typeof import()` count, which no-restricted-imports does not see.
 */
const MODULE_SOURCE =
  ":matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression, TSImportType) > Literal.source";
// esquery's regular expressions cannot contain a slash: \x2F is one.
const NO_ALIAS = {
  selector: `${MODULE_SOURCE}[value=/^~\\x2F/]`,
  message:
    "Import project modules by relative path, not `~/`: React Router and Vite load their config files, " +
    'and what those import, without tsconfig paths (docs/architecture.md, "Imports").',
};
const NO_TS_EXTENSION = {
  selector: `${MODULE_SOURCE}[value=/^\\.\\.?\\x2F.*\\.[jt]sx?$/]`,
  message:
    'Import TypeScript modules without an extension: "./x", not "./x.js" or "./x.ts" (docs/architecture.md, "Imports").',
};
/**
 * The exception: Vite's own config files. On every start Vite checks that its config would also
 * load under `configLoader: 'native'` (Node's own TypeScript support, planned as the default),
 * which finds a module only by its real name, so these import TypeScript as `./x.ts`. Modules
 * they import from app/ (content-root, dev-events, core-scope, search-env-names) import nothing
 * of the project; if one ever does, Vite's warning names the import.
 */
const VITE_CONFIG_FILES = ["vite.config.ts", "vitest.config.ts", "build-scripts/vite/**"];
const TS_EXTENSION_REQUIRED = {
  selector: `${MODULE_SOURCE}[value=/^\\.\\.?\\x2F(?!.*\\.(?:tsx?|json|mjs|cjs)$)/]`,
  message:
    'Vite\'s config files import TypeScript by its real name ("./x.ts"): Vite checks that they would load ' +
    "under Node's native TypeScript support (configLoader: 'native').",
};

export default tseslint.config(
  // Fixtures imitate third-party input (a .d.ts with `any`, broken MDX) on purpose.
  {
    ignores: [
      "build/",
      ".test-build/",
      ".bench-build/",
      ".services-build/",
      ".bench-sentry-build/",
      ".generated/",
      ".cache/",
      ".react-router/",
      "node_modules/",
      "tests/fixtures/",
      // A developer's own scratch work and the scale bench's generated site (both gitignored).
      ".scratch/",
      ".bench-scale/",
      ".check-build/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // Programs written as blessed users write them: CommonJS scripts for Node (tests/content/migration).
    files: ["**/*.cjs"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", module: "writable", process: "readonly", clearInterval: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      // `const { drop, ...rest } = obj` is how we remove keys without mutating.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // The configuration schema runs at build time; the browser gets its types only, never zod.
    files: ["app/**/*.{ts,tsx}", "contracts/**/*.{ts,tsx}"],
    ignores: ["app/**/.server/**", "contracts/config/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // contracts/config holds the schema and its friendly errors; imported by relative path.
              group: ["zod", "zod/*", "**/config/*"],
              allowTypeImports: true,
              message: "Build-time validation: import its types with `import type`, or check it in a .server module.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    ignores: ["app/content-pipeline/.server/content/page-source.ts"],
    rules: { "no-restricted-imports": pageParsingRule(PAGE_PARSING) },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    ignores: VITE_CONFIG_FILES,
    rules: { "no-restricted-syntax": ["error", NO_ALIAS, NO_TS_EXTENSION] },
  },
  {
    files: VITE_CONFIG_FILES,
    rules: { "no-restricted-syntax": ["error", NO_ALIAS, TS_EXTENSION_REQUIRED] },
  },
  {
    // The Markdown twin prints Markdown (unified with remark-stringify and GFM); it parses nothing itself.
    files: ["app/content-pipeline/.server/markdown/guide-markdown.ts"],
    rules: {
      "no-restricted-imports": pageParsingRule(
        PAGE_PARSING.filter((name) => name !== "unified" && name !== "remark-gfm"),
      ),
    },
  },
);
