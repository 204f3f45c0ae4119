import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * Packages that read a page's source. Only the content module
 * (app/.server/content/page-source.ts) imports them, so that every reader of a
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
        "Read pages through app/.server/content/page-source.ts (readPageSource for frontmatter, body and tree; " +
        "MDX_SYNTAX_PLUGINS for remark plugins), the one parser setup.",
    })),
  },
];

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
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/.server/**", "app/config/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["zod", "zod/*", "~/config/*", "**/config/schema", "**/config/friendly-errors"],
              allowTypeImports: true,
              message: "Build-time validation: import its types with `import type`, or check in app/.server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs,cjs,ts,tsx}"],
    ignores: ["app/.server/content/page-source.ts"],
    rules: { "no-restricted-imports": pageParsingRule(PAGE_PARSING) },
  },
  {
    // The Markdown twin prints Markdown (unified with remark-stringify and GFM); it parses nothing itself.
    files: ["build-scripts/markdown/guide-markdown.ts"],
    rules: {
      "no-restricted-imports": pageParsingRule(
        PAGE_PARSING.filter((name) => name !== "unified" && name !== "remark-gfm"),
      ),
    },
  },
);
