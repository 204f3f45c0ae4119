import { describe, expect, it } from "vitest";
import { atomPlaceholder, parseBlocks, parseInline } from "../../../app/api-reference/.server/generator/markdown";

describe("doc-comment Markdown", () => {
  it("splits paragraphs and joins soft line breaks", () => {
    expect(parseBlocks("one\ntwo\n\nthree", [])).toEqual([
      { t: "p", c: [{ t: "text", v: "one two" }] },
      { t: "p", c: [{ t: "text", v: "three" }] },
    ]);
  });

  it("reads bullet lists with nesting and lazy continuation", () => {
    const blocks = parseBlocks("Intro:\n- a\n  - a1\n- b\ncontinued", []);
    expect(blocks).toEqual([
      { t: "p", c: [{ t: "text", v: "Intro:" }] },
      {
        t: "list",
        ordered: false,
        items: [
          [
            { t: "p", c: [{ t: "text", v: "a" }] },
            { t: "list", ordered: false, items: [[{ t: "p", c: [{ t: "text", v: "a1" }] }]] },
          ],
          [{ t: "p", c: [{ t: "text", v: "b continued" }] }],
        ],
      },
    ]);
  });

  it("reads emphasis, links and atoms, but not underscores inside words", () => {
    const atoms = [{ t: "code" as const, v: "x" }];
    expect(parseInline(`**bold** *em* [site](https://e.x) ${atomPlaceholder(0)} my_var_name`, atoms)).toEqual([
      { t: "strong", c: [{ t: "text", v: "bold" }] },
      { t: "text", v: " " },
      { t: "em", c: [{ t: "text", v: "em" }] },
      { t: "text", v: " " },
      { t: "link", href: "https://e.x", c: [{ t: "text", v: "site" }] },
      { t: "text", v: " " },
      { t: "code", v: "x" },
      { t: "text", v: " my_var_name" },
    ]);
  });
});
