/**
 * Builds the members of a class or interface page: properties with types,
 * methods with signatures, events from `@fires`, and the inherited /
 * overrides / implements / type-from relations that link each member to its
 * origin. An inherited member keeps its whole doc comment (parameters,
 * returns, examples), exactly as on the page of the class that declares it.
 */
import type { JSONOutput } from "typedoc";
import type {
  ApiMember,
  ApiMemberGroup,
  ApiParameter,
  ApiSignature,
  ApiTypeParameter,
  OwnerRef,
  TypeToken,
} from "../../../../contracts/api-model";
import { INDEX_SIGNATURE_NAME, type BuildContext, type MemberSlot } from "./context";
import type { Declaration, Signature } from "./reflections";
import { mergeText } from "./types";

export function memberGroups(ctx: BuildContext, decl: Declaration): ApiMemberGroup[] {
  return ctx.layout(decl).groups.map((group) => ({
    title: group.title,
    members: group.slots.map((slot) => buildMember(ctx, decl, slot)),
  }));
}

function buildMember(ctx: BuildContext, owner: Declaration, slot: MemberSlot): ApiMember {
  if (slot.event) {
    const event = slot.event;
    const member: ApiMember = { id: slot.id, name: event.name };
    const summary = ctx.comments.blocks(event.parts);
    if (summary.length > 0) member.doc = { summary };
    if (event.owner.id !== owner.id)
      member.inheritedFrom = { name: event.owner.name, href: ctx.hrefOf(event.owner.id) };
    return member;
  }
  if (slot.indexSignature) {
    const sig = slot.indexSignature;
    const member: ApiMember = { id: slot.id, name: INDEX_SIGNATURE_NAME, type: indexSignatureType(ctx, sig) };
    return withDocAndSource(ctx, member, sig.comment, sig);
  }
  const decl = slot.member as Declaration;
  // One path for every member: declared, inherited (TypeDoc copies the
  // declaring class's comments onto the copy) or declared as an interface's
  // member. `decl` gives the name, flags, location and relations; `described`
  // the signatures, type and doc comment.
  const described = ctx.describedBy(decl);
  const member: ApiMember = { id: slot.id, name: decl.name };
  const flags = memberFlags(decl);
  if (flags.length > 0) member.flags = flags;

  if (described.signatures && described.signatures.length > 0) {
    const ids = [slot.id, ...slot.overloadIds];
    member.signatures = described.signatures.map((sig, i) => buildSignature(ctx, sig, ids[i] ?? `${slot.id}-${i + 1}`));
  } else if (described.getSignature || described.setSignature) {
    member.type = ctx.printer.print(described.getSignature?.type ?? described.setSignature?.parameters?.[0]?.type);
    const comment = described.getSignature?.comment ?? described.setSignature?.comment ?? described.comment;
    const doc = ctx.comments.comment(comment);
    if (doc) member.doc = doc;
    if (!described.setSignature) member.flags = [...(member.flags ?? []), "readonly"];
  } else {
    member.type = ctx.printer.print(described.type);
  }
  if (!member.doc) {
    // A method's comment lives on its signatures; a property's on itself.
    const doc = ctx.comments.comment(decl.comment ?? (member.signatures ? undefined : described.comment));
    if (doc) member.doc = doc;
  }
  const source = ctx.source(decl);
  if (source) member.source = source;
  // A lone signature is shown with the member's location, never its own.
  const [only, ...others] = member.signatures ?? [];
  if (only && others.length === 0 && source) delete only.source;

  const inherited = originRef(ctx, decl.inheritedFrom);
  if (inherited) member.inheritedFrom = inherited;
  const typeFrom = described !== decl ? originRef(ctx, decl.typeOfMember) : undefined;
  if (typeFrom) member.typeFrom = typeFrom;
  const overrides = originRef(ctx, decl.overwrites);
  if (overrides) member.overrides = overrides;
  const implementation = originRef(ctx, decl.implementationOf);
  if (implementation && !inherited) member.implementationOf = implementation;
  return member;
}

function withDocAndSource(
  ctx: BuildContext,
  member: ApiMember,
  comment: JSONOutput.Comment | undefined,
  refl: { sources?: { fileName: string; line: number }[] },
): ApiMember {
  const doc = ctx.comments.comment(comment);
  if (doc) member.doc = doc;
  const source = ctx.source(refl);
  if (source) member.source = source;
  return member;
}

function indexSignatureType(ctx: BuildContext, sig: Signature): TypeToken[] {
  const out: TypeToken[] = ["["];
  (sig.parameters ?? []).forEach((p, i) => {
    if (i > 0) out.push(", ");
    out.push(`${p.name}: `, ...ctx.printer.print(p.type));
  });
  out.push("]: ", ...ctx.printer.print(sig.type));
  return mergeText(out);
}

function memberFlags(decl: Declaration): string[] {
  const f = decl.flags;
  const flags: string[] = [];
  if (f.isStatic) flags.push("static");
  if (f.isAbstract) flags.push("abstract");
  if (f.isProtected) flags.push("protected");
  if (f.isReadonly) flags.push("readonly");
  if (f.isOptional) flags.push("optional");
  return flags;
}

/**
 * "Inherited from X", "Overrides X.m": TypeDoc points at the parent's copy of
 * the member, which may itself be inherited. Follow the chain to the class
 * that actually declares it, so the link lands on the defining page.
 */
export function originRef(ctx: BuildContext, ref: JSONOutput.ReferenceType | undefined): OwnerRef | undefined {
  if (!ref) return undefined;
  let target = typeof ref.target === "number" ? ctx.reflection(ref.target) : undefined;
  const seen = new Set<number>();
  while (target && !seen.has(target.id)) {
    seen.add(target.id);
    const next: JSONOutput.ReferenceType | undefined =
      target.variant === "declaration" || target.variant === "signature" ? target.inheritedFrom : undefined;
    const nextTarget = next && typeof next.target === "number" ? ctx.reflection(next.target) : undefined;
    if (!nextTarget) break;
    target = nextTarget;
  }
  if (!target) {
    // Declared on something the release does not export (e.g. a private base class).
    return { name: ownerName(ref.name) };
  }
  const owner = ownerOf(ctx, target.id);
  const name = owner?.name ?? ownerName(ref.name);
  const href = ctx.hrefOf(target.id);
  return href ? { name, href } : { name };
}

/** The class or interface that contains a member (or a member's signature). */
function ownerOf(ctx: BuildContext, id: number): Declaration | undefined {
  let current = ctx.reflection(id);
  let parent = current ? ctx.index.parentOf.get(current.id) : undefined;
  // Signature → member → owner.
  if (current?.variant === "signature" && parent) {
    current = parent;
    parent = ctx.index.parentOf.get(current.id);
  }
  return parent?.variant === "declaration" ? parent : undefined;
}

/** "Element.setContent" → "Element". */
function ownerName(qualified: string): string {
  const dot = qualified.indexOf(".");
  return dot > 0 ? qualified.slice(0, dot) : qualified;
}

export function buildSignature(ctx: BuildContext, sig: Signature, id: string, includeDoc = true): ApiSignature {
  const header: TypeToken[] = [sig.kind === 16384 /* ConstructorSignature */ ? `new ${sig.name}` : sig.name];
  ctx.printer.params(sig, header, "");
  header.push(": ", ...ctx.printer.print(sig.type));
  const result: ApiSignature = {
    id,
    header: mergeText(header),
    parameters: (sig.parameters ?? []).map((p) => buildParameter(ctx, p)),
  };
  const typeParameters = buildTypeParameters(ctx, sig.typeParameters);
  if (typeParameters) result.typeParameters = typeParameters;
  if (sig.type) result.returns = ctx.printer.print(sig.type);
  if (includeDoc) {
    const doc = ctx.comments.comment(sig.comment);
    if (doc) result.doc = doc;
  }
  const source = ctx.source(sig);
  if (source) result.source = source;
  return result;
}

function buildParameter(ctx: BuildContext, p: JSONOutput.ParameterReflection): ApiParameter {
  const param: ApiParameter = { name: p.name, type: ctx.printer.print(p.type) };
  if (p.flags.isOptional) param.optional = true;
  if (p.flags.isRest) param.rest = true;
  if (p.defaultValue !== undefined && p.defaultValue !== "...") param.defaultValue = p.defaultValue;
  const doc = ctx.comments.blocks(p.comment?.summary);
  if (doc.length > 0) param.doc = doc;
  return param;
}

export function buildTypeParameters(
  ctx: BuildContext,
  params: JSONOutput.TypeParameterReflection[] | undefined,
): ApiTypeParameter[] | undefined {
  if (!params || params.length === 0) return undefined;
  return params.map((tp) => {
    const out: ApiTypeParameter = { name: tp.name };
    if (tp.type) out.constraint = ctx.printer.print(tp.type);
    if (tp.default) out.default = ctx.printer.print(tp.default);
    const doc = ctx.comments.blocks(tp.comment?.summary);
    if (doc.length > 0) out.doc = doc;
    return out;
  });
}
