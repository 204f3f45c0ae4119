/** Table of contents of an API page: sections (h2) and members (h3). */
import { DECLARATION_KINDS, DECLARATION_ORDER } from "../../../contracts/api-kinds";
import type { ApiPageData } from "../../../contracts/api-model";
import { MEMBER_SECTION_IDS, memberSections } from "../../../contracts/api-member-sections";
import { SECTION } from "../../../contracts/api-sections";
import { OPTIONS_SECTION_ID } from "../../../contracts/api-options";
import type { TocEntry } from "../../../contracts/toc";

export function apiToc(page: ApiPageData): TocEntry[] {
  if (page.kind === "index") {
    return page.sections.map((s) => ({ id: SECTION.moduleSection(s.title), text: s.title, depth: 2 }));
  }
  if (page.kind === "module") {
    return groupEntries(page.entries).map(({ title }) => ({ id: SECTION.kindSection(title), text: title, depth: 2 }));
  }
  const toc: TocEntry[] = [];
  if (page.doc?.examples) toc.push({ id: SECTION.examples, text: "Examples", depth: 2 });
  if (page.options) toc.push({ id: OPTIONS_SECTION_ID, text: "Options", depth: 2 });
  if (page.hierarchy) toc.push({ id: SECTION.hierarchy, text: "Hierarchy", depth: 2 });
  if (page.typeParameters) toc.push({ id: SECTION.typeParameters, text: "Type parameters", depth: 2 });
  if (page.type) toc.push({ id: SECTION.type, text: "Type", depth: 2 });
  if (page.signatures && page.signatures.length > 0) {
    toc.push({ id: SECTION.signatures, text: page.signatures.length > 1 ? "Signatures" : "Signature", depth: 2 });
  }
  // Own members one by one; inherited ones by the class they come from; internals once.
  const sections = memberSections(page.groups ?? [], page.hierarchy?.parents);
  for (const group of sections.own) {
    toc.push({ id: SECTION.group(group.title), text: group.title, depth: 2 });
    for (const member of group.members) toc.push({ id: member.id, text: member.name, depth: 3 });
  }
  if (sections.inherited.length > 0) {
    toc.push({ id: MEMBER_SECTION_IDS.inherited, text: "Inherited members", depth: 2 });
    for (const section of sections.inherited) {
      toc.push({ id: section.id, text: `From ${section.owner.name} (${section.count})`, depth: 3 });
    }
  }
  if (sections.internalCount > 0) toc.push({ id: MEMBER_SECTION_IDS.internal, text: "Internal members", depth: 2 });
  return toc;
}

/** Module entries grouped by kind, in display order. */
export function groupEntries<T extends { kind: string }>(entries: readonly T[]): { title: string; entries: T[] }[] {
  return DECLARATION_ORDER.map((kind) => ({
    title: DECLARATION_KINDS[kind].plural,
    entries: entries.filter((e) => e.kind === kind),
  })).filter((g) => g.entries.length > 0);
}
