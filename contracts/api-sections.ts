/**
 * Ids of page sections. They must not collide with member anchors, which all
 * carry a kind prefix ("method-", "property-", ...); app/api-reference/.server/generator/slugs.ts
 * reserves these same ids.
 */
import type { MemberGroupTitle } from "./api-kinds";

export const SECTION = {
  hierarchy: "hierarchy",
  typeParameters: "type-parameters",
  type: "type",
  signatures: "signatures",
  examples: "examples",
  group: (title: MemberGroupTitle): string => title.toLowerCase(),
  kindSection: (title: string): string => title.toLowerCase().replace(/\s+/g, "-"),
  moduleSection: (title: string): string => title.toLowerCase(),
};
