/**
 * Lookup tables over TypeDoc's JSON project: reflections by id and each
 * reflection's parent. TypeDoc's JSON refers to other reflections by numeric
 * id (types, links, inheritance), so every later step needs these.
 */
import { ReflectionKind, type JSONOutput } from "typedoc";
import type { TypeOfMemberField } from "./type-of-member";

/** A declaration as serialised, plus the field type-of-member.ts adds. */
export type Declaration = JSONOutput.DeclarationReflection & TypeOfMemberField;
export type Signature = JSONOutput.SignatureReflection;
export type AnyReflection =
  | JSONOutput.DeclarationReflection
  | JSONOutput.SignatureReflection
  | JSONOutput.ParameterReflection
  | JSONOutput.TypeParameterReflection;

export interface ReflectionIndex {
  project: JSONOutput.ProjectReflection;
  /** Top-level exports, sorted by name for determinism. */
  exports: Declaration[];
  byId: Map<number, AnyReflection>;
  /** Declaration that owns a reflection (class for a member, member for a signature, ...). */
  parentOf: Map<number, AnyReflection>;
}

/** Kinds that get their own page. */
export const PAGE_KINDS =
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.Function |
  ReflectionKind.TypeAlias |
  ReflectionKind.Variable;

export function indexProject(project: JSONOutput.ProjectReflection): ReflectionIndex {
  const byId = new Map<number, AnyReflection>();
  const parentOf = new Map<number, AnyReflection>();

  const visit = (refl: AnyReflection, parent: AnyReflection | undefined): void => {
    byId.set(refl.id, refl);
    if (parent) parentOf.set(refl.id, parent);
    for (const child of childReflections(refl)) visit(child, refl);
  };
  for (const child of project.children ?? []) visit(child, undefined);

  const exports = (project.children ?? [])
    .filter((c) => (c.kind & PAGE_KINDS) !== 0)
    .sort((a, b) => compareNames(a.name, b.name));
  return { project, exports, byId, parentOf };
}

/** Every nested reflection: members, signatures, parameters, type literals. */
function childReflections(refl: AnyReflection): AnyReflection[] {
  const out: AnyReflection[] = [];
  if ("children" in refl && refl.children) out.push(...refl.children);
  if ("signatures" in refl && refl.signatures) out.push(...refl.signatures);
  if ("indexSignatures" in refl && refl.indexSignatures) out.push(...refl.indexSignatures);
  if ("getSignature" in refl && refl.getSignature) out.push(refl.getSignature);
  if ("setSignature" in refl && refl.setSignature) out.push(refl.setSignature);
  if ("parameters" in refl && refl.parameters) out.push(...refl.parameters);
  if ("typeParameters" in refl && refl.typeParameters) out.push(...refl.typeParameters);
  if ("type" in refl && refl.type?.type === "reflection") out.push(refl.type.declaration);
  return out;
}

/** Case-insensitive name order with a case-sensitive tie-break: stable across platforms. */
export function compareNames(a: string, b: string): number {
  const al = a.toLowerCase();
  const bl = b.toLowerCase();
  if (al !== bl) return al < bl ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Walk to the top-level export that contains a reflection. */
export function topLevelOf(index: ReflectionIndex, id: number): Declaration | undefined {
  let current = index.byId.get(id);
  while (current) {
    const parent = index.parentOf.get(current.id);
    if (!parent) return current.variant === "declaration" ? current : undefined;
    current = parent;
  }
  return undefined;
}

export function isKind(refl: { kind: number }, kind: ReflectionKind): boolean {
  return (refl.kind & kind) !== 0;
}
