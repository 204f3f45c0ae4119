/**
 * The normalised API model: what the generator writes to `.generated/api/`
 * and what the API route loaders return. Shared by build-scripts (writer) and
 * the app (reader), so it holds types only: no Node or TypeDoc imports.
 *
 * The model is deliberately pre-digested: types are printed to tokens,
 * comments are parsed to blocks, links are resolved to hrefs. A page's JSON
 * therefore contains exactly what the page renders and nothing else.
 */

import type { ApiPageKind, DeclarationKind, MemberGroupTitle } from "./api-kinds";

/** One entry of `.generated/api/manifest.json`. */
export interface ApiPageSummary {
  /** "widgets.box.Class.Box"; "" for the index page. */
  slug: string;
  title: string;
  kind: ApiPageKind;
  /** Module the page belongs to ("" for the index). */
  module: string;
  /** One line of plain text. */
  summary: string;
}

export interface ApiManifest {
  pages: ApiPageSummary[];
}

// ---------------------------------------------------------------------------
// Rich text (doc comments)

export type Inline =
  | { t: "text"; v: string }
  | { t: "code"; v: string }
  | { t: "strong"; c: Inline[] }
  | { t: "em"; c: Inline[] }
  /** A resolved link; `code` renders the label in code font (symbol links). */
  | { t: "link"; href: string; c: Inline[]; code?: boolean }
  | { t: "br" };

export type Block =
  | { t: "p"; c: Inline[] }
  | { t: "list"; ordered: boolean; items: Block[][] }
  /** `html`: the code highlighted by the site's Shiki setup, filled in by the generator before it writes the page. */
  | { t: "code"; lang: string; code: string; html?: string };

export interface DocExample {
  title?: string;
  body: Block[];
  /**
   * Set when the library's example does not work as shown with the pinned
   * packages: one line on what it gets wrong. The body then holds our working
   * version (content/api-examples.ts).
   */
  note?: string;
  /**
   * The screens the sample runner captured when the example (it builds a
   * Screen) was run: the `frames` attribute `<SampleOutput>` takes, as JSON.
   */
  frames?: string;
}

export interface DocTag {
  /** Tag name without "@", e.g. "since". */
  tag: string;
  body: Block[];
}

export interface DocComment {
  summary: Block[];
  remarks?: Block[];
  examples?: DocExample[];
  see?: Block[];
  deprecated?: Block[];
  defaultValue?: Block[];
  returns?: Block[];
  throws?: Block[];
  /** Other block tags, rendered generically. */
  tags?: DocTag[];
  /** Modifier tags such as "internal", "beta". */
  modifiers?: string[];
}

// ---------------------------------------------------------------------------
// Types

/**
 * A printed type: plain text runs and links. A compact tuple instead of an
 * object keeps big pages (Screen, Element) small on the wire.
 */
export type TypeToken = string | [text: string, href: string];
export type TypeTokens = TypeToken[];

export interface SourceLocation {
  file: string;
  line: number;
  /** That line in the published package (contracts/source-links.ts). */
  url?: string;
}

export interface ApiParameter {
  name: string;
  type: TypeTokens;
  optional?: boolean;
  rest?: boolean;
  defaultValue?: string;
  doc?: Block[];
}

export interface ApiTypeParameter {
  name: string;
  constraint?: TypeTokens;
  default?: TypeTokens;
  doc?: Block[];
}

export interface ApiSignature {
  /** Anchor id of the signature; unique on its page. */
  id: string;
  /** Printed one-line header, e.g. `setContent(content, noClear?): void`. */
  header: TypeTokens;
  typeParameters?: ApiTypeParameter[];
  parameters: ApiParameter[];
  returns?: TypeTokens;
  doc?: DocComment;
  source?: SourceLocation;
}

/** A link to a class or interface, optionally to one of its members. */
export interface OwnerRef {
  name: string;
  href?: string;
}

export interface ApiMember {
  /** Anchor id, unique on the page: "method-setcontent", "property-width". */
  id: string;
  name: string;
  flags?: string[];
  doc?: DocComment;
  /** Property type, accessor type or event payload description. */
  type?: TypeTokens;
  signatures?: ApiSignature[];
  inheritedFrom?: OwnerRef;
  /**
   * The interface member this one is declared as, when its type is written
   * `Interface["member"]` (Element's `scrollTo?: ScrollableMethods["scrollTo"]`):
   * its signatures and doc comment come from there.
   */
  typeFrom?: OwnerRef;
  overrides?: OwnerRef;
  implementationOf?: OwnerRef;
  source?: SourceLocation;
}

export interface ApiMemberGroup {
  title: MemberGroupTitle;
  members: ApiMember[];
}

export interface HierarchyNode {
  type: TypeTokens;
  parents: HierarchyNode[];
}

export interface ApiHierarchy {
  /** Direct parents, each with its own parents: the extends chain. */
  parents: HierarchyNode[];
  implements: TypeTokens[];
  /** Known direct subclasses / sub-interfaces. */
  children: OwnerRef[];
  implementedBy: OwnerRef[];
}

// ---------------------------------------------------------------------------
// Pages

interface PageBase extends ApiPageSummary {
  /** Rendered description under the title. */
  doc?: DocComment;
}

/** Listing pages link to their entries under their own version's URL prefix. */
interface ListingBase extends PageBase {
  /** URL prefix of the version's API pages (contracts/docs-versions.ts). */
  base: string;
}

export interface IndexPageData extends ListingBase {
  kind: "index";
  sections: { title: string; modules: ApiPageSummary[] }[];
}

export interface ModuleEntry {
  slug: string;
  name: string;
  kind: DeclarationKind;
  summary: string;
}

export interface ModulePageData extends ListingBase {
  kind: "module";
  entries: ModuleEntry[];
}

export interface DeclarationPageData extends PageBase {
  kind: DeclarationKind;
  name: string;
  source?: SourceLocation;
  typeParameters?: ApiTypeParameter[];
  /** Type alias definition or variable type. */
  type?: TypeTokens;
  signatures?: ApiSignature[];
  hierarchy?: ApiHierarchy;
  groups?: ApiMemberGroup[];
  /**
   * A widget class: every option its constructor accepts. The options interface
   * that constructor takes shows the same table (`optionsOf` names the class),
   * so that both pages give an option the same default.
   */
  options?: ApiOptionsTable;
  /** On an options interface page: the widget class whose table `options` is. */
  optionsOf?: string;
}

/**
 * One option a widget's constructor accepts (own or inherited), for the
 * Options table at the top of its class page.
 */
export interface ApiOption {
  name: string;
  type: TypeTokens;
  /** Where it is documented: the options interface's member anchor. */
  href?: string;
  /** The interface that declares it, when not the widget's own options interface. */
  from?: string;
  /** One line of plain text from its doc comment. */
  summary?: string;
  /** The `@default` its doc comment states, as written. */
  declaredDefault?: string;
  /**
   * What the library applies when the option is left out, read by running it
   * (app/api-reference/.server/generator/option-defaults.ts): a printed value, or null when the
   * widget leaves it unset. Absent when it was not probed.
   */
  applied?: string | null;
  /**
   * The default in a reader's words where the read-back value would mislead or
   * is unset (content/api-option-defaults.ts), with the id of the probe test
   * that shows it and, where the doc comment states a default too, whether the
   * probe found that right. The page shows it in place of `applied`, which is
   * then absent.
   */
  readerDefault?: { says: string; probe: string; docIs?: "right" | "wrong" };
  /**
   * True when no code of the package reads it: its name occurs nowhere in the
   * JavaScript it ships (app/api-reference/.server/generator/unread-options.ts), so setting it
   * changes nothing, whatever its doc comment says. Only for a probed table.
   */
  neverRead?: true;
  /**
   * What the option really does on this widget where its doc comment says
   * otherwise (content/api-option-notes.ts, each checked by a probe test).
   */
  note?: string;
  /** The guide page that covers the option. */
  guide?: { href: string; label: string };
}

export interface ApiOptionsTable {
  /** The options interface the constructor takes. */
  interfaceName: string;
  interfaceHref?: string;
  options: ApiOption[];
  /** True when the defaults were read from the running library. */
  probed: boolean;
}

export type ApiPageData = IndexPageData | ModulePageData | DeclarationPageData;

export function isDeclarationPage(page: ApiPageData): page is DeclarationPageData {
  return page.kind !== "index" && page.kind !== "module";
}
