/** Table of contents of an API page: sections (h2) and members (h3). */
import type { ApiPageData } from "../../.server/api/model.js";
import { SECTION } from "./sections.js";

/** Mirrors `TocEntry` of app/lib/toc.ts (the site's shared TOC type). */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

export function apiToc(page: ApiPageData): TocEntry[] {
  if (page.kind === "index") {
    return page.sections.map((s) => ({ id: SECTION.moduleSection(s.title), text: s.title, depth: 2 }));
  }
  if (page.kind === "module") {
    return groupEntries(page.entries).map(({ title }) => ({ id: SECTION.kindSection(title), text: title, depth: 2 }));
  }
  const toc: TocEntry[] = [];
  if (page.doc?.examples) toc.push({ id: SECTION.examples, text: "Examples", depth: 2 });
  if (page.hierarchy) toc.push({ id: SECTION.hierarchy, text: "Hierarchy", depth: 2 });
  if (page.typeParameters) toc.push({ id: SECTION.typeParameters, text: "Type parameters", depth: 2 });
  if (page.type) toc.push({ id: SECTION.type, text: "Type", depth: 2 });
  if (page.signatures && page.signatures.length > 0) {
    toc.push({ id: SECTION.signatures, text: page.signatures.length > 1 ? "Signatures" : "Signature", depth: 2 });
  }
  for (const group of page.groups ?? []) {
    toc.push({ id: SECTION.group(group.title), text: group.title, depth: 2 });
    for (const member of group.members) toc.push({ id: member.id, text: member.name, depth: 3 });
  }
  return toc;
}

const KIND_TITLES = [
  ["class", "Classes"],
  ["interface", "Interfaces"],
  ["typeAlias", "Type aliases"],
  ["function", "Functions"],
  ["variable", "Variables"],
] as const;

/** Module entries grouped by kind, in display order. */
export function groupEntries<T extends { kind: string }>(entries: readonly T[]): { title: string; entries: T[] }[] {
  return KIND_TITLES.map(([kind, title]) => ({ title, entries: entries.filter((e) => e.kind === kind) })).filter(
    (g) => g.entries.length > 0,
  );
}
