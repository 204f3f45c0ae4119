/**
 * The module-assignment rule: every exported symbol belongs to exactly one
 * documentation module. Rules are tried in order; the first that matches wins.
 *
 * 1. Widgets (`widgets.<name>`, name lower-cased).
 *    A *widget* is an exported class that is `Node` or extends it (directly or
 *    through other classes), or a `<Name>Options` interface that extends
 *    `NodeOptions` (so a widget whose class this release does not export, e.g.
 *    Terminal or Video, still gets a module documenting its options).
 *    A widget's module holds its class and its companion types: interfaces and
 *    type aliases named `<Widget>[Qualifier](Options|Style|EventType)`, e.g.
 *    `BoxOptions`, `ProgressBarStyle`, `NodeMouseEventType`,
 *    `TextareaElementEventType`. The longest matching widget name wins
 *    (`ListTableOptions` → listtable, not list).
 *
 * 2. Runtime (`runtime`): the platform abstraction. The `Runtime` interface,
 *    every exported interface or type alias it references (transitively), any
 *    interface or type alias *defined in terms of* one of those (its aliased
 *    type or extends clause refers to it, e.g. `ReadableType`), and functions
 *    that take a `Runtime` (`hasImageSupport`, `setRuntime`).
 *
 * 3. Library topics (`lib.<topic>`): the first entry of LIB_TOPICS whose name
 *    pattern matches (animation, borders, colours, ...).
 *
 * 4. Fallbacks, so that a new export is never unassigned: a class defines its
 *    own module `lib.<class name lower-cased>` (this gives `lib.program`,
 *    `lib.tput`); other functions and variables go to `lib.helpers`; other
 *    interfaces and type aliases go to `lib.types`.
 */
import { ReflectionKind } from "typedoc";
import { referencedIds } from "./type-refs";
import { compareNames, isKind, type Declaration, type ReflectionIndex } from "./reflections";

/** Root of the widget class hierarchy. */
const WIDGET_ROOT_CLASS = "Node";
/** Root of the widget options hierarchy. */
const WIDGET_ROOT_OPTIONS = "NodeOptions";
/** Root of the runtime abstraction. */
const RUNTIME_ROOT = "Runtime";

const COMPANION_SUFFIX = /^[A-Z]\w*?(Options|Style|EventType)$|^(Options|Style|EventType)$/;

export interface ModuleInfo {
  name: string;
  /** One-line description used when no declaration supplies one. */
  summary: string;
  section: "Widgets" | "Runtime" | "Library";
  /** The declaration whose comment describes the module (widget class, root interface). */
  primary?: Declaration;
}

interface LibTopic {
  module: string;
  summary: string;
  pattern: RegExp;
}

/** Library topics, tried in order after the widget and runtime rules. */
export const LIB_TOPICS: readonly LibTopic[] = [
  {
    module: "lib.animation",
    summary: "Easing, interpolation, springs and animation control.",
    pattern: /animat|easing|spring|lerp|clamp/i,
  },
  { module: "lib.style", summary: "Style descriptions shared by widgets.", pattern: /^(Style|Effects$)/ },
  { module: "lib.borders", summary: "Border styles and border character sets.", pattern: /border/i },
  {
    module: "lib.colors",
    summary: "Colour conversion, palettes and gradients.",
    pattern: /colou?rs?$|^RGB$|gradient|rainbow/i,
  },
  { module: "lib.scrolling", summary: "Scrolling behaviour and scrollbar configuration.", pattern: /scroll|^Track/i },
  { module: "lib.unicode", summary: "Unicode width and surrogate handling.", pattern: /unicode/i },
  { module: "lib.tags", summary: "Parsing and generating inline style tags.", pattern: /tags$/i },
  { module: "lib.image", summary: "Image decoding and rendering to terminal cells.", pattern: /image|^tng$/i },
  { module: "lib.events", summary: "Event emitter and input event types.", pattern: /event|^(Mouse|Key)/i },
];

const FALLBACK_FUNCTIONS = { name: "lib.helpers", summary: "Helper functions and values." };
const FALLBACK_TYPES = { name: "lib.types", summary: "Shared types: positions, coordinates, padding and more." };

export interface Assignment {
  /** Export name → module name. */
  moduleOf: Map<string, string>;
  /** Module name → info, sorted by name. */
  modules: Map<string, ModuleInfo>;
}

export function assignModules(index: ReflectionIndex): Assignment {
  const exports = index.exports;
  const byName = new Map(exports.map((d) => [d.name, d]));
  const moduleOf = new Map<string, string>();
  const modules = new Map<string, ModuleInfo>();
  const assign = (decl: Declaration, info: ModuleInfo): void => {
    moduleOf.set(decl.name, info.name);
    const existing = modules.get(info.name);
    if (!existing) modules.set(info.name, info);
    else if (!existing.primary && info.primary) existing.primary = info.primary;
  };

  // Rule 1: widgets.
  const widgets = widgetNames(index, byName);
  const widgetsLongestFirst = [...widgets.keys()].sort((a, b) => b.length - a.length || compareNames(a, b));
  for (const decl of exports) {
    const widget = widgetOf(decl, widgets, widgetsLongestFirst);
    if (widget === undefined) continue;
    const primary = widgets.get(widget);
    assign(decl, {
      name: `widgets.${widget.toLowerCase()}`,
      summary: `The ${widget} widget.`,
      section: "Widgets",
      primary: primary && decl.name === primary.name ? primary : undefined,
    });
  }

  // Rule 2: runtime.
  const runtimeInfo: ModuleInfo = {
    name: "runtime",
    summary: "Platform abstraction: the Runtime interface, its APIs and feature detection.",
    section: "Runtime",
  };
  for (const decl of runtimeMembers(index, byName, moduleOf)) {
    assign(decl, decl.name === RUNTIME_ROOT ? { ...runtimeInfo, primary: decl } : runtimeInfo);
  }

  // Rules 3 and 4: library topics, then fallbacks.
  for (const decl of exports) {
    if (moduleOf.has(decl.name)) continue;
    const topic = LIB_TOPICS.find((t) => t.pattern.test(decl.name));
    if (topic) {
      assign(decl, { name: topic.module, summary: topic.summary, section: "Library" });
    } else if (isKind(decl, ReflectionKind.Class)) {
      assign(decl, {
        name: `lib.${decl.name.toLowerCase()}`,
        summary: `The ${decl.name} class.`,
        section: "Library",
        primary: decl,
      });
    } else if (isKind(decl, ReflectionKind.Function | ReflectionKind.Variable)) {
      assign(decl, { ...FALLBACK_FUNCTIONS, section: "Library" });
    } else {
      assign(decl, { ...FALLBACK_TYPES, section: "Library" });
    }
  }

  const sorted = new Map([...modules.entries()].sort(([a], [b]) => compareNames(a, b)));
  return { moduleOf, modules: sorted };
}

/**
 * Widget name → its class (or, when the class is not exported, its options
 * interface).
 */
function widgetNames(index: ReflectionIndex, byName: Map<string, Declaration>): Map<string, Declaration> {
  const widgets = new Map<string, Declaration>();
  for (const decl of index.exports) {
    if (isKind(decl, ReflectionKind.Class) && derivesFrom(index, decl, WIDGET_ROOT_CLASS)) {
      widgets.set(decl.name, decl);
    }
  }
  for (const decl of index.exports) {
    const match = /^(\w+)Options$/.exec(decl.name);
    const widget = match?.[1];
    if (widget === undefined || !isKind(decl, ReflectionKind.Interface)) continue;
    if (widgets.has(widget) || byName.get(widget)) continue;
    if (derivesFrom(index, decl, WIDGET_ROOT_OPTIONS) && decl.name !== WIDGET_ROOT_OPTIONS) widgets.set(widget, decl);
  }
  return widgets;
}

/** True when `decl` is named `root` or reaches it through its extends clauses. */
function derivesFrom(index: ReflectionIndex, decl: Declaration, root: string, seen: Set<number> = new Set()): boolean {
  if (decl.name === root) return true;
  if (seen.has(decl.id)) return false;
  seen.add(decl.id);
  for (const parent of decl.extendedTypes ?? []) {
    if (parent.type !== "reference" || typeof parent.target !== "number") continue;
    const target = index.byId.get(parent.target);
    if (target && target.variant === "declaration" && derivesFrom(index, target, root, seen)) return true;
  }
  return false;
}

function widgetOf(decl: Declaration, widgets: Map<string, Declaration>, longestFirst: string[]): string | undefined {
  if (widgets.get(decl.name) === decl) return decl.name;
  if (!isKind(decl, ReflectionKind.Interface | ReflectionKind.TypeAlias)) return undefined;
  for (const widget of longestFirst) {
    if (!decl.name.startsWith(widget)) continue;
    const rest = decl.name.slice(widget.length);
    if (COMPANION_SUFFIX.test(rest)) return widget;
  }
  return undefined;
}

function runtimeMembers(
  index: ReflectionIndex,
  byName: Map<string, Declaration>,
  taken: Map<string, string>,
): Declaration[] {
  const root = byName.get(RUNTIME_ROOT);
  if (!root) return [];
  const exportIds = new Map<number, Declaration>(index.exports.map((d) => [d.id, d]));
  const isTypeDecl = (d: Declaration): boolean =>
    isKind(d, ReflectionKind.Interface | ReflectionKind.TypeAlias) && !taken.has(d.name);
  const members = new Map<number, Declaration>([[root.id, root]]);

  // Forward: types the runtime is built from.
  const queue = [root];
  while (queue.length > 0) {
    const decl = queue.pop() as Declaration;
    for (const id of membersRefs(decl)) {
      const target = exportIds.get(id);
      if (target && !members.has(id) && isTypeDecl(target)) {
        members.set(id, target);
        queue.push(target);
      }
    }
  }

  // Backward: types defined in terms of runtime types, to a fixpoint.
  let grew = true;
  while (grew) {
    grew = false;
    for (const decl of index.exports) {
      if (members.has(decl.id) || !isTypeDecl(decl)) continue;
      const definition = new Set<number>();
      referencedIds(decl.type, definition);
      for (const parent of decl.extendedTypes ?? []) referencedIds(parent, definition);
      if ([...definition].some((id) => members.has(id))) {
        members.set(decl.id, decl);
        grew = true;
      }
    }
  }

  // Functions that operate on a Runtime.
  for (const decl of index.exports) {
    if (!isKind(decl, ReflectionKind.Function) || taken.has(decl.name)) continue;
    const params = new Set<number>();
    for (const sig of decl.signatures ?? []) for (const p of sig.parameters ?? []) referencedIds(p.type, params);
    if (params.has(root.id)) members.set(decl.id, decl);
  }
  return [...members.values()];
}

/** References made by an interface's members or a type alias's definition. */
function membersRefs(decl: Declaration): Set<number> {
  const out = new Set<number>();
  referencedIds(decl.type, out);
  for (const child of decl.children ?? []) referencedIds(child.type, out);
  return out;
}
