/**
 * The Options table of a widget class page: every option its constructor
 * accepts, its own and those its options interface inherits, with type, one
 * line of doc, the declared `@default` and the guide that covers it. What the
 * library really applies is filled in afterwards by running it
 * (option-defaults.ts), for the version whose package can be loaded.
 */
import { createRequire } from "node:module";
import { ReflectionKind } from "typedoc";
import type { ApiOption, ApiOptionsTable, DeclarationPageData } from "../../../../contracts/api-model";
import { isInternalMember } from "../../../../contracts/api-member-sections";
import { optionGuide } from "../../../../content/api-option-guides";
import { firstSentence, plainText } from "./comments";
import type { BuildContext } from "./context";
import { CURRENT_VERSION } from "../../../../contracts/docs-versions";
import { probeOptionDefaults } from "./option-defaults";
import { unreadOptionNames } from "./unread-options";
import { OPTION_NOTES } from "../../../../content/api-option-notes";
import { correctionsIn } from "../../../../content/api-doc-corrections";
import {
  BUILT_WITH,
  DECLARED_DEFAULTS,
  EVERY_WIDGET_DEFAULTS,
  OPTION_DEFAULTS,
  type ReaderDefault,
  UNREAD_DEFAULT,
} from "../../../../content/api-option-defaults";
import { closestMatches } from "../../../../contracts/closest";
import { originRef } from "./members";
import { isKind, type Declaration } from "./reflections";

/**
 * Options the probe passes itself (so their "default" would be its own value),
 * `screen`, which reads back the Screen object, and `focused`, which reads back
 * whether the widget has the focus now, not what the option asked for. Their
 * rows say the default in words (content/api-option-defaults.ts).
 */
const NOT_PROBED: ReadonlySet<string> = new Set(["parent", "screen", "focused"]);
/** The Screen's own: the probe gives it a terminal of in-memory streams. */
const NOT_PROBED_ON_SCREEN: ReadonlySet<string> = new Set([...NOT_PROBED, "input", "output", "terminal"]);

/** BUILT_WITH's values as the widget takes them: a package's file as the path Node resolves it to. */
export function builtWith(className: string): Record<string, unknown> | undefined {
  const options = BUILT_WITH[className];
  if (!options) return undefined;
  const require = createRequire(import.meta.url);
  return Object.fromEntries(
    Object.entries(options).map(([name, value]) => [
      name,
      typeof value === "object" ? require.resolve(value.packageFile) : value,
    ]),
  );
}

/** "Whether … (Default: true)", "Left padding (defaults to 0)": a default stated in the prose. */
const PROSE_DEFAULT = /\((?:default:|defaults? to|default is)\s*(true|false|-?\d+(?:\.\d+)?|'[^']*'|"[^"]*")\s*\)/i;

export function optionsTable(ctx: BuildContext, decl: Declaration, module: string): ApiOptionsTable | undefined {
  if (!module.startsWith("widgets.") || !isKind(decl, ReflectionKind.Class)) return undefined;
  const ctor = decl.children?.find((c) => isKind(c, ReflectionKind.Constructor));
  const param = ctor?.signatures?.[0]?.parameters?.[0];
  const type = param?.type;
  if (type?.type !== "reference" || typeof type.target !== "number") return undefined;
  const target = ctx.reflection(type.target);
  if (target?.variant !== "declaration" || !isKind(target, ReflectionKind.Interface)) return undefined;
  const properties = ctx.layout(target).groups.find((g) => g.title === "Properties")?.slots ?? [];
  const options: ApiOption[] = [];
  for (const slot of properties) {
    const member = slot.member;
    if (!member || isInternalMember({ name: member.name })) continue;
    const doc = ctx.comments.comment(member.comment);
    const option: ApiOption = { name: member.name, type: ctx.printer.print(ctx.describedBy(member).type) };
    const href = ctx.hrefOf(member.id);
    if (href) option.href = href;
    const from = originRef(ctx, member.inheritedFrom)?.name;
    if (from && from !== target.name) option.from = from;
    const summary = firstSentence(doc?.summary ?? []);
    if (summary) option.summary = summary;
    const declared = doc?.defaultValue
      ? plainText(doc.defaultValue).trim()
      : (PROSE_DEFAULT.exec(plainText(doc?.summary ?? []))?.[1] ?? "");
    if (declared) option.declaredDefault = declared;
    // The guides document the current release: an older version's model links only to its own pages.
    const guide = ctx.version.name === CURRENT_VERSION.name ? optionGuide(member.name) : undefined;
    if (guide) option.guide = guide;
    options.push(option);
  }
  if (options.length === 0) return undefined;
  const table: ApiOptionsTable = { interfaceName: target.name, options, probed: false };
  const interfaceHref = ctx.hrefOf(target.id);
  if (interfaceHref) table.interfaceHref = interfaceHref;
  return table;
}

/** Fills in what the running library applies, for every page with an Options table. */
export async function applyProbedDefaults(pages: readonly DeclarationPageData[]): Promise<void> {
  const withTables = pages.filter((p) => p.options);
  if (withTables.length === 0) return;
  const lib = (await import("@unblessed/node")) as unknown as Record<string, unknown>;
  const setRuntime = lib["setRuntime"] as (runtime: unknown) => void;
  const NodeRuntime = lib["NodeRuntime"] as new () => unknown;
  setRuntime(new NodeRuntime());
  const applied = probeOptionDefaults(
    lib,
    withTables.map((p) => {
      const passed = builtWith(p.name);
      const notProbed = p.name === "Screen" ? NOT_PROBED_ON_SCREEN : NOT_PROBED;
      return {
        className: p.name,
        options: (p.options?.options ?? [])
          .map((o) => o.name)
          .filter((n) => !notProbed.has(n) && !(n in (passed ?? {}))),
        builtWith: passed,
      };
    }),
  );
  // Read from the same installed package as the defaults, so for the same version only.
  const unread = unreadOptionNames(withTables.flatMap((p) => (p.options?.options ?? []).map((o) => o.name)));
  for (const page of withTables) {
    const values = applied.get(page.name);
    if (!values || !page.options) continue;
    page.options.probed = true;
    for (const option of page.options.options) {
      if (values.has(option.name)) option.applied = values.get(option.name) ?? null;
      if (unread.has(option.name)) option.neverRead = true;
    }
  }
  attachOptionNotes(withTables);
  attachReaderDefaults(withTables);
}

/**
 * The notes of content/api-option-notes.ts, on the tables of the version they
 * were checked against. A note whose class or option is not in a table is a
 * mistake in that file: the error names the closest ones.
 */
export function attachOptionNotes(pages: readonly DeclarationPageData[], notes = OPTION_NOTES): void {
  forEachTableOption(pages, notes, "content/api-option-notes.ts", (option, note) => {
    option.note = note;
  });
  // A line of a doc comment the corrections prove false ("Border object, see below.", with nothing
  // below) gets the same "In fact:" in a table row as on the member's own page.
  for (const page of pages) {
    for (const option of page.options?.options ?? []) {
      const [correction] = option.summary ? correctionsIn(option.summary) : [];
      if (correction && option.note === undefined) option.note = correction.fact;
    }
  }
}

/**
 * The defaults of content/api-option-defaults.ts, in place of the value read
 * back where that misleads (it may be a path of the build machine) or where
 * the widget leaves the option unset, which a reader would take for "no
 * default". In order, each overriding the one before: the words for every
 * widget (`parent`, `screen`, `focused`); those of the interface that declares
 * the option, for a row whose value read back is unset; the reason for an
 * option nothing reads; the class's own entry. A probed row left unset after
 * that stops the build, as does a row whose doc comment states a default the
 * entry gives no verdict on.
 */
export function attachReaderDefaults(
  pages: readonly DeclarationPageData[],
  defaults = OPTION_DEFAULTS,
  everyWidget = EVERY_WIDGET_DEFAULTS,
  byDeclarer = DECLARED_DEFAULTS,
): void {
  const say = (option: ApiOption, readerDefault: ReaderDefault) => {
    option.readerDefault = { ...readerDefault };
    delete option.applied;
  };
  const used = new Set<string>();
  for (const table of pages.flatMap((page) => page.options ?? [])) {
    for (const option of table.options) {
      const readerDefault = everyWidget[option.name];
      if (readerDefault) say(option, readerDefault);
      if (option.applied !== null) continue;
      const declarer = option.from ?? table.interfaceName;
      const declaredDefault = byDeclarer[declarer]?.[option.name];
      if (declaredDefault) {
        say(option, declaredDefault);
        used.add(`${declarer}.${option.name}`);
      } else if (option.neverRead) say(option, UNREAD_DEFAULT);
    }
  }
  const unused = Object.entries(byDeclarer).flatMap(([declarer, byOption]) =>
    Object.keys(byOption)
      .map((name) => `${declarer}.${name}`)
      .filter((key) => !used.has(key)),
  );
  if (unused.length > 0 && pages.some((page) => page.options?.probed)) {
    throw new Error(`content/api-option-defaults.ts: DECLARED_DEFAULTS for no unset row: ${unused.join(", ")}`);
  }
  // A class's own entry says more than the one for every widget or its declarer (the Screen's `parent`).
  forEachTableOption(pages, defaults, "content/api-option-defaults.ts", say);
  const problems = pages.flatMap((page) =>
    (page.options?.probed ? page.options.options : []).flatMap((option) => {
      const row = `${page.name}.${option.name}`;
      if (option.applied === null) return [`${row} shows no default: add reader words and a probe`];
      if (option.readerDefault && option.declaredDefault !== undefined && !option.readerDefault.docIs) {
        return [`${row}: the doc comment says ${option.declaredDefault}; say whether it is right (docIs)`];
      }
      return [];
    }),
  );
  if (problems.length > 0) throw new Error(`content/api-option-defaults.ts:\n  ${problems.join("\n  ")}`);
}

function forEachTableOption<T>(
  pages: readonly DeclarationPageData[],
  entries: Readonly<Record<string, Readonly<Record<string, T>>>>,
  file: string,
  apply: (option: ApiOption, entry: T) => void,
): void {
  const unknown = (what: string, name: string, valid: readonly string[]) =>
    new Error(
      `${file}: no ${what} "${name}" has an Options table. ` + `Closest: ${closestMatches(name, valid).join(", ")}`,
    );
  const tables = new Map(pages.flatMap((p) => (p.options ? [[p.name, p.options] as const] : [])));
  for (const [className, byOption] of Object.entries(entries)) {
    const table = tables.get(className);
    if (!table) throw unknown("class", className, [...tables.keys()]);
    for (const [name, entry] of Object.entries(byOption)) {
      const option = table.options.find((o) => o.name === name);
      if (!option)
        throw unknown(
          `option of ${className}`,
          name,
          table.options.map((o) => o.name),
        );
      apply(option, entry);
    }
  }
}

/**
 * Gives each options interface page the table of the class whose constructor
 * takes it: a reader who lands on BoxOptions (from a search, a link in a type)
 * sees every option Box takes, inherited ones included, with the defaults of
 * the Box page, rather than doc comments' `@default` tags that the probe may
 * contradict.
 */
export function shareOptionsTables(pages: readonly DeclarationPageData[]): void {
  const byName = new Map(pages.filter((page) => page.kind === "interface").map((page) => [page.name, page]));
  for (const page of pages) {
    const table = page.options;
    const taker = table && page.kind === "class" ? byName.get(table.interfaceName) : undefined;
    if (!table || !taker) continue;
    taker.options = table;
    taker.optionsOf = page.name;
  }
}
