// The migration guide's checklist as code: each step is applied to a blessed
// program's source the way a reader following the guide would apply it. The
// comparison test runs the result under @unblessed/blessed; the guide test
// holds the page's numbered checklist to these titles, in this order, and
// each step's snippets to code shown on the page.

export interface ChecklistStep {
  /** The step's bold title in the guide's checklist, word for word. */
  title: string;
  /** Id of the guide's heading that explains why the step is needed. */
  section: string;
  /** blessed widgets whose row in the guide's table says "changed" because of this step. */
  widgets: string[];
  /** Code the guide shows for this step; each must appear on the page as written (indentation aside). */
  snippets: string[];
  apply(code: string): string;
  /** What the step changes in the environment the program runs in. */
  environment?(env: Readonly<Record<string, string>>, project: string): Record<string, string>;
}

/** The page the checklist is on. */
export const GUIDE_PAGE = "content/docs/getting-started/migration-from-blessed.mdx";

export const SNIPPETS = {
  require: `const blessed = require("@unblessed/blessed");`,
  importAll: `import * as blessed from "@unblessed/blessed";`,
  // Run in the project's folder: a copy of the classic-format entry that core ships.
  terminfo: `mkdir -p .terminfo/x
cp node_modules/@unblessed/core/data/xterm-256color .terminfo/x/`,
  scrollableText: `blessed.scrollabletext();`,
  bigTextFonts: `font: require.resolve("@unblessed/core/data/fonts/ter-u14n.json"),
fontBold: require.resolve("@unblessed/core/data/fonts/ter-u14b.json"),`,
  formKeys: `screen.enableKeys(form);
form.on("element keypress", (el, ch, key) => {
  if (key.name === "down") form.focusNext();
  if (key.name === "up") form.focusPrevious();
});`,
  formFocus: `form.focus();
form.focusFirst();`,
  submitBefore: `submit.on("press", () => form.submit());
form.on("submit", (data) => {
  result.setContent(\`Sent: \${JSON.stringify(data)}\`);
  screen.render();
});`,
  submitAfter: `submit.on("press", () => {
  const data = form.submit();
  result.setContent(\`Sent: \${JSON.stringify(data)}\`);
  screen.render();
});`,
  tabAfter: `panes.forEach((pane, index) => {
  pane.on("focus", () => {
    current = index;
    show();
  });
});`,
  focusPop: `screen.focusPop();`,
} as const;

/**
 * What a reader does without this guide: the package name swapped, nothing
 * else. The comparison test runs this too, to show what each step is for.
 */
export function swapPackageOnly(code: string): string {
  return code
    .replaceAll(`require("blessed")`, `require("@unblessed/blessed")`)
    .replaceAll(`from "blessed"`, `from "@unblessed/blessed"`);
}

/** `code` with `before` replaced by `after`; unchanged where the program has no `before`. */
function replaceSnippet(code: string, before: string, after: string): string {
  return code.replace(before, () => after);
}

export const CHECKLIST: ChecklistStep[] = [
  {
    title: "Swap the package.",
    section: "require-and-import",
    widgets: [],
    snippets: [SNIPPETS.require, SNIPPETS.importAll],
    // An ES module takes the namespace, not the default export: only the namespace has the helpers.
    apply: (code) =>
      code
        .replaceAll(`const blessed = require("blessed");`, SNIPPETS.require)
        .replaceAll(`import blessed from "blessed";`, SNIPPETS.importAll),
  },
  {
    title: "Call widget names without `new`.",
    section: "widget-names-are-factories",
    widgets: [],
    snippets: [],
    // `new blessed.Box(…)` → `blessed.Box(…)`: the names are plain factories now.
    apply: (code) => code.replace(/\bnew (blessed\.[A-Za-z]+\()/g, "$1"),
  },
  {
    title: "Move `border.style` into `style.border`.",
    section: "borderstyle-is-a-line-style",
    widgets: [],
    snippets: [],
    // Our programs write `border: { type: "…", style: { … } }` on one line, with no `style:` beside it.
    apply: (code) =>
      code.replace(/border: \{ type: "(\w+)", style: (\{[^}]*\}) \}/g, 'border: { type: "$1" }, style: { border: $2 }'),
  },
  {
    title: "Let elements parse their tags.",
    section: "parsetags-throws",
    widgets: [],
    snippets: [],
    // `content: blessed.parseTags(text)` → `tags: true, content: text`.
    apply: (code) => code.replace(/content: blessed\.parseTags\((.*)\),$/gm, "tags: true,\n  content: $1,"),
  },
  {
    title: "Give `BigText` its fonts.",
    section: "bigtext-cannot-find-its-fonts",
    widgets: ["BigText"],
    snippets: [SNIPPETS.bigTextFonts],
    apply: (code) =>
      code.replaceAll("blessed.bigtext({ ", `blessed.bigtext({ ${SNIPPETS.bigTextFonts.replace("\n", " ")} `),
  },
  {
    title: "Create a `ScrollableText` before the first `Log`.",
    section: "a-log-does-not-scroll",
    widgets: ["Log"],
    snippets: [SNIPPETS.scrollableText],
    // Right after the screen, in programs that have a log.
    apply: (code) =>
      code.includes("blessed.log(")
        ? code.replace(/^(const screen = blessed\.screen\(.*\);)$/m, `$1\n${SNIPPETS.scrollableText}`)
        : code,
  },
  {
    title: "Give a form its keys yourself.",
    section: "a-forms-keys-vi-and-autonext-are-ignored",
    widgets: ["Form"],
    snippets: [SNIPPETS.formKeys, SNIPPETS.formFocus],
    // After the statement that creates the form, when it asked for keys; and the form
    // focused before its first field, as blessed's automatic focus had it.
    apply: (code) =>
      /^const form = blessed\.form\(.*keys: true.*\);$/m.test(code)
        ? code
            .replace(/^(const form = blessed\.form\(.*\);)$/m, `$1\n${SNIPPETS.formKeys}`)
            .replace(/^form\.focusFirst\(\);$/m, SNIPPETS.formFocus)
        : code,
  },
  {
    title: "Act on the Submit button, not on the form's `submit` event.",
    section: "enter-in-a-text-field-submits-its-form",
    widgets: ["Textbox"],
    snippets: [SNIPPETS.submitAfter],
    apply: (code) => replaceSnippet(code, SNIPPETS.submitBefore, SNIPPETS.submitAfter),
  },
  {
    title: "Move Tab handlers into `focus` listeners.",
    section: "tab-and-shifttab-move-focus",
    widgets: ["Screen"],
    snippets: [SNIPPETS.tabAfter],
    // The program's `screen.key("tab", …)` and `screen.key("S-tab", …)` handlers give way to the listeners.
    apply: (code) => {
      let placed = false;
      return code.replace(/^screen\.key\("(?:S-)?tab", \(\) => \{\n(?: {2}.*\n)*?\}\);\n/gm, () => {
        if (placed) return "";
        placed = true;
        return `${SNIPPETS.tabAfter}\n`;
      });
    },
  },
  {
    title: "Keep `TERM=xterm-256color` working.",
    section: "termxterm-256color-fails-on-debian-12",
    widgets: ["Screen"],
    snippets: [SNIPPETS.terminfo, `TERMINFO="$PWD/.terminfo"`],
    apply: (code) => code,
    // The snippet is run in `project` by the test; the program then gets TERMINFO.
    environment: (env, project) =>
      env.TERM === "xterm-256color" ? { ...env, TERMINFO: `${project}/.terminfo` } : { ...env },
  },
  {
    title: "Start from an empty focus history.",
    section: "the-first-focusable-widget-takes-focus",
    widgets: ["Screen"],
    snippets: [SNIPPETS.focusPop],
    // Before the program's first top-level focus call.
    apply: (code) => code.replace(/^(\S.*\.(?:focus|focusFirst|focusNext)\(\);)$/m, `${SNIPPETS.focusPop}\n$1`),
  },
];

/**
 * The program with every step of the checklist applied, in order, or every
 * step but `skip` (a title), to show what that step is for. Without the
 * first step the package is still swapped, the way a reader who skipped the
 * guide would do it.
 */
export function migrate(code: string, skip?: string): string {
  return CHECKLIST.reduce((source, step, index) => {
    if (step.title !== skip) return step.apply(source);
    return index === 0 ? swapPackageOnly(source) : source;
  }, code);
}

/** The environment after the checklist (but `skip`); `project` is where the steps' shell commands ran. */
export function migrateEnvironment(
  env: Readonly<Record<string, string>>,
  project: string,
  skip?: string,
): Record<string, string> {
  return CHECKLIST.reduce<Record<string, string>>(
    (current, step) => (step.title === skip ? current : (step.environment?.(current, project) ?? current)),
    { ...env },
  );
}

/** The step with this title; throws on a title the checklist does not have, so a renamed step cannot go unnoticed. */
export function stepTitled(title: string): ChecklistStep {
  const step = CHECKLIST.find((candidate) => candidate.title === title);
  if (!step) throw new Error(`no checklist step is titled "${title}"`);
  return step;
}
