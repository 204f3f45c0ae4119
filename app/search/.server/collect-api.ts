import fs from "node:fs";
import path from "node:path";
import { MEMBER_GROUPS } from "../../../contracts/api-kinds";
import type {
  ApiManifest,
  ApiMember,
  ApiOption,
  ApiPageData,
  DocComment,
  TypeTokens,
} from "../../../contracts/api-model";
import { isDeclarationPage } from "../../../contracts/api-model";
import { API_MANIFEST_FILE, apiHref, apiPageFileName } from "../../../contracts/api-paths";
import { CURRENT_VERSION, type DocsVersion } from "../../../contracts/docs-versions";
import type { SearchDocument } from "../engine/documents";
import { plainText } from "../../api-reference/.server/generator/comments";

type ApiDocument = Omit<SearchDocument, "id">;

/** Summaries are for recognising a hit, not reading it: one or two sentences are enough. */
const SUMMARY_LIMIT = 200;

/**
 * One document per API page (module, class, function…) and one per member
 * declared on it. Inherited members are skipped: `setContent` is found once,
 * on Element, not on each of the thirty widgets that inherit it. A member
 * declared as an interface's (Element's `scrollTo`, typed
 * `ScrollableMethods["scrollTo"]`) ranks after the interface's own, like an
 * override after the original.
 */
export function collectApi(apiDir: string, category: string, version: DocsVersion = CURRENT_VERSION): ApiDocument[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(apiDir, API_MANIFEST_FILE), "utf8")) as ApiManifest;
  const docs: ApiDocument[] = [];
  const pages = manifest.pages.map((summary) => {
    const file = path.join(apiDir, "pages", apiPageFileName(summary.slug));
    return { summary, page: JSON.parse(fs.readFileSync(file, "utf8")) as ApiPageData };
  });
  const options = optionsByDeclaration(pages.map(({ page }) => page));
  for (const { summary, page } of pages) {
    const url = apiHref(summary.slug, undefined, version.apiBase);
    // The hit's trail says which version a result is from when it is not the current one.
    const versionCategory = version === CURRENT_VERSION ? category : `${category} ${version.label}`;
    docs.push({
      version: version.name,
      url,
      title: summary.title,
      page: summary.title,
      category: versionCategory,
      kind: summary.kind,
      ...(summary.module ? { module: summary.module } : {}),
      text: clip(summary.summary),
    });
    if (!isDeclarationPage(page)) continue;
    for (const group of page.groups ?? []) {
      for (const member of group.members) {
        if (member.inheritedFrom) continue;
        docs.push({
          version: version.name,
          url: `${url}#${member.id}`,
          title: member.name,
          page: summary.title,
          category: versionCategory,
          parent: summary.title,
          kind: MEMBER_GROUPS[group.title].kind,
          ...(summary.module ? { module: summary.module } : {}),
          // Both re-declare a member documented elsewhere, which ranks first.
          ...(member.overrides || member.typeFrom ? { override: true as const } : {}),
          ...(markedInternal(member) ? { internal: true as const } : {}),
          text: withOption(clip(memberSummary(member)), options.get(`${summary.title}.${member.name}`), member),
        });
      }
    }
  }
  return docs;
}

/**
 * The options tables of the widget pages, by the interface that declares
 * each option ("ElementOptions.border"): the record of that interface's
 * member then states the type and the default the table shows, so
 * "border default" finds it, once, where the option is declared.
 */
function optionsByDeclaration(pages: readonly ApiPageData[]): Map<string, ApiOption> {
  const found = new Map<string, ApiOption>();
  for (const page of pages) {
    if (!isDeclarationPage(page) || !page.options) continue;
    for (const option of page.options.options) {
      const key = `${option.from ?? page.options.interfaceName}.${option.name}`;
      const known = found.get(key);
      // The declaring interface's own words (probed as `key`) say most: a class's own words are for that class.
      // Then words backed by a probe, a value read back, a doc comment.
      if (!known || defaultRank(option, key) > defaultRank(known, key)) found.set(key, option);
    }
  }
  return found;
}

const defaultRank = (option: ApiOption, key: string) =>
  option.readerDefault?.probe === key ? 3 : option.readerDefault ? 2 : option.applied !== undefined ? 1 : 0;

function withOption(summary: string, option: ApiOption | undefined, member: ApiMember): string {
  if (!option) return summary;
  const type = typeText(member.type ?? option.type);
  // What the Options table shows first: the probe's words, the value read back, or else the doc comment's.
  const stated = option.readerDefault?.says ?? option.applied ?? option.declaredDefault;
  const facts = [`Option, type ${type}`, stated === undefined ? "" : `default ${stated}`].filter(Boolean).join(", ");
  return summary ? `${summary} ${facts}.` : `${facts}.`;
}

function typeText(tokens: TypeTokens | undefined): string {
  const text = (tokens ?? []).map((token) => (typeof token === "string" ? token : token[0])).join("");
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Declared private, or documented `@internal`, `@private` or `@hidden`: kept out of default results (documents.ts). */
function markedInternal(member: ApiMember): boolean {
  const docs = [member.doc, ...(member.signatures ?? []).map((s) => s.doc)];
  return (
    (member.flags ?? []).includes("private") ||
    docs.some((doc) => doc?.modifiers?.some((tag) => INTERNAL_MODIFIERS.has(tag)))
  );
}

const INTERNAL_MODIFIERS = new Set(["internal", "private", "hidden"]);

function memberSummary(member: ApiMember): string {
  const doc: DocComment | undefined = member.doc ?? member.signatures?.find((s) => s.doc)?.doc;
  return doc ? plainText(doc.summary) : "";
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= SUMMARY_LIMIT) return flat;
  const cut = flat.lastIndexOf(" ", SUMMARY_LIMIT);
  return `${flat.slice(0, cut > 0 ? cut : SUMMARY_LIMIT)}…`;
}
