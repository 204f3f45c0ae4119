/**
 * Defaults said in a reader's words, where the value the generator reads back
 * from a fresh widget (app/api-reference/.server/generator/option-defaults.ts)
 * would mislead: a field the option never sets (Table's `data` is Node's
 * user-data object), what the widget became rather than what was asked
 * (Image returns an ANSIImage), a path of the machine that ran the build
 * (FileManager's `cwd`), "unset" where the code falls back to a value, or
 * an option the probe cannot leave out (a widget's `parent`, what a widget
 * cannot be built without) or read back (the Screen's streams).
 *
 * Every entry names its probe: tests/content/probes/lib/option-default-probes.ts
 * runs the probe of that id against the pinned packages and the test fails
 * when what it finds is not `says` word for word.
 */
export interface ReaderDefault {
  /** What the widget does with the option left out, as a reader would say it. */
  says: string;
  /** The id of the probe that shows it. */
  probe: string;
}

const LAYOUT_NEEDS_SIZE =
  "none: unless it has both a width and a height, the constructor throws “`Layout` must have a width and height!”";
const CANVAS_NEEDS_SIZE =
  "none: unless it has both a width and a height, the constructor throws “Invalid array length”";

export const OPTION_DEFAULTS: Readonly<Record<string, Readonly<Record<string, ReaderDefault>>>> = {
  Box: {
    border: { says: "no border", probe: "Box.border" },
    scrollable: { says: "not scrollable", probe: "Box.scrollable" },
  },
  Image: { type: { says: '"ansi": you get an ANSIImage', probe: "Image.type" } },
  FileManager: { cwd: { says: "the program's working directory", probe: "FileManager.cwd" } },
  Table: { data: { says: "no rows", probe: "Table.data" } },
  ListTable: { data: { says: "no rows", probe: "ListTable.data" } },
  Line: { orientation: { says: '"vertical": a │ line one column wide', probe: "Line.orientation" } },
  Screen: {
    tabSize: { says: "4 columns", probe: "Screen.tabSize" },
    parent: { says: "none: a Screen is the root of its widgets", probe: "Screen.parent" },
    screen: { says: "the Screen itself", probe: "Screen.screen" },
    focused: { says: "nothing focused", probe: "Screen.focused" },
    input: { says: "the process's standard input", probe: "Screen.input" },
    output: { says: "the process's standard output", probe: "Screen.output" },
    terminal: {
      says: "the TERM environment variable as the first Screen finds it, or xterm when it is unset",
      probe: "Screen.terminal",
    },
  },
  Layout: {
    width: { says: LAYOUT_NEEDS_SIZE, probe: "Layout.size" },
    height: { says: LAYOUT_NEEDS_SIZE, probe: "Layout.size" },
  },
  CharCanvas: {
    width: { says: CANVAS_NEEDS_SIZE, probe: "CharCanvas.size" },
    height: { says: CANVAS_NEEDS_SIZE, probe: "CharCanvas.size" },
  },
  BigText: {
    font: {
      says: "none that loads: the constructor throws ENOENT, looking for ter-u14n.json in a folder of the package that does not hold it",
      probe: "BigText.font",
    },
  },
};

/**
 * Options every widget takes that the options probe cannot read back: it passes
 * `parent` itself, and a widget's `focused` says whether it has the focus now.
 * Said once here for every widget class but Screen (above), each with its probe.
 */
export const EVERY_WIDGET_DEFAULTS: Readonly<Record<string, ReaderDefault>> = {
  parent: { says: "none: the widget is not drawn until you append it", probe: "Node.parent" },
  screen: { says: "the Screen the program has made", probe: "Node.screen" },
  focused: { says: "not focused", probe: "Element.focused" },
};

/**
 * What the options probe passes to a widget that cannot be built with nothing
 * but a parent, beside it (the rows of these options say what happens without
 * them). A `packageFile` is a file of the pinned packages, found where Node
 * resolves it.
 */
export const BUILT_WITH: Readonly<Record<string, Readonly<Record<string, number | { packageFile: string }>>>> = {
  Layout: { width: 20, height: 5 },
  CharCanvas: { width: 20, height: 5 },
  BigText: { font: { packageFile: "@unblessed/core/data/fonts/ter-u14n.json" } },
};
