import { describe, expect, it } from "vitest";
import { FrontmatterError, validateFrontmatter } from "~/.server/content/frontmatter";

describe("validateFrontmatter", () => {
  it("accepts the known fields with their types", () => {
    const data = {
      title: "T",
      description: "D",
      sidebar_position: 2,
      hide_table_of_contents: true,
      sidebar_label: "L",
    };
    expect(validateFrontmatter("a.mdx", data)).toEqual(data);
  });

  it("names the file and field of a missing or mistyped value", () => {
    expect(() => validateFrontmatter("docs/a.mdx", { description: "D" })).toThrow(
      'docs/a.mdx: frontmatter field "title" is required',
    );
    expect(() => validateFrontmatter("docs/a.mdx", { title: "T", description: "D", sidebar_position: "2" })).toThrow(
      'docs/a.mdx: frontmatter field "sidebar_position" must be a number, got string "2"',
    );
    expect(() => validateFrontmatter("b.mdx", { title: "T", description: "D", hide_table_of_contents: "yes" })).toThrow(
      FrontmatterError,
    );
  });
});
