import { describe, expect, it } from "vitest";
import { metaValues, parseCodeMeta } from "../../../app/content-pipeline/.server/mdx/code-meta";

describe("parseCodeMeta", () => {
  it("reads a title, line ranges and flags in any order", () => {
    const meta = parseCodeMeta('no-check {1,3-5} title="src/app.ts"');
    expect(meta.title).toBe("src/app.ts");
    expect([...meta.highlightLines]).toEqual([1, 3, 4, 5]);
    expect([...meta.flags]).toEqual(["no-check"]);
  });

  it("accepts single quotes and bare titles, and an empty meta", () => {
    expect(parseCodeMeta("title='a b.ts'").title).toBe("a b.ts");
    expect(parseCodeMeta("title=main.ts").title).toBe("main.ts");
    expect(parseCodeMeta(undefined)).toEqual({ highlightLines: new Set(), flags: new Set(), attributes: [] });
  });

  it("keeps quoted values with spaces and repeated names in order", () => {
    const meta = parseCodeMeta(`script="down 'a b' enter" expect="One" expect='Two' size=100x30 live`);
    expect(meta.attributes).toEqual([
      { name: "script", value: "down 'a b' enter" },
      { name: "expect", value: "One" },
      { name: "expect", value: "Two" },
      { name: "size", value: "100x30" },
    ]);
    expect([...meta.flags]).toEqual(["live"]);
    expect(metaValues(meta, "expect")).toEqual(["One", "Two"]);
  });

  it('unescapes \\" inside double quotes', () => {
    expect(metaValues(parseCodeMeta('expect="say \\"hi\\""'), "expect")).toEqual(['say "hi"']);
  });
});
