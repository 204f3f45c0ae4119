import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanDocSources } from "../../../app/content-pipeline/.server/content/doc-sources";
import { compileMdxFile } from "../../../app/content-pipeline/.server/mdx/compile";
import { MdxCompileError } from "../../../app/content-pipeline/.server/mdx/mdx-error";
import { collectGuide } from "../../../app/search/.server/collect-guides";

/**
 * An MDX mistake is reported with the file and its real line and column
 * (frontmatter lines counted) by every path that reads MDX: the route
 * loader's compiler (dev, prerender) and the search collector
 * (`npm run generate`, before dev and build start).
 */
const fixture = (name: string) => path.resolve("tests/fixtures/mdx", name);

async function compileError(name: string): Promise<MdxCompileError> {
  const error: unknown = await compileMdxFile(fixture(name)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MdxCompileError);
  return error as MdxCompileError;
}

function collectorError(name: string): MdxCompileError {
  let error: unknown;
  try {
    collectGuide({ file: fixture(name), path: "/docs/fixture", title: "Fixture", description: "d", category: "c" });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(MdxCompileError);
  return error as MdxCompileError;
}

const where = (error: MdxCompileError) => `${error.file}:${error.line}:${error.column}`;

describe.each([
  // `The total is {1 +* 2} items.` on line 13, under a six-line frontmatter; acorn stops at the `*`.
  { name: "broken-expression.mdx", at: "13:18", reason: "Could not parse expression with acorn" },
  // `<div>` alone on line 8: reported where it was opened, not at the end of the file (0:1).
  { name: "unclosed-div-alone.mdx", at: "8:1", reason: "Expected a closing tag for `<div>`" },
  // `A <div> opened mid-sentence.`: the tag's column, not the paragraph's (1).
  { name: "unclosed-div-inline.mdx", at: "8:3", reason: "Expected a closing tag for `<div>`" },
])("$name", ({ name, at, reason }) => {
  const file = path.join("tests", "fixtures", "mdx", name);

  it(`is reported at ${at} by the compiler`, async () => {
    const error = await compileError(name);
    expect(where(error)).toBe(`${file}:${at}`);
    expect(error.message).toContain(`MDX error in ${file}:${at}: ${reason}`);
  });

  it(`is reported at ${at} by the search collector`, () => {
    const error = collectorError(name);
    expect(where(error)).toBe(`${file}:${at}`);
    expect(error.message).toContain(`MDX error in ${file}:${at}: ${reason}`);
  });
});

describe("a frontmatter YAML mistake", () => {
  it("is reported with the file, line and column by the page scanner", () => {
    let error: unknown;
    try {
      scanDocSources(path.resolve("tests/fixtures/mdx"));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MdxCompileError);
    // `sidebar_label: Setup: the short version` is line 4; YAML objects to the second colon.
    expect((error as MdxCompileError).message).toMatch(
      /^MDX error in tests\/fixtures\/mdx\/broken-frontmatter\.mdx:4:21: incomplete explicit mapping pair/,
    );
  });
});
