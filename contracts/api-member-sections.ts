/**
 * How a class or interface page splits its members for a reader: its own
 * members first, then what it inherits grouped by the class that declares it,
 * then the internals. The page, its table of contents and its Markdown twin
 * all read this one rule (and search may too), so a member is never "internal"
 * on one and public on another.
 */
import { MEMBER_GROUP_ORDER, type MemberGroupTitle } from "./api-kinds";
import type { ApiMember, ApiMemberGroup, HierarchyNode, OwnerRef } from "./api-model";

/**
 * `_name` and `$name` are the library's private state and helpers (`_clines`,
 * `_render`, `$`): TypeScript declares them public, so TypeDoc lists them.
 */
const INTERNAL_NAME = /^[_$]/;
const INTERNAL_MODIFIERS: ReadonlySet<string> = new Set(["internal", "private", "hidden", "ignore"]);

export function isInternalMember(member: Pick<ApiMember, "name" | "flags" | "doc">): boolean {
  if (INTERNAL_NAME.test(member.name)) return true;
  if (member.flags?.includes("private")) return true;
  return (member.doc?.modifiers ?? []).some((m) => INTERNAL_MODIFIERS.has(m));
}

/** Why the internals are listed at all, in the page's words (page and Markdown twin). */
export const INTERNAL_MEMBERS_NOTE =
  "Members whose names start with _ or $, or that are marked private or internal, are the library's own state and helpers. TypeScript declares them public, so they are listed here for completeness; they may change in any release, so programs should not rely on them.";

export interface InheritedSection {
  /** The class or interface that declares these members. */
  owner: OwnerRef;
  /** Anchor of the folded group (`inherited-from-element`). */
  id: string;
  groups: ApiMemberGroup[];
  count: number;
}

export interface MemberSections {
  own: ApiMemberGroup[];
  inherited: InheritedSection[];
  internal: ApiMemberGroup[];
  internalCount: number;
}

export const MEMBER_SECTION_IDS = {
  inherited: "inherited-members",
  internal: "internal-members",
  inheritedFrom: (owner: string): string => `inherited-from-${owner.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
};

/**
 * Splits a page's member groups. Inherited owners come in the order of the
 * hierarchy (nearest parent first); an owner the hierarchy does not name goes
 * last, by name.
 */
export function memberSections(groups: readonly ApiMemberGroup[], hierarchy?: HierarchyNode[]): MemberSections {
  const order = ancestorNames(hierarchy ?? []);
  const own = new Map<MemberGroupTitle, ApiMember[]>();
  const internal = new Map<MemberGroupTitle, ApiMember[]>();
  const inherited = new Map<string, { owner: OwnerRef; groups: Map<MemberGroupTitle, ApiMember[]> }>();
  const push = (map: Map<MemberGroupTitle, ApiMember[]>, title: MemberGroupTitle, member: ApiMember) =>
    map.set(title, [...(map.get(title) ?? []), member]);
  for (const group of groups) {
    for (const member of group.members) {
      // A constructor builds this class, whoever declared it: it is never folded away.
      if (isInternalMember(member)) push(internal, group.title, member);
      else if (member.inheritedFrom && group.title !== "Constructors") {
        const name = member.inheritedFrom.name;
        let entry = inherited.get(name);
        if (!entry) {
          entry = { owner: member.inheritedFrom, groups: new Map() };
          inherited.set(name, entry);
        }
        if (!entry.owner.href && member.inheritedFrom.href) entry.owner = member.inheritedFrom;
        push(entry.groups, group.title, member);
      } else push(own, group.title, member);
    }
  }
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  const toGroups = (map: Map<MemberGroupTitle, ApiMember[]>): ApiMemberGroup[] =>
    MEMBER_GROUP_ORDER.flatMap((title) => {
      const members = map.get(title);
      return members ? [{ title, members }] : [];
    });
  const count = (list: ApiMemberGroup[]) => list.reduce((n, g) => n + g.members.length, 0);
  const internalGroups = toGroups(internal);
  return {
    own: toGroups(own),
    inherited: [...inherited.values()]
      .sort((a, b) => rank(a.owner.name) - rank(b.owner.name) || a.owner.name.localeCompare(b.owner.name))
      .map(({ owner, groups: byTitle }) => {
        const list = toGroups(byTitle);
        // The members link to their own anchors; the group links to the class page.
        const page = owner.href?.split("#")[0];
        return {
          owner: page ? { name: owner.name, href: page } : { name: owner.name },
          id: MEMBER_SECTION_IDS.inheritedFrom(owner.name),
          groups: list,
          count: count(list),
        };
      }),
    internal: internalGroups,
    internalCount: count(internalGroups),
  };
}

/** Ancestor names breadth-first: parents, then grandparents. */
function ancestorNames(parents: HierarchyNode[]): string[] {
  const names: string[] = [];
  let level = parents;
  while (level.length > 0) {
    for (const node of level) {
      const name = nodeName(node);
      if (name && !names.includes(name)) names.push(name);
    }
    level = level.flatMap((node) => node.parents);
  }
  return names;
}

function nodeName(node: HierarchyNode): string {
  const text = node.type.map((t) => (typeof t === "string" ? t : t[0])).join("");
  return /^[\w$]+/.exec(text)?.[0] ?? text;
}
