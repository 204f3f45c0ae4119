/**
 * Remembers where a property's type comes from when it is declared as
 * `Interface["member"]`. Element declares every method of the scrollable and
 * animatable mixins that way (`scrollTo?: ScrollableMethods["scrollTo"]`).
 * TypeDoc resolves such a type to the member's own function type, doc comment
 * included, but forgets the interface it came from; the pages need that link
 * and need to know the property stands for a method.
 *
 * The origin is added to TypeDoc's JSON as `typeOfMember`, a reference to the
 * interface member, so everything downstream keeps reading plain JSON.
 */
import ts from "typescript";
import {
  Converter,
  DeclarationReflection,
  ReflectionKind,
  type Application,
  type JSONOutput,
  type Reflection,
} from "typedoc";

/** The field this module adds to a property's JSON. */
export interface TypeOfMemberField {
  /** The interface member named by the property's `I["m"]` type. */
  typeOfMember?: JSONOutput.ReferenceType;
}

export function recordTypeOfMember(app: Application): void {
  const pending = new Map<DeclarationReflection, ts.Symbol>();
  const resolved = new Map<DeclarationReflection, Reflection>();

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Property)) return;
    // Inherited copies carry the declaring class's symbol, so they are recorded too.
    const declaration = context.getSymbolFromReflection(reflection)?.declarations?.[0];
    const member = declaration && indexedMember(context.checker, declaration);
    if (member) pending.set(reflection, member);
  });
  // The interface may be converted after the classes that use it: resolve once all exist.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const [reflection, member] of pending) {
      const target = context.getReflectionFromSymbol(member);
      if (target) resolved.set(reflection, target);
    }
  });
  app.serializer.addSerializer<DeclarationReflection>({
    priority: 0,
    supports: (item) => item instanceof DeclarationReflection && resolved.has(item),
    toObject: (item, obj) => {
      const target = resolved.get(item) as Reflection;
      const field: Required<TypeOfMemberField> = {
        typeOfMember: { type: "reference", target: target.id, name: target.getFriendlyFullName() },
      };
      return Object.assign(obj, field);
    },
  });
}

/** The symbol of `m` when `node` is a property typed `I["m"]`. */
function indexedMember(checker: ts.TypeChecker, node: ts.Declaration): ts.Symbol | undefined {
  if (!ts.isPropertyDeclaration(node) && !ts.isPropertySignature(node)) return undefined;
  const type = node.type;
  if (!type || !ts.isIndexedAccessTypeNode(type)) return undefined;
  const index = type.indexType;
  if (!ts.isLiteralTypeNode(index) || !ts.isStringLiteral(index.literal)) return undefined;
  return checker.getTypeFromTypeNode(type.objectType).getProperty(index.literal.text);
}
