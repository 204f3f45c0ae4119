import type { Root } from "hast";
import { describe, expect, it } from "vitest";
import { extractToc } from "../../../app/content-pipeline/.server/mdx/rehype-headings";

const heading = (tag: string, text: string): Root["children"][number] => ({
  type: "element",
  tagName: tag,
  properties: {},
  children: [{ type: "text", value: text }],
});

describe("extractToc", () => {
  it("keeps h2 and h3 only, slugged the GitHub way and made unique", () => {
    const tree: Root = {
      type: "root",
      children: [
        heading("h1", "Title"),
        heading("h2", "Key bindings"),
        heading("h3", "screen.key()"),
        heading("h4", "Deep"),
        heading("h2", "Key bindings"),
      ],
    };
    expect(extractToc(tree)).toEqual([
      { id: "key-bindings", text: "Key bindings", depth: 2 },
      { id: "screenkey", text: "screen.key()", depth: 3 },
      { id: "key-bindings-1", text: "Key bindings", depth: 2 },
    ]);
  });
});
