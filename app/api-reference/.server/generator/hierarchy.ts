/** The extends chain and known subclasses of a class or interface. */
import type { JSONOutput } from "typedoc";
import type { ApiHierarchy, HierarchyNode, OwnerRef } from "../../../../contracts/api-model";
import type { BuildContext } from "./context";
import type { Declaration } from "./reflections";

export function buildHierarchy(ctx: BuildContext, decl: Declaration): ApiHierarchy | undefined {
  const hierarchy: ApiHierarchy = {
    parents: parentNodes(ctx, decl.extendedTypes, new Set([decl.id])),
    implements: (decl.implementedTypes ?? []).map((t) => ctx.printer.print(t)),
    children: refs(ctx, decl.extendedBy),
    implementedBy: refs(ctx, decl.implementedBy),
  };
  const empty =
    hierarchy.parents.length === 0 &&
    hierarchy.implements.length === 0 &&
    hierarchy.children.length === 0 &&
    hierarchy.implementedBy.length === 0;
  return empty ? undefined : hierarchy;
}

function parentNodes(ctx: BuildContext, types: JSONOutput.SomeType[] | undefined, seen: Set<number>): HierarchyNode[] {
  return (types ?? []).map((type) => {
    const node: HierarchyNode = { type: ctx.printer.print(type), parents: [] };
    if (type.type === "reference" && typeof type.target === "number" && !seen.has(type.target)) {
      const target = ctx.reflection(type.target);
      if (target && target.variant === "declaration") {
        node.parents = parentNodes(ctx, target.extendedTypes, new Set([...seen, target.id]));
      }
    }
    return node;
  });
}

function refs(ctx: BuildContext, types: JSONOutput.ReferenceType[] | undefined): OwnerRef[] {
  return (types ?? [])
    .map((t) => {
      const href = typeof t.target === "number" ? ctx.hrefOf(t.target) : undefined;
      return href ? { name: t.name, href } : { name: t.name };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
