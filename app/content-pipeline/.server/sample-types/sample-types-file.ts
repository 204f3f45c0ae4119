/**
 * Turns a page's quick infos (what the compiler said, ./sample-name.ts) into
 * the file the page fetches (contracts/sample-types.ts): the signature
 * highlighted by the site's highlighter, the doc comment's first sentence,
 * the link to the API page, at the member's anchor as the API reference made
 * it, and what the site knows to be wrong about the declaration.
 */
import { isDeclarationPage, type ApiPageData, type ApiPageSummary } from "../../../../contracts/api-model";
import { optionCorrection } from "../../../../contracts/api-options";
import { apiHref } from "../../../../contracts/api-paths";
import { firstSentenceOf } from "../../../../contracts/doc-text";
import {
  SAMPLE_TYPES_VERSION,
  type SampleTypeEntry,
  type SampleTypesFile,
  type SignatureRun,
} from "../../../../contracts/sample-types";
import { correctionsIn } from "../../../../content/api-doc-corrections";
import { listApiPages, loadApiPage } from "../content/generated-api";
import { CODE_THEME, getHighlighter, TOKENIZE_OPTIONS } from "../mdx/highlighter";
import type { NameTarget, QuickInfo } from "./sample-name";

const DECLARATION_PAGE_KINDS: ReadonlySet<string> = new Set([
  "class",
  "interface",
  "function",
  "typeAlias",
  "variable",
]);

/**
 * One reader of the API pages for every file made from the same model: the prerender makes a file
 * for each guide and each API page with names, and most of them link to the same few classes.
 * Keyed by the manifest's list, which a regenerated model replaces (in dev, too).
 */
const apiPagesOfModel = new WeakMap<readonly ApiPageSummary[], ApiPages>();

function apiPages(): ApiPages {
  const model = listApiPages();
  let pages = apiPagesOfModel.get(model);
  if (!pages) {
    pages = new ApiPages(model);
    apiPagesOfModel.set(model, pages);
  }
  return pages;
}

export async function sampleTypesFile(infos: readonly QuickInfo[]): Promise<SampleTypesFile> {
  const pages = apiPages();
  const entries = await Promise.all(infos.map((info) => entryOf(info, pages)));
  return { version: SAMPLE_TYPES_VERSION, entries };
}

async function entryOf(info: QuickInfo, pages: ApiPages): Promise<SampleTypeEntry> {
  const entry: SampleTypeEntry = { signature: await highlighted(info.display) };
  const summary = summaryOf(info.documentation);
  // A comment that only repeats the name (List's is "List") says nothing the signature does not.
  if (summary && summary !== info.target?.owner) entry.summary = summary;
  if (info.target) {
    const link = await pages.linkTo(info.target);
    if (link) Object.assign(entry, link);
    const correction = (await pages.optionCorrection(info.target)) ?? docCorrection(info.documentation);
    if (correction) entry.correction = correction;
  }
  return entry;
}

/** The first sentence of the comment's first paragraph, as the API reference shortens a summary. */
export function summaryOf(documentation: string): string | undefined {
  const paragraph =
    documentation
      .split(/\n\s*\n/)[0]
      // {@link Target} and {@link Target text} read as their text.
      ?.replace(/\{@link(?:code|plain)?\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}/g, (_, target: string, text?: string) =>
        text?.trim() ? text.trim() : target,
      )
      .replace(/\s+/g, " ")
      .trim() ?? "";
  return paragraph === "" ? undefined : firstSentenceOf(paragraph);
}

function docCorrection(documentation: string): string | undefined {
  const found = correctionsIn(documentation);
  return found.length === 0 ? undefined : `In fact: ${found.map((correction) => correction.fact).join(" ")}`;
}

/** Signatures highlighted so far: an inherited member's example repeats its names on many pages. */
const highlightedDisplays = new Map<string, Promise<SignatureRun[][]>>();

function highlighted(display: string): Promise<SignatureRun[][]> {
  let runs = highlightedDisplays.get(display);
  if (!runs) {
    runs = highlightDisplay(display);
    highlightedDisplays.set(display, runs);
  }
  return runs;
}

/** The signature as the code is highlighted: lines of runs, the theme's plain colour left out. */
async function highlightDisplay(display: string): Promise<SignatureRun[][]> {
  const highlighter = await getHighlighter();
  const { tokens, fg } = highlighter.codeToTokens(display, { lang: "ts", theme: CODE_THEME, ...TOKENIZE_OPTIONS });
  return tokens.map((line) =>
    line.map((token): SignatureRun => {
      const color = token.color?.toUpperCase();
      return color && color !== fg?.toUpperCase() ? [token.content, color] : token.content;
    }),
  );
}

/** The current version's API pages, each read once per model. */
class ApiPages {
  private readonly byTitle = new Map<string, ApiPageSummary>();
  private readonly loaded = new Map<string, Promise<ApiPageData>>();

  constructor(model: readonly ApiPageSummary[]) {
    for (const page of model) {
      if (DECLARATION_PAGE_KINDS.has(page.kind) && !this.byTitle.has(page.title)) this.byTitle.set(page.title, page);
    }
  }

  /** The API page of the target, at its member's anchor; undefined when the reference has no page for it. */
  async linkTo(target: NameTarget): Promise<Pick<SampleTypeEntry, "href" | "label"> | undefined> {
    const summary = this.byTitle.get(target.owner);
    if (!summary) return undefined;
    if (target.member === undefined) return { href: apiHref(summary.slug), label: target.owner };
    const page = await this.page(summary.slug);
    const anchor = ownMemberAnchor(page, target.member);
    const label = target.member === "constructor" ? `new ${target.owner}()` : `${target.owner}.${target.member}`;
    return { href: apiHref(summary.slug, anchor), label };
  }

  /** What the widget's Options table says the option really does, when it says its comment is wrong. */
  async optionCorrection(target: NameTarget): Promise<string | undefined> {
    if (!target.optionOf || target.member === undefined) return undefined;
    const summary = this.byTitle.get(target.optionOf);
    if (!summary) return undefined;
    const page = await this.page(summary.slug);
    const option = isDeclarationPage(page) ? page.options?.options.find((o) => o.name === target.member) : undefined;
    const correction = option && optionCorrection(option);
    return correction ? `${correction.label} ${correction.fact}` : undefined;
  }

  private page(slug: string): Promise<ApiPageData> {
    let page = this.loaded.get(slug);
    if (!page) {
      page = loadApiPage(slug);
      this.loaded.set(slug, page);
    }
    return page;
  }
}

/** The anchor the API reference gave the member its page declares (not one it inherits); undefined when it has none. */
function ownMemberAnchor(page: ApiPageData, member: string): string | undefined {
  if (!isDeclarationPage(page)) return undefined;
  for (const group of page.groups ?? []) {
    const found = group.members.find((candidate) => candidate.name === member && !candidate.inheritedFrom);
    if (found) return found.id;
  }
  return undefined;
}
