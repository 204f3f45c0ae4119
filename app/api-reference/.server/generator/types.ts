/**
 * Prints TypeDoc JSON types to tokens: text runs plus links to the pages of
 * referenced declarations. The output mirrors TypeScript syntax closely
 * enough to read as code.
 */
import type { JSONOutput } from "typedoc";
import type { TypeToken, TypeTokens } from "../../../../contracts/api-model";

type SomeType = JSONOutput.SomeType;

/** Resolves a reflection id to the href of its page (or member anchor). */
export type HrefResolver = (id: number) => string | undefined;

/** Object literals with more members than this print one member per line. */
const INLINE_MEMBER_LIMIT = 3;

export class TypePrinter {
  constructor(private readonly resolve: HrefResolver) {}

  print(type: SomeType | undefined, indent = ""): TypeTokens {
    const out: TypeToken[] = [];
    this.write(type, out, indent);
    return mergeText(out);
  }

  private write(type: SomeType | undefined, out: TypeToken[], indent: string): void {
    if (!type) {
      out.push("unknown");
      return;
    }
    switch (type.type) {
      case "intrinsic":
        out.push(type.name);
        return;
      case "literal":
        out.push(literalText(type.value));
        return;
      case "unknown":
        out.push(type.name);
        return;
      case "reference": {
        const href =
          typeof type.target === "number" && !type.refersToTypeParameter ? this.resolve(type.target) : undefined;
        out.push(href ? [type.name, href] : type.name);
        if (type.typeArguments && type.typeArguments.length > 0) {
          out.push("<");
          this.list(type.typeArguments, ", ", out, indent);
          out.push(">");
        }
        return;
      }
      case "array":
        this.wrapped(type.elementType, out, indent);
        out.push("[]");
        return;
      case "union":
        this.list(type.types, " | ", out, indent, true);
        return;
      case "intersection":
        this.list(type.types, " & ", out, indent, true);
        return;
      case "tuple":
        out.push("[");
        this.list(type.elements ?? [], ", ", out, indent);
        out.push("]");
        return;
      case "namedTupleMember":
        out.push(`${type.name}${type.isOptional ? "?" : ""}: `);
        this.write(type.element, out, indent);
        return;
      case "optional":
        this.wrapped(type.elementType, out, indent);
        out.push("?");
        return;
      case "rest":
        out.push("...");
        this.wrapped(type.elementType, out, indent);
        return;
      case "conditional":
        this.wrapped(type.checkType, out, indent);
        out.push(" extends ");
        this.write(type.extendsType, out, indent);
        out.push(" ? ");
        this.write(type.trueType, out, indent);
        out.push(" : ");
        this.write(type.falseType, out, indent);
        return;
      case "indexedAccess":
        this.wrapped(type.objectType, out, indent);
        out.push("[");
        this.write(type.indexType, out, indent);
        out.push("]");
        return;
      case "predicate":
        out.push(`${type.asserts ? "asserts " : ""}${type.name}`);
        if (type.targetType) {
          out.push(" is ");
          this.write(type.targetType, out, indent);
        }
        return;
      case "query":
        out.push("typeof ");
        this.write(type.queryType, out, indent);
        return;
      case "typeOperator":
        out.push(`${type.operator} `);
        this.wrapped(type.target, out, indent);
        return;
      case "inferred":
        out.push(`infer ${type.name}`);
        if (type.constraint) {
          out.push(" extends ");
          this.write(type.constraint, out, indent);
        }
        return;
      case "templateLiteral":
        out.push("`" + type.head);
        for (const [t, text] of type.tail) {
          out.push("${");
          this.write(t, out, indent);
          out.push("}" + text);
        }
        out.push("`");
        return;
      case "mapped":
        out.push(`{ ${type.readonlyModifier === "+" ? "readonly " : ""}[${type.parameter} in `);
        this.write(type.parameterType, out, indent);
        if (type.nameType) {
          out.push(" as ");
          this.write(type.nameType, out, indent);
        }
        out.push(`]${type.optionalModifier === "+" ? "?" : type.optionalModifier === "-" ? "-?" : ""}: `);
        this.write(type.templateType, out, indent);
        out.push(" }");
        return;
      case "reflection":
        this.declaration(type.declaration, out, indent);
        return;
    }
  }

  /** Function types and object literals. */
  private declaration(decl: JSONOutput.DeclarationReflection, out: TypeToken[], indent: string): void {
    const signatures = decl.signatures ?? [];
    const members = decl.children ?? [];
    const indexSignatures = decl.indexSignatures ?? [];
    const [sig] = signatures;
    if (sig && signatures.length === 1 && members.length === 0 && indexSignatures.length === 0) {
      if (sig.kind === 16384 /* ConstructorSignature */) out.push("new ");
      this.params(sig, out, indent);
      out.push(" => ");
      this.write(sig.type, out, indent);
      return;
    }
    const entries: ((o: TypeToken[], ind: string) => void)[] = [];
    for (const sig of signatures) {
      entries.push((o, ind) => {
        if (sig.kind === 16384) o.push("new ");
        this.params(sig, o, ind);
        o.push(": ");
        this.write(sig.type, o, ind);
      });
    }
    for (const sig of indexSignatures) {
      entries.push((o, ind) => {
        o.push("[");
        this.paramList(sig.parameters ?? [], o, ind);
        o.push("]: ");
        this.write(sig.type, o, ind);
      });
    }
    for (const member of members) {
      entries.push((o, ind) => this.member(member, o, ind));
    }
    if (entries.length === 0) {
      out.push("{}");
      return;
    }
    if (entries.length <= INLINE_MEMBER_LIMIT) {
      out.push("{ ");
      entries.forEach((write, i) => {
        if (i > 0) out.push("; ");
        write(out, indent);
      });
      out.push(" }");
      return;
    }
    const inner = `${indent}  `;
    out.push("{\n");
    for (const write of entries) {
      out.push(inner);
      write(out, inner);
      out.push(";\n");
    }
    out.push(`${indent}}`);
  }

  private member(member: JSONOutput.DeclarationReflection, out: TypeToken[], indent: string): void {
    const readonly = member.flags.isReadonly ? "readonly " : "";
    const optional = member.flags.isOptional ? "?" : "";
    if (member.signatures && member.signatures.length > 0 && !member.type) {
      member.signatures.forEach((sig, i) => {
        if (i > 0) out.push(`;\n${indent}`);
        out.push(`${member.name}${optional}`);
        this.params(sig, out, indent);
        out.push(": ");
        this.write(sig.type, out, indent);
      });
      return;
    }
    if (member.getSignature || member.setSignature) {
      out.push(`${member.getSignature ? "get" : "set"} ${member.name}(): `);
      this.write(member.getSignature?.type ?? member.setSignature?.parameters?.[0]?.type, out, indent);
      return;
    }
    out.push(`${readonly}${member.name}${optional}: `);
    this.write(member.type, out, indent);
  }

  /** `<T>(a: A, b?: B)` */
  params(sig: JSONOutput.SignatureReflection, out: TypeToken[], indent: string): void {
    if (sig.typeParameters && sig.typeParameters.length > 0) {
      out.push("<");
      sig.typeParameters.forEach((tp, i) => {
        if (i > 0) out.push(", ");
        out.push(tp.name);
      });
      out.push(">");
    }
    out.push("(");
    this.paramList(sig.parameters ?? [], out, indent);
    out.push(")");
  }

  private paramList(params: JSONOutput.ParameterReflection[], out: TypeToken[], indent: string): void {
    params.forEach((p, i) => {
      if (i > 0) out.push(", ");
      out.push(`${p.flags.isRest ? "..." : ""}${p.name}${p.flags.isOptional ? "?" : ""}: `);
      this.write(p.type, out, indent);
    });
  }

  private list(types: SomeType[], sep: string, out: TypeToken[], indent: string, wrap = false): void {
    types.forEach((t, i) => {
      if (i > 0) out.push(sep);
      if (wrap) this.wrapped(t, out, indent);
      else this.write(t, out, indent);
    });
  }

  /** Parenthesise types that would otherwise bind wrongly (`(A | B)[]`). */
  private wrapped(type: SomeType | undefined, out: TypeToken[], indent: string): void {
    const needsParens =
      type !== undefined &&
      (type.type === "union" ||
        type.type === "intersection" ||
        type.type === "conditional" ||
        (type.type === "reflection" && (type.declaration.signatures?.length ?? 0) === 1 && !type.declaration.children));
    if (needsParens) out.push("(");
    this.write(type, out, indent);
    if (needsParens) out.push(")");
  }
}

function literalText(value: JSONOutput.LiteralType["value"]): string {
  if (value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "object") return `${value.negative ? "-" : ""}${value.value}n`;
  return String(value);
}

/** Join adjacent text runs so the JSON stays small. */
export function mergeText(tokens: TypeToken[]): TypeTokens {
  const out: TypeToken[] = [];
  for (const token of tokens) {
    const last = out[out.length - 1];
    if (typeof token === "string" && typeof last === "string") out[out.length - 1] = last + token;
    else if (token !== "") out.push(token);
  }
  return out;
}

/** Plain text of printed tokens (for summaries and tests). */
export function tokensText(tokens: TypeTokens): string {
  return tokens.map((t) => (typeof t === "string" ? t : t[0])).join("");
}
