import { parseWithFriendlyErrors } from "../../../../contracts/config/friendly-errors";
import { frontmatterSchema, type DocFrontmatter } from "../../../../contracts/config/schema";

/**
 * A page's frontmatter, checked against the one schema (contracts/config/schema.ts).
 * A wrong type or an unknown key fails the build with the file and key named:
 * a silently ignored key is the kind of bug nobody notices.
 */
export function validateFrontmatter(file: string, data: Record<string, unknown>): DocFrontmatter {
  return parseWithFriendlyErrors(frontmatterSchema, data, "frontmatter", file);
}
