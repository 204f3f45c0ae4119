/**
 * The kinds of the API reference, in display order, with every name each one
 * goes by: the generator's slug segment and fallback summary, the module
 * page's section titles, the member anchors, search results and badges all
 * read this one table.
 */

/** Declarations that get their own page, in the order a module page lists them. */
export const DECLARATION_KINDS = {
  class: { label: "Class", plural: "Classes", slugSegment: "Class" },
  interface: { label: "Interface", plural: "Interfaces", slugSegment: "Interface" },
  typeAlias: { label: "Type alias", plural: "Type aliases", slugSegment: "TypeAlias" },
  function: { label: "Function", plural: "Functions", slugSegment: "Function" },
  variable: { label: "Variable", plural: "Variables", slugSegment: "Variable" },
} as const;

export type DeclarationKind = keyof typeof DECLARATION_KINDS;
export type ApiPageKind = "index" | "module" | DeclarationKind;

export const DECLARATION_ORDER: readonly DeclarationKind[] = [
  "class",
  "interface",
  "typeAlias",
  "function",
  "variable",
];

/**
 * Member groups of a class or interface page, in display order. `kind` is the
 * search kind of a member and the prefix of its anchor (`method-render`).
 */
export const MEMBER_GROUPS = {
  Constructors: { kind: "constructor", label: "Constructor" },
  Properties: { kind: "property", label: "Property" },
  Accessors: { kind: "accessor", label: "Accessor" },
  Methods: { kind: "method", label: "Method" },
  Events: { kind: "event", label: "Event" },
} as const;

export type MemberGroupTitle = keyof typeof MEMBER_GROUPS;
export type MemberKind = (typeof MEMBER_GROUPS)[MemberGroupTitle]["kind"];

export const MEMBER_GROUP_ORDER: readonly MemberGroupTitle[] = [
  "Constructors",
  "Properties",
  "Accessors",
  "Methods",
  "Events",
];

/** Everything of the API reference a search hit can be. */
export type ApiKind = ApiPageKind | MemberKind;

export const API_KINDS: ReadonlySet<string> = new Set<ApiKind>([
  "index",
  "module",
  ...DECLARATION_ORDER,
  ...MEMBER_GROUP_ORDER.map((group) => MEMBER_GROUPS[group].kind),
]);

export function isDeclarationKind(kind: string): kind is DeclarationKind {
  return Object.hasOwn(DECLARATION_KINDS, kind);
}

const MEMBER_LABELS = new Map<string, string>(
  MEMBER_GROUP_ORDER.map((group) => [MEMBER_GROUPS[group].kind, MEMBER_GROUPS[group].label]),
);

/** The singular name of an API kind, as search results and badges show it. */
export function apiKindLabel(kind: ApiKind): string {
  if (kind === "index") return "Index";
  if (kind === "module") return "Module";
  if (isDeclarationKind(kind)) return DECLARATION_KINDS[kind].label;
  return MEMBER_LABELS.get(kind) ?? kind;
}
