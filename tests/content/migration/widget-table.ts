// The guide's widget table as facts taken from the two packages: every name
// blessed 0.1.81 registers as a widget class, plus its aliases, and what
// @unblessed/blessed 1.0.0-alpha.23 offers under that name.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { REPO_ROOT } from "../lib/docs";
import { CHECKLIST } from "./checklist";
import { KNOWN_DIFFERENCES } from "./known-differences";

const require = createRequire(import.meta.url);

// The packages as a CommonJS program sees them (blessed is CommonJS only).
// blessed has no types; these are the fields the table reads.
const blessed = require("blessed") as {
  widget: { classes: string[]; aliases: Record<string, string> };
} & Record<string, unknown>;
const unblessed = require("@unblessed/blessed") as Record<string, unknown>;

export type Status = "same" | "changed" | "missing";

export interface WidgetRow {
  /** Names in blessed: the class and its factory (`Box`, `box`), or an alias. */
  blessed: string[];
  /** The same names in @unblessed/blessed; empty when it has none of them. */
  unblessed: string[];
  status: Status;
  /** Guide sections that say what changed (status "changed"). */
  sections: string[];
  /** The API reference page: the class page where it exists, else the module page. */
  api: string | undefined;
}

/** Names the guide's table covers besides `widget.classes`: the aliases and the alias table itself. */
export const ALIAS_NAMES = ["ListBar", "PNG", "png", "aliases"] as const;

const API_PAGES = path.join(REPO_ROOT, ".generated/api/pages");

export function apiPage(className: string): string | undefined {
  const module = className.toLowerCase();
  for (const slug of [`widgets.${module}.Class.${className}`, `widgets.${module}`]) {
    if (existsSync(path.join(API_PAGES, `${slug}.json`))) return `/docs/api/generated/${slug}`;
  }
  return undefined;
}

function changes(className: string): string[] {
  const reasons: Array<{ section: string; widgets: readonly string[] }> = [
    ...CHECKLIST,
    ...Object.values(KNOWN_DIFFERENCES),
  ];
  return [...new Set(reasons.filter((r) => r.widgets.includes(className)).map((r) => r.section))];
}

function isFactory(name: string): boolean {
  return typeof unblessed[name] === "function";
}

export function widgetRows(): WidgetRow[] {
  const classes = blessed.widget.classes.map((name): WidgetRow => {
    const names = [name, name.toLowerCase()];
    const offered = names.filter(isFactory);
    const sections = offered.length ? changes(name) : [];
    const status: Status = offered.length === 0 ? "missing" : sections.length ? "changed" : "same";
    return { blessed: names, unblessed: offered, status, sections, api: apiPage(name) };
  });
  const aliases = ALIAS_NAMES.map((name): WidgetRow => {
    const target = blessed.widget.aliases[name] ?? (name === "png" ? blessed.widget.aliases["PNG"] : undefined);
    const offered = isFactory(name) || (name === "aliases" && unblessed[name] !== undefined) ? [name] : [];
    return {
      blessed: [name],
      unblessed: offered,
      status: offered.length ? "same" : "missing",
      sections: [],
      api: target ? apiPage(target) : undefined,
    };
  });
  return [...classes, ...aliases];
}

/** What blessed itself has under each alias name, so the test can check the table's premise. */
export function blessedHas(name: string): boolean {
  return name === "aliases" ? typeof blessed.widget.aliases === "object" : typeof blessed[name] === "function";
}
