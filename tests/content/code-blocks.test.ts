// Every ts/tsx/js sample on the site must compile against the pinned
// @unblessed/* packages (content/README.md, "Code samples are compiled").
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { landing } from "../../content/landing";
import { CHECKED_LANGS, type CodeBlock, extractCodeBlocks, isNoCheck } from "./lib/blocks";
import { allPages, DOCS_DIR, REPO_ROOT } from "./lib/docs";
import { typecheckBlocks } from "./lib/typecheck";

function docBlocks(): CodeBlock[] {
  return allPages().flatMap((page) => {
    const file = path.join(DOCS_DIR, `${page}.mdx`);
    return extractCodeBlocks(readFileSync(file, "utf8"), path.relative(REPO_ROOT, file));
  });
}

/** The landing sample lives in a TS string; point errors at the `code:` line. */
function landingBlock(): CodeBlock {
  const file = "content/landing.ts";
  const source = readFileSync(path.join(REPO_ROOT, file), "utf8");
  const line = source.split("\n").findIndex((text) => /^\s*code:/.test(text)) + 1;
  return { file, line, lang: landing.sample.lang, meta: "", code: landing.sample.code };
}

describe("the extractor and checker themselves", () => {
  // A fixture proves the test can fail: a broken block must be reported with
  // the MDX line of the error, and `no-check` blocks must be left alone.
  const fixture = [
    "---",
    "title: Fixture",
    "---",
    "",
    "## Good",
    "",
    '```ts title="good.ts"',
    'import { Box } from "@unblessed/node";',
    'const box = new Box({ content: "ok" });',
    'box.setContent("fine");',
    "```",
    "",
    "## Broken",
    "",
    "```ts",
    'import { Screen } from "@unblessed/node";',
    "const screen = new Screen();",
    "screen.renderEverything();",
    "```",
    "",
    "```ts no-check",
    "// not checked: deliberately partial",
    "this is not TypeScript",
    "```",
  ].join("\n");

  it("finds fences with language, meta and line", () => {
    const blocks = extractCodeBlocks(fixture, "fixture.mdx");
    expect(blocks.map((b) => [b.lang, b.meta, b.line])).toEqual([
      ["ts", 'title="good.ts"', 7],
      ["ts", "", 15],
      ["ts", "no-check", 21],
    ]);
  });

  it("reports the broken block at its MDX line and passes the good one", () => {
    const blocks = extractCodeBlocks(fixture, "fixture.mdx").filter((b) => !isNoCheck(b));
    const errors = typecheckBlocks(blocks, REPO_ROOT);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.mdxLine).toBe(18);
    expect(errors[0]?.message).toMatch(/^fixture\.mdx:18:\d+ error TS2339: .*renderEverything/);
  });
});

describe("code blocks in content/", () => {
  const blocks = [...docBlocks(), landingBlock()].filter((b) => CHECKED_LANGS.has(b.lang));
  const skipped = blocks.filter(isNoCheck);

  it("has samples to check", () => {
    expect(blocks.length).toBeGreaterThan(20);
  });

  it("keeps no-check blocks rare (at most 10%) and explained by a comment", () => {
    expect(skipped.length / blocks.length).toBeLessThanOrEqual(0.1);
    for (const block of skipped) {
      // The first line must be a comment that says why the block is partial.
      expect(block.code.trimStart(), `${block.file}:${block.line}`).toMatch(/^(\/\/|\/\*)\s*\S/);
    }
  });

  it("type-checks every other block in strict mode", () => {
    const errors = typecheckBlocks(
      blocks.filter((b) => !isNoCheck(b)),
      REPO_ROOT,
    );
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
