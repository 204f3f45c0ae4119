import type { ResultGroup } from "../../app/search/engine/documents";

/**
 * What a reader of a terminal UI library types into the search box, and the
 * page that must be among the first three hits. The expected page was chosen
 * the way a reader would choose it, before looking at what the engine
 * returns: the ranking is made to satisfy the table, never the other way round.
 *
 * `expect` is a page path, or a path with the heading or member anchor when
 * one section is the answer. A hit on a section of an expected page counts
 * for the page.
 *
 * rowFailure is the check; the embedded engine must also have the page in
 * its flat top 3 (before grouping).
 *
 * Read by tests/unit/search/ranking-table.test.ts (the embedded engine over
 * the real index) and tests/browser/search-services.test.ts (the Algolia
 * build against the fake, with the index settings docs/search.md names).
 */
export interface RankingCase {
  query: string;
  expect: string;
  /**
   * The group whose hits must come first, where the reader clearly wants one:
   * a topic's guide before the API, a symbol before the guides.
   */
  leads?: ResultGroup;
  /** What sort of query it is, for the reader of a failure. */
  type: "topic" | "widget" | "symbol" | "option" | "error" | "question";
}

const API = "/docs/api/generated";
const GUIDES = "guides" as const;
const API_FIRST = "api" as const;

export const RANKING_TABLE: readonly RankingCase[] = [
  // Topics: the name of a subject gets its guide.
  { type: "topic", query: "scroll", leads: GUIDES, expect: "/docs/guides/scrolling" },
  { type: "topic", query: "scrolling", leads: GUIDES, expect: "/docs/guides/scrolling" },
  { type: "topic", query: "scrollbar", expect: "/docs/guides/scrolling#scrollbars" },
  { type: "topic", query: "keyboard", leads: GUIDES, expect: "/docs/guides/keyboard" },
  { type: "topic", query: "mouse", leads: GUIDES, expect: "/docs/guides/mouse" },
  { type: "topic", query: "focus", leads: GUIDES, expect: "/docs/guides/focus" },
  { type: "topic", query: "styles", leads: GUIDES, expect: "/docs/guides/styles" },
  { type: "topic", query: "layout", expect: "/docs/guides/layout" },
  { type: "topic", query: "forms", leads: GUIDES, expect: "/docs/guides/forms" },
  { type: "topic", query: "dialogs", leads: GUIDES, expect: "/docs/guides/dialogs" },
  { type: "topic", query: "popup", expect: "/docs/guides/dialogs" },
  { type: "topic", query: "testing", leads: GUIDES, expect: "/docs/guides/testing" },
  { type: "topic", query: "debugging", leads: GUIDES, expect: "/docs/guides/debugging" },
  { type: "topic", query: "events", leads: GUIDES, expect: "/docs/concepts/events" },
  { type: "topic", query: "rendering", leads: GUIDES, expect: "/docs/concepts/rendering" },
  { type: "topic", query: "architecture", expect: "/docs/concepts/architecture" },
  { type: "topic", query: "install", leads: GUIDES, expect: "/docs/getting-started/installation" },
  { type: "topic", query: "quick start", expect: "/docs/getting-started/quick-start" },
  { type: "topic", query: "migrate from blessed", expect: "/docs/getting-started/migration-from-blessed" },
  { type: "topic", query: "browser", leads: GUIDES, expect: "/docs/platforms/browser" },
  { type: "topic", query: "xterm.js", expect: "/docs/platforms/browser" },
  { type: "topic", query: "performance", leads: GUIDES, expect: "/docs/advanced/performance" },
  { type: "topic", query: "custom widget", expect: "/docs/advanced/custom-widgets" },
  { type: "topic", query: "troubleshooting", leads: GUIDES, expect: "/docs/advanced/troubleshooting" },
  { type: "topic", query: "resize", expect: "/docs/guides/layout#when-the-terminal-is-resized" },
  { type: "topic", query: "tags", expect: "/docs/guides/styles#tags" },
  { type: "topic", query: "borders", expect: "/docs/guides/styles#borders" },
  { type: "topic", query: "tab order", expect: "/docs/guides/focus" },
  { type: "topic", query: "password field", expect: "/docs/guides/forms" },

  // Widget names: the widget's class.
  { type: "widget", query: "Box", leads: API_FIRST, expect: `${API}/widgets.box.Class.Box` },
  { type: "widget", query: "textbox", leads: API_FIRST, expect: `${API}/widgets.textbox.Class.Textbox` },
  { type: "widget", query: "list", expect: `${API}/widgets.list.Class.List` },
  { type: "widget", query: "progress bar", expect: `${API}/widgets.progressbar.Class.ProgressBar` },
  { type: "widget", query: "Screen", leads: API_FIRST, expect: `${API}/widgets.screen.Class.Screen` },
  { type: "widget", query: "table", expect: `${API}/widgets.table.Class.Table` },
  { type: "widget", query: "log", expect: `${API}/widgets.log.Class.Log` },
  { type: "widget", query: "checkbox", expect: `${API}/widgets.checkbox.Class.Checkbox` },

  // Symbols and option names: their reference entry.
  {
    type: "symbol",
    query: "setContent",
    leads: API_FIRST,
    expect: `${API}/widgets.element.Class.Element#method-setcontent`,
  },
  { type: "symbol", query: "parseTags", leads: API_FIRST, expect: `${API}/lib.tags.Variable.parseTags` },
  {
    type: "option",
    query: "inputOnFocus",
    expect: `${API}/widgets.textarea.Interface.TextareaOptions#property-inputonfocus`,
  },
  {
    type: "option",
    query: "alwaysScroll",
    expect: `${API}/lib.scrolling.Interface.ScrollableOptions#property-alwaysscroll`,
  },
  {
    type: "option",
    query: "smartCSR",
    leads: API_FIRST,
    expect: `${API}/widgets.screen.Interface.ScreenOptions#property-smartcsr`,
  },

  // Error messages, pasted as they appear.
  {
    type: "error",
    query: "Runtime not initialized",
    expect: "/docs/advanced/troubleshooting#runtime-not-initialized",
  },
  { type: "error", query: "ENOENT: no such file or directory", expect: "/docs/advanced/troubleshooting" },
  { type: "error", query: "parseTags throws", expect: "/docs/getting-started/migration-from-blessed" },

  // Questions.
  { type: "question", query: "how do I install unblessed", expect: "/docs/getting-started/installation" },
  { type: "question", query: "how do I test my app", expect: "/docs/guides/testing" },
  { type: "question", query: "how do I center a box", expect: "/docs/guides/layout" },
  { type: "question", query: "how do I use it in the browser", expect: "/docs/platforms/browser" },
  { type: "question", query: "how do I show a message box", expect: "/docs/guides/dialogs" },
  { type: "question", query: "how do I change the text colour", expect: "/docs/guides/styles" },
  { type: "question", query: "how do I handle key presses", expect: "/docs/guides/keyboard" },
  { type: "question", query: "how do I make a list scroll", expect: "/docs/guides/scrolling" },
  { type: "question", query: "which node version do I need", expect: "/docs/getting-started/installation" },
  { type: "question", query: "typescript setup", expect: "/docs/getting-started/installation#typescript-set-up" },
];

/** The group a page belongs to: the API reference of any version, or the rest. */
export function groupOfUrl(url: string): ResultGroup {
  return /^\/docs\/(?:[^/]+\/)?api\/generated\//.test(url) ? "api" : "guides";
}

interface Grouped {
  groups: readonly { group: ResultGroup; hits: readonly { url: string }[] }[];
}

/**
 * What the table asks of an engine's grouped results, as the modal and
 * /search show them: the expected page among the first three hits of its
 * group, and the group a row names as leading shown first. Undefined when
 * the row passes, else what went wrong.
 */
export function rowFailure(row: RankingCase, results: Grouped): string | undefined {
  const group = results.groups.find((g) => g.group === groupOfUrl(row.expect));
  const top = (group?.hits ?? []).slice(0, 3).map((hit) => hit.url);
  if (!top.some((url) => answers(url, row.expect))) {
    return `"${row.query}": ${row.expect} is not in the top 3 of its group:\n  ${top.join("\n  ")}`;
  }
  if (row.leads && results.groups[0]?.group !== row.leads) {
    return `"${row.query}": ${results.groups[0]?.group ?? "nothing"} comes first, not ${row.leads}`;
  }
  return undefined;
}

/** Whether a hit's URL answers a case: the expected section, or any part of the expected page. */
export function answers(hitUrl: string, expected: string): boolean {
  if (expected.includes("#")) return hitUrl === expected;
  const hash = hitUrl.indexOf("#");
  return (hash === -1 ? hitUrl : hitUrl.slice(0, hash)) === expected;
}
