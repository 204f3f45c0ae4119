import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Code, Heading } from "mdast";
import { afterAll, describe, expect, it } from "vitest";
import { readPageSource } from "../../../app/content-pipeline/.server/content/page-source";
import { MdxCompileError } from "../../../app/content-pipeline/.server/mdx/mdx-error";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-source-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function page(name: string, text: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const PAGE = ["---", "title: Boxes", "description: What a box is.", "---", "", "## First", "", "```ts", "x", "```", ""];

describe("readPageSource", () => {
  it("gives the frontmatter's data and the body with the frontmatter's lines left empty", () => {
    const source = readPageSource(page("page.mdx", PAGE.join("\n")));
    expect(source.data).toEqual({ title: "Boxes", description: "What a box is." });
    expect(source.body.split("\n")).toEqual(["", "", "", "", ...PAGE.slice(4)]);
    expect(source.text).toBe(PAGE.join("\n"));
  });

  it("parses with the file's line numbers", () => {
    const { tree } = readPageSource(page("lines.mdx", PAGE.join("\n")));
    const [heading, code] = tree.children as [Heading, Code];
    expect(heading.position?.start.line).toBe(6);
    expect(code.position?.start.line).toBe(8);
  });

  it("reads each version of a file once, and sees an edit", () => {
    const file = page("edit.mdx", PAGE.join("\n"));
    const first = readPageSource(file);
    expect(readPageSource(file)).toBe(first);
    expect(readPageSource(file).tree).toBe(first.tree);
    fs.writeFileSync(file, PAGE.join("\n").replace("## First", "## Second"));
    const edited = readPageSource(file);
    expect(edited).not.toBe(first);
    expect(((edited.tree.children[0] as Heading).children[0] as { value: string }).value).toBe("Second");
  });

  it("shares a frozen tree and hands out copies to change", () => {
    const source = readPageSource(page("frozen.mdx", PAGE.join("\n")));
    expect(() => source.tree.children.pop()).toThrow(TypeError);
    const copy = source.treeCopy();
    copy.children.pop();
    expect(copy.children).toHaveLength(source.tree.children.length - 1);
  });

  it("reads a page without frontmatter as all body", () => {
    const source = readPageSource(page("bare.mdx", "## Only\n"));
    expect(source.data).toEqual({});
    expect(source.body).toBe("## Only\n");
  });

  it("reports a YAML mistake and a syntax error with the file's line", () => {
    const yaml = page("yaml.mdx", "---\ntitle: Boxes\ndescription: [unclosed\n---\n\nText\n");
    expect(() => readPageSource(yaml)).toThrow(MdxCompileError);
    const syntax = readPageSource(page("syntax.mdx", [...PAGE.slice(0, 5), "<Tabs>", "", "text", ""].join("\n")));
    let error: unknown;
    try {
      void syntax.tree;
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MdxCompileError);
    expect((error as MdxCompileError).line).toBe(6);
  });
});
