import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileMdxFile } from "../../../app/content-pipeline/.server/mdx/compile";
import { MdxCompileError } from "../../../app/content-pipeline/.server/mdx/mdx-error";
import { SHORT_TOKEN_MAX } from "../../../app/content-pipeline/.server/mdx/rehype-inline-code";
import { renderArticleHtml } from "../../../app/docs-page/mdx/render-article-html.server";

const fixture = (name: string) => path.resolve("tests/fixtures/mdx", name);

async function renderFixture(name: string) {
  const compiled = await compileMdxFile(fixture(name));
  // What the guides' loader renders: its evaluator must supply every name the compiled code reads.
  return { compiled, html: renderArticleHtml(compiled.code, name) };
}

describe("MDX pipeline", () => {
  it("collects h2 and h3 into the TOC with unique ids", async () => {
    const { compiled } = await renderFixture("features.mdx");
    expect(compiled.toc).toEqual([
      { id: "tables-and-lists", text: "Tables and lists", depth: 2 },
      { id: "code", text: "Code", depth: 2 },
      { id: "tabs", text: "Tabs", depth: 3 },
      { id: "code-1", text: "Code", depth: 2 },
    ]);
    expect(compiled.frontmatter).toMatchObject({ title: "Feature tour" });
  });

  it("renders GFM tables, task lists, strikethrough and autolinks", async () => {
    const { html } = await renderFixture("features.mdx");
    expect(html).toContain("<table>");
    expect(html).toMatch(/<input type="checkbox" disabled="" checked=""\/>/);
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain('href="https://example.com"');
  });

  it("names each table's scrollable region after its section, numbering the second one", async () => {
    const { html } = await renderFixture("features.mdx");
    const names = [...html.matchAll(/role="region" aria-label="([^"]*)"><table>/g)].map((match) => match[1]);
    expect(names).toEqual(["Table: Tables and lists", "Table: Tables and lists (2)"]);
  });

  it("keeps each short word of inline code with spaces whole, so that it wraps at spaces only", async () => {
    const { html } = await renderFixture("features.mdx");
    expect(html).toContain(
      '<code class="code-phrase"><span class="code-word">npm</span> <span class="code-word">install</span> <span class="code-word">--save-exact</span> <span class="code-word">x</span></code>',
    );
  });

  it("marks inline code of one short token as unbreakable, and leaves a longer one free to wrap", async () => {
    const { html } = await renderFixture("features.mdx");
    expect(html).toContain('<code class="code-token">1.0.0-alpha.23</code>');
    // Longer than SHORT_TOKEN_MAX: a 320 px line could not hold it whole.
    expect("node_modules/@unblessed/core/dist/data".length).toBeGreaterThan(SHORT_TOKEN_MAX);
    expect(html).toContain("<code>node_modules/@unblessed/core/dist/data</code>");
  });

  it("anchors headings with a visible link", async () => {
    const { html } = await renderFixture("features.mdx");
    expect(html).toContain(
      '<h2 id="code">Code<a href="#code" class="heading-anchor" aria-label="Direct link to Code">#</a></h2>',
    );
  });

  it("highlights code with a title and marked lines", async () => {
    const { html } = await renderFixture("features.mdx");
    expect(html).toContain('<figcaption class="code-block-bar">app.ts</figcaption>');
    expect(html).toMatch(/<span class="line highlighted">.*second/);
    expect(html).not.toMatch(/<span class="line highlighted">.*first/);
    expect(html).toContain("Copy code to clipboard");
  });

  it("turns :::type[title] into admonitions and keeps other directives as text", async () => {
    const { html } = await renderFixture("features.mdx");
    expect(html).toMatch(/<aside class="admonition[^"]*border-amber[^"]*" aria-label="Mind the terminal">/);
    expect(html).toMatch(/<aside class="admonition[^"]*" aria-label="Tip">/);
    expect(html).toContain("Press :q to leave vim.");
  });

  it("renders tabs with the first one selected", async () => {
    const { html } = await renderFixture("features.mdx");
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>npm</);
    expect(html).toMatch(/role="tabpanel"[^>]*hidden=""[^>]*>pnpm add/);
  });

  it("names the file, line and column of a syntax error", async () => {
    const error = await compileMdxFile(fixture("broken.mdx")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MdxCompileError);
    const compileError = error as MdxCompileError;
    expect(compileError.file).toBe(path.join("tests", "fixtures", "mdx", "broken.mdx"));
    expect(compileError.line).toBe(8);
    expect(compileError.column).toBeGreaterThan(5);
    expect(compileError.message).toMatch(/^MDX error in tests\/fixtures\/mdx\/broken\.mdx:8:\d+: /);
  });
});
