import { describe, expect, it } from "vitest";
import { validateFrontmatter } from "../../../app/content-pipeline/.server/content/frontmatter";
import { ConfigError } from "../../../contracts/config/friendly-errors";

// Every kind of mistake has a fixture in tests/integration/config/; this is the module's contract.
describe("validateFrontmatter", () => {
  it("accepts the known fields with their types", () => {
    const data = { title: "T", description: "D", hide_table_of_contents: true, sidebar_label: "L" };
    expect(validateFrontmatter("a.mdx", data)).toEqual(data);
  });

  it("names the file and the key of a mistake", () => {
    expect(() => validateFrontmatter("docs/a.mdx", { description: "D" })).toThrow(
      "Invalid frontmatter in docs/a.mdx:\n  title: is required (a string)",
    );
    expect(() => validateFrontmatter("b.mdx", { title: "T", description: "D", hide_table_of_contents: "yes" })).toThrow(
      ConfigError,
    );
  });
});
