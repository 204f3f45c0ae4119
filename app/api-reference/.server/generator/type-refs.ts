/**
 * Collects the reflections a type refers to. Used by the module-assignment
 * rule, which follows references between exports.
 */
import type { JSONOutput } from "typedoc";

type SomeType = JSONOutput.SomeType;

/** Ids of every reflection referenced anywhere inside `type`. */
export function referencedIds(type: SomeType | undefined, out: Set<number> = new Set()): Set<number> {
  if (!type) return out;
  switch (type.type) {
    case "reference":
      if (typeof type.target === "number") out.add(type.target);
      for (const arg of type.typeArguments ?? []) referencedIds(arg, out);
      break;
    case "array":
    case "optional":
    case "rest":
      referencedIds(type.elementType, out);
      break;
    case "union":
    case "intersection":
      for (const t of type.types) referencedIds(t, out);
      break;
    case "tuple":
      for (const t of type.elements ?? []) referencedIds(t, out);
      break;
    case "namedTupleMember":
      referencedIds(type.element, out);
      break;
    case "conditional":
      for (const t of [type.checkType, type.extendsType, type.trueType, type.falseType]) referencedIds(t, out);
      break;
    case "indexedAccess":
      referencedIds(type.objectType, out);
      referencedIds(type.indexType, out);
      break;
    case "predicate":
      referencedIds(type.targetType, out);
      break;
    case "query":
      referencedIds(type.queryType, out);
      break;
    case "typeOperator":
      referencedIds(type.target, out);
      break;
    case "mapped":
      referencedIds(type.parameterType, out);
      referencedIds(type.templateType, out);
      referencedIds(type.nameType, out);
      break;
    case "templateLiteral":
      for (const [t] of type.tail) referencedIds(t, out);
      break;
    case "inferred":
      referencedIds(type.constraint, out);
      break;
    case "reflection":
      declarationRefs(type.declaration, out);
      break;
    case "intrinsic":
    case "literal":
    case "unknown":
      break;
  }
  return out;
}

/** References made by a declaration's members and signatures. */
export function declarationRefs(decl: JSONOutput.DeclarationReflection, out: Set<number> = new Set()): Set<number> {
  referencedIds(decl.type, out);
  for (const child of decl.children ?? []) declarationRefs(child, out);
  const signatures = [
    ...(decl.signatures ?? []),
    ...(decl.indexSignatures ?? []),
    ...(decl.getSignature ? [decl.getSignature] : []),
    ...(decl.setSignature ? [decl.setSignature] : []),
  ];
  for (const sig of signatures) signatureRefs(sig, out);
  return out;
}

export function signatureRefs(sig: JSONOutput.SignatureReflection, out: Set<number> = new Set()): Set<number> {
  referencedIds(sig.type, out);
  for (const p of sig.parameters ?? []) referencedIds(p.type, out);
  return out;
}
