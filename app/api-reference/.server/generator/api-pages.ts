/**
 * Assembles every API page from the indexed TypeDoc project: one page per
 * export, one per module and the index.
 */
import { ReflectionKind } from "typedoc";
import type {
  ApiPageData,
  ApiPageSummary,
  DeclarationPageData,
  DocComment,
  IndexPageData,
  ModuleEntry,
  ModulePageData,
} from "../../../../contracts/api-model";
import { DECLARATION_KINDS, DECLARATION_ORDER } from "../../../../contracts/api-kinds";
import { memberContainer, type BuildContext } from "./context";
import { buildHierarchy } from "./hierarchy";
import { buildSignature, buildTypeParameters, memberGroups } from "./members";
import type { ModuleInfo } from "./modules";
import { compareNames, isKind, type Declaration } from "./reflections";
import { declarationKind } from "./slugs";
import { readerSummary } from "./summaries";
import { optionsTable } from "./options";

const SECTION_ORDER: readonly ModuleInfo["section"][] = ["Widgets", "Runtime", "Library"];

export const INDEX_TITLE = "API reference";

export function buildAllPages(ctx: BuildContext): ApiPageData[] {
  const declarationPages = ctx.index.exports.map((decl) => declarationPage(ctx, decl));
  const modulePages = [...ctx.assignment.modules.values()].map((info) => modulePage(ctx, info, declarationPages));
  const pages: ApiPageData[] = [indexPage(ctx, modulePages), ...modulePages, ...declarationPages];
  return pages.sort((a, b) => compareNames(a.slug, b.slug));
}

export function summaryOf(page: ApiPageData): ApiPageSummary {
  return { slug: page.slug, title: page.title, kind: page.kind, module: page.module, summary: page.summary };
}

function declarationPage(ctx: BuildContext, decl: Declaration): DeclarationPageData {
  const kind = declarationKind(decl);
  const module = ctx.assignment.moduleOf.get(decl.name) as string;
  let doc = ctx.comments.comment(decl.comment);
  const page: DeclarationPageData = {
    slug: ctx.slugOf(decl),
    title: decl.name,
    kind,
    module,
    name: decl.name,
    summary: "",
  };
  const source = ctx.source(decl);
  if (source) page.source = source;
  const typeParameters = buildTypeParameters(ctx, decl.typeParameters);
  if (typeParameters) page.typeParameters = typeParameters;

  if (kind === "function") {
    const signatures = decl.signatures ?? [];
    // A single signature's comment is the function's documentation: show it
    // once, as the page description.
    const [only] = signatures;
    const single = signatures.length === 1 && !doc;
    if (single && only) doc = ctx.comments.comment(only.comment);
    page.signatures = signatures.map((sig, i) =>
      buildSignature(ctx, sig, i === 0 ? "signature" : `signature-${i + 1}`, !single),
    );
  }
  if (isKind(decl, ReflectionKind.Class | ReflectionKind.Interface)) {
    const hierarchy = buildHierarchy(ctx, decl);
    if (hierarchy) page.hierarchy = hierarchy;
  }
  if (memberContainer(decl)) {
    page.groups = memberGroups(ctx, decl);
    const options = optionsTable(ctx, decl, module);
    if (options) page.options = options;
  } else if (kind === "typeAlias" || kind === "variable") {
    page.type = ctx.printer.print(decl.type);
  }
  const reader = readerSummary(decl.name, doc);
  if (reader.doc) page.doc = reader.doc;
  page.summary = reader.summary || fallbackSummary(page);
  return page;
}

function modulePage(ctx: BuildContext, info: ModuleInfo, declarations: DeclarationPageData[]): ModulePageData {
  const entries: ModuleEntry[] = declarations
    .filter((p) => p.module === info.name)
    .map((p) => ({ slug: p.slug, name: p.name, kind: p.kind, summary: p.summary }))
    .sort(
      (a, b) => DECLARATION_ORDER.indexOf(a.kind) - DECLARATION_ORDER.indexOf(b.kind) || compareNames(a.name, b.name),
    );
  const primaryPage = info.primary ? declarations.find((p) => p.name === info.primary?.name) : undefined;
  // Only the primary declaration's summary: its examples and remarks belong on its own page.
  const doc: DocComment | undefined =
    primaryPage?.doc && primaryPage.doc.summary.length > 0 ? { summary: primaryPage.doc.summary } : undefined;
  const summary = (doc && primaryPage?.summary) || info.summary;
  const page: ModulePageData = {
    slug: info.name,
    title: info.name,
    kind: "module",
    module: info.name,
    base: ctx.version.apiBase,
    summary,
    entries,
  };
  if (doc) page.doc = doc;
  return page;
}

function indexPage(ctx: BuildContext, modules: ModulePageData[]): IndexPageData {
  const sectionOf = (m: ModulePageData): ModuleInfo["section"] =>
    ctx.assignment.modules.get(m.slug)?.section ?? "Library";
  return {
    slug: "",
    title: INDEX_TITLE,
    kind: "index",
    module: "",
    base: ctx.version.apiBase,
    summary: `Generated reference of every class, interface, function, type and value exported by @unblessed/core ${ctx.version.release}.`,
    sections: SECTION_ORDER.map((title) => ({
      title,
      modules: modules.filter((m) => sectionOf(m) === title).map(summaryOf),
    })).filter((s) => s.modules.length > 0),
  };
}

/** A one-liner for undocumented declarations, so listings and meta tags are never blank. */
function fallbackSummary(page: DeclarationPageData): string {
  const widget = /^widgets\.(\w+)$/.exec(page.module);
  const options = /^(\w+)Options$/.exec(page.name);
  if (widget && options && options[1]?.toLowerCase() === widget[1])
    return `Options accepted by the ${options[1]} widget.`;
  return `${DECLARATION_KINDS[page.kind].label} ${page.name} in ${page.module}.`;
}
