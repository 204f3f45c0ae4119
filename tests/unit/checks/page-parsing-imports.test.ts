import { describe, expect, it } from "vitest";
import { LOADS_ESLINT, ruleMessages } from "./lint-verdicts";

const CONTENT_MODULE = "app/content-pipeline/.server/content/page-source.ts";

const restrictedImports = (file: string, text: string) => ruleMessages("no-restricted-imports", file, text);

describe("page parsing stays in the content module", () => {
  it("fails lint on a planted parser or frontmatter import, and names the module to use", LOADS_ESLINT, async () => {
    const planted = [
      { path: "app/live/live-examples.server.ts", text: 'import matter from "gray-matter";' },
      { path: "app/search/.server/collect-guides.ts", text: 'import remarkParse from "remark-parse";' },
      { path: "app/content-pipeline/.server/mdx/compile.ts", text: 'import remarkGfm from "remark-gfm";' },
      {
        path: "app/content-pipeline/.server/samples/collect-samples.ts",
        text: 'export { default } from "remark-mdx";',
      },
      { path: "tests/content/prose.test.ts", text: 'import { unified } from "unified";' },
      {
        path: "app/content-pipeline/.server/markdown/guide-markdown.ts",
        text: 'import remarkDirective from "remark-directive";',
      },
    ];
    for (const { path, text } of planted) {
      const messages = await restrictedImports(path, text);
      expect(messages, `${path}: ${text}`).toHaveLength(1);
      expect(messages[0]).toContain(CONTENT_MODULE);
    }
  });

  it("lets the content module import them, and the Markdown twin its printer", LOADS_ESLINT, async () => {
    const allowed = [
      {
        path: CONTENT_MODULE,
        text: [
          'import matter from "gray-matter";',
          'import remarkDirective from "remark-directive";',
          'import remarkGfm from "remark-gfm";',
          'import remarkMdx from "remark-mdx";',
          'import remarkParse from "remark-parse";',
          'import { unified } from "unified";',
        ].join("\n"),
      },
      {
        path: "app/content-pipeline/.server/markdown/guide-markdown.ts",
        text: 'import remarkGfm from "remark-gfm";\nimport { unified } from "unified";',
      },
      {
        path: "app/content-pipeline/.server/mdx/compile.ts",
        text: 'import { MDX_SYNTAX_PLUGINS } from "../content/page-source";',
      },
    ];
    for (const { path, text } of allowed) expect(await restrictedImports(path, text), path).toEqual([]);
  });
});
