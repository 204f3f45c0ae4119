import path from "node:path";
import { describe, expect, it } from "vitest";
import { guideToMarkdown } from "../../../app/content-pipeline/.server/markdown/guide-markdown";
import { markdownPath } from "../../../contracts/markdown-path";

const FIXTURE = path.resolve("tests/fixtures/markdown/page.mdx");

describe("guideToMarkdown", async () => {
  const markdown = await guideToMarkdown({ file: FIXTURE, title: "Fixture", description: "What it covers." });

  it("starts with the title and the description", () => {
    expect(markdown.startsWith("# Fixture\n\n> What it covers.\n\n## Install\n")).toBe(true);
  });

  it("keeps code blocks intact with their language and file name only", () => {
    expect(markdown).toContain('```ts title="hello.ts"\nconst greeting: string = "hi";\nconsole.log(greeting);\n```');
    expect(markdown).not.toContain("no-check");
  });

  it("turns tabs into labelled sections and admonitions into titled quotes", () => {
    expect(markdown).toContain("**npm**\n\n```bash\nnpm install thing\n```");
    expect(markdown).toContain("**yarn**\n\n```bash\nyarn add thing\n```");
    expect(markdown).toContain("> **Warning: Mind the version**\n>\n> Use the **exact** version");
  });

  it("leaves no JSX, ESM or expressions", () => {
    expect(markdown).not.toMatch(/<Tabs|<Tab|<Admonition|^import |a comment the reader never sees/m);
  });

  it("makes site links absolute and leaves others alone", () => {
    expect(markdown).toContain("(https://unblessed.dev/docs/getting-started/installation#pick)");
    expect(markdown).toContain("[relative link](#install)");
    expect(markdown).toContain("[external one](https://example.com/x)");
  });
});

describe("markdownPath", () => {
  it("adds .md to the clean page URL", () => {
    expect(markdownPath("/docs/concepts/events")).toBe("/docs/concepts/events.md");
    expect(markdownPath("/docs/examples/")).toBe("/docs/examples.md");
  });
});
