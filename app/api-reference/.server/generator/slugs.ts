/**
 * Page slugs and member anchors. Slugs follow the routes behaviour §2 lists:
 * `<module>.<Kind>.<Name>`, e.g. `widgets.box.Class.Box`. Anchors are derived
 * from the member kind and name, so they stay stable across releases as long
 * as the member exists.
 */
import { ReflectionKind } from "typedoc";
import {
  DECLARATION_KINDS,
  MEMBER_GROUP_ORDER,
  MEMBER_GROUPS,
  type DeclarationKind,
  type MemberGroupTitle,
} from "../../../../contracts/api-kinds";
import { SECTION } from "../../../../contracts/api-sections";
import { OPTIONS_SECTION_ID } from "../../../../contracts/api-options";
import { MEMBER_SECTION_IDS } from "../../../../contracts/api-member-sections";
import { isKind, type Declaration } from "./reflections";

export function declarationKind(decl: { kind: number }): DeclarationKind {
  if (isKind(decl, ReflectionKind.Class)) return "class";
  if (isKind(decl, ReflectionKind.Interface)) return "interface";
  if (isKind(decl, ReflectionKind.Function)) return "function";
  if (isKind(decl, ReflectionKind.TypeAlias)) return "typeAlias";
  if (isKind(decl, ReflectionKind.Variable)) return "variable";
  throw new Error(`No page kind for reflection kind ${decl.kind}`);
}

export function pageSlug(module: string, decl: Declaration): string {
  return `${module}.${DECLARATION_KINDS[declarationKind(decl)].slugSegment}.${decl.name}`;
}

/** Lower-cased, URL-safe fragment of a member name. */
export function anchorFragment(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9_$]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return cleaned === "" ? "member" : cleaned;
}

/**
 * Hands out anchor ids that are unique on one page. The first use of a base id
 * gets it verbatim; later uses get a numeric suffix (`-2`, `-3`, ...), which is
 * also how overloads are told apart.
 */
export class AnchorRegistry {
  private readonly used = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const id of reserved) this.used.add(id);
  }

  memberId(group: MemberGroupTitle, name: string): string {
    const prefix = MEMBER_GROUPS[group].kind;
    const base = group === "Constructors" ? prefix : `${prefix}-${anchorFragment(name)}`;
    return this.claim(base);
  }

  claim(base: string): string {
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}-${n}`;
    this.used.add(id);
    return id;
  }
}

/** Section ids used by page headings; member anchors never take these. */
export const SECTION_IDS: readonly string[] = [
  SECTION.hierarchy,
  SECTION.signatures,
  SECTION.type,
  SECTION.typeParameters,
  SECTION.examples,
  OPTIONS_SECTION_ID,
  MEMBER_SECTION_IDS.inherited,
  MEMBER_SECTION_IDS.internal,
  ...MEMBER_GROUP_ORDER.map(SECTION.group),
];
