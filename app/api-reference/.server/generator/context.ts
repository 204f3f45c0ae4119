/**
 * Shared state for building pages: which page each export lives on, the
 * anchors of every member, and href resolution for types and {@link} tags.
 */
import path from "node:path";
import { ReflectionKind } from "typedoc";
import { MEMBER_GROUP_ORDER, type MemberGroupTitle } from "../../../../contracts/api-kinds";
import type { SourceLocation } from "../../../../contracts/api-model";
import { apiHref } from "../../../../contracts/api-paths";
import { CURRENT_VERSION, type DocsVersion } from "../../../../contracts/docs-versions";
import { CommentReader, firesTags } from "./comments";
import type { Assignment } from "./modules";
import {
  compareNames,
  isKind,
  topLevelOf,
  type AnyReflection,
  type Declaration,
  type ReflectionIndex,
  type Signature,
} from "./reflections";
import { AnchorRegistry, SECTION_IDS, pageSlug } from "./slugs";
import { TypePrinter } from "./types";

/** Display name of an index signature member. */
export const INDEX_SIGNATURE_NAME = "[index]";

/** Member groups in display order. */
export const GROUP_ORDER = MEMBER_GROUP_ORDER;

export interface EventSlot {
  name: string;
  /** Class or interface whose comment declares the event. */
  owner: Declaration;
  parts: ReturnType<typeof firesTags>[number]["parts"];
}

export interface MemberSlot {
  id: string;
  /** Anchors of the 2nd, 3rd, ... signatures (overloads). */
  overloadIds: string[];
  member?: Declaration;
  event?: EventSlot;
  /** `[key: string]: T` on an interface or class. */
  indexSignature?: Signature;
}

export interface Layout {
  groups: { title: MemberGroupTitle; slots: MemberSlot[] }[];
}

export class BuildContext {
  readonly printer: TypePrinter;
  readonly comments: CommentReader;
  private readonly slugById = new Map<number, string>();
  private readonly layouts = new Map<number, Layout>();
  private readonly anchorById = new Map<number, string>();

  constructor(
    readonly index: ReflectionIndex,
    readonly assignment: Assignment,
    /** The version being generated: every link in the model is under its URL prefix. */
    readonly version: DocsVersion = CURRENT_VERSION,
    /** The URL of a line of a declaration file, when the package it was read from is known. */
    private readonly sourceUrl?: (file: string, line: number) => string | undefined,
  ) {
    for (const decl of index.exports) {
      const module = assignment.moduleOf.get(decl.name);
      if (module === undefined) throw new Error(`Export ${decl.name} has no module`);
      this.slugById.set(decl.id, pageSlug(module, decl));
    }
    const resolve = (id: number): string | undefined => this.hrefOf(id);
    this.printer = new TypePrinter(resolve);
    this.comments = new CommentReader(resolve);
  }

  slugOf(decl: Declaration): string {
    const slug = this.slugById.get(decl.id);
    if (slug === undefined) throw new Error(`${decl.name} is not a top-level export`);
    return slug;
  }

  /** Href of a reflection's page, with the member anchor when it has one. */
  hrefOf(id: number): string | undefined {
    const direct = this.slugById.get(id);
    if (direct !== undefined) return apiHref(direct, undefined, this.version.apiBase);
    const top = topLevelOf(this.index, id);
    if (!top) return undefined;
    const slug = this.slugById.get(top.id);
    if (slug === undefined) return undefined;
    this.layout(top);
    return apiHref(slug, this.anchorById.get(id), this.version.apiBase);
  }

  source(refl: { sources?: { fileName: string; line: number }[] }): SourceLocation | undefined {
    const src = refl.sources?.[0];
    if (!src) return undefined;
    const location: SourceLocation = { file: path.basename(src.fileName), line: src.line };
    const url = this.sourceUrl?.(src.fileName, src.line);
    if (url) location.url = url;
    return location;
  }

  /** Members of a class, interface or object-literal type, grouped, with anchors. */
  layout(decl: Declaration): Layout {
    const cached = this.layouts.get(decl.id);
    if (cached) return cached;
    const container = memberContainer(decl);
    const byGroup = new Map<
      MemberGroupTitle,
      { name: string; slot: Omit<MemberSlot, "id" | "overloadIds">; count: number }[]
    >();
    const add = (
      group: MemberGroupTitle,
      name: string,
      slot: Omit<MemberSlot, "id" | "overloadIds">,
      count: number,
    ): void => {
      byGroup.set(group, [...(byGroup.get(group) ?? []), { name, slot, count }]);
    };
    for (const member of container?.children ?? []) {
      const described = this.describedBy(member);
      const group = groupOf(described);
      if (group) add(group, member.name, { member }, described.signatures?.length ?? 1);
    }
    for (const indexSignature of container?.indexSignatures ?? []) {
      add("Properties", INDEX_SIGNATURE_NAME, { indexSignature }, 1);
    }
    for (const event of this.events(decl)) add("Events", event.name, { event }, 1);

    const anchors = new AnchorRegistry(SECTION_IDS);
    const layout: Layout = { groups: [] };
    for (const title of GROUP_ORDER) {
      const entries = byGroup.get(title);
      if (!entries) continue;
      // Stable order: static members first, then by name.
      entries.sort((a, b) => staticRank(a.slot.member) - staticRank(b.slot.member) || compareNames(a.name, b.name));
      const slots = entries.map(({ name, slot, count }) => {
        const id = slot.indexSignature ? anchors.claim("index-signature") : anchors.memberId(title, name);
        const overloadIds = Array.from({ length: Math.max(0, count - 1) }, () => anchors.claim(id));
        return { ...slot, id, overloadIds };
      });
      layout.groups.push({ title, slots });
    }
    for (const group of layout.groups) {
      for (const slot of group.slots) {
        if (!slot.member) continue;
        this.anchorById.set(slot.member.id, slot.id);
        slot.member.signatures?.forEach((sig, i) =>
          this.anchorById.set(sig.id, i === 0 ? slot.id : (slot.overloadIds[i - 1] ?? slot.id)),
        );
        for (const accessorSig of [slot.member.getSignature, slot.member.setSignature]) {
          if (accessorSig) this.anchorById.set(accessorSig.id, slot.id);
        }
      }
    }
    this.layouts.set(decl.id, layout);
    return layout;
  }

  /**
   * Events a class emits: its own `@fires` tags and those of its ancestors
   * (an event declared by a base class is inherited like a member).
   */
  events(decl: Declaration): EventSlot[] {
    const seen = new Map<string, EventSlot>();
    const visited = new Set<number>();
    const walk = (current: Declaration): void => {
      if (visited.has(current.id)) return;
      visited.add(current.id);
      for (const { name, parts } of firesTags(current.comment)) {
        if (!seen.has(name)) seen.set(name, { name, owner: current, parts });
      }
      for (const parent of this.parentsOf(current)) walk(parent);
    };
    walk(decl);
    return [...seen.values()];
  }

  /** Exported declarations a class or interface extends. */
  parentsOf(decl: Declaration): Declaration[] {
    const out: Declaration[] = [];
    for (const t of decl.extendedTypes ?? []) {
      if (t.type !== "reference" || typeof t.target !== "number") continue;
      const target = this.index.byId.get(t.target);
      if (target && target.variant === "declaration") out.push(target);
    }
    return out;
  }

  /**
   * The declaration whose kind, signatures and doc comment describe a member:
   * the member itself, or the interface member it is declared as. Element
   * declares `scrollTo?: ScrollableMethods["scrollTo"]`, which is the
   * interface's method, documented there.
   */
  describedBy(member: Declaration): Declaration {
    const id = member.typeOfMember?.target;
    const origin = typeof id === "number" ? this.reflection(id) : undefined;
    return origin?.variant === "declaration" ? origin : member;
  }

  reflection(id: number): AnyReflection | undefined {
    return this.index.byId.get(id);
  }
}

/** The declaration whose children are the members shown on a page. */
export function memberContainer(decl: Declaration): Declaration | undefined {
  if (isKind(decl, ReflectionKind.Class | ReflectionKind.Interface)) return decl;
  if (decl.type?.type === "reflection" && (decl.type.declaration.children?.length ?? 0) > 0)
    return decl.type.declaration;
  return undefined;
}

function groupOf(member: Declaration): MemberGroupTitle | undefined {
  if (isKind(member, ReflectionKind.Constructor)) return "Constructors";
  if (isKind(member, ReflectionKind.Accessor)) return "Accessors";
  if (isKind(member, ReflectionKind.Method)) return "Methods";
  if (isKind(member, ReflectionKind.Property)) return "Properties";
  return undefined;
}

function staticRank(member: Declaration | undefined): number {
  return member?.flags.isStatic ? 0 : 1;
}
