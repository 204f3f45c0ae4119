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
  /**
   * Where the doc comment states a default of its own (`@default`, "defaults
   * to"), whether the probe found it right: the page says which. The build
   * stops on a row that has both and no verdict.
   */
  docIs?: "right" | "wrong";
}

/** Entries whose probe id is the option's own, under the interface that declares it. */
function declared<Option extends string>(
  interfaceName: string,
  says: Readonly<Record<Option, string | Omit<ReaderDefault, "probe">>>,
): Record<Option, ReaderDefault> {
  return Object.fromEntries(
    Object.entries<string | Omit<ReaderDefault, "probe">>(says).map(([option, entry]) => [
      option,
      { ...(typeof entry === "string" ? { says: entry } : entry), probe: `${interfaceName}.${option}` },
    ]),
  ) as Record<Option, ReaderDefault>;
}

/** An entry that reuses the probe of the option where another interface declares it. */
const probedAs = (probe: string, says: string): ReaderDefault => ({ says, probe });

/**
 * A widget's look with a style attribute left out: ElementOptions' words, and a list item's. The
 * probes (tests/content/probes/lib/declared-default-probes.ts) say these when they find the
 * attribute off on the screen, and something else when they find it on.
 */
export const STYLE_WORDS = {
  fg: "the terminal's default text colour",
  bg: "the terminal's default background",
  bold: "not bold",
  underline: "not underlined",
  blink: "not blinking",
  inverse: "not inverse",
  invisible: "visible",
} as const;

/** ListOptions' itemBold … selectedInvisible: the style words, for the items. */
const itemStyleWords = (prefix: "item" | "selected") =>
  Object.fromEntries(
    Object.entries(STYLE_WORDS).map(([part, says]) => [`${prefix}${part[0]?.toUpperCase()}${part.slice(1)}`, says]),
  );

const ELEMENT_OPTIONS = declared("ElementOptions", {
  top: "the top row of its parent",
  left: "the left column of its parent",
  right: "none: left and width place it",
  bottom: "none: top and height place it",
  width: "the whole width of its parent",
  height: "the whole height of its parent",
  shrink: "off: its size does not follow its content",
  ...STYLE_WORDS,
  transparent: "opaque: what lies behind is hidden",
  border: "no border",
  label: "no label",
  shadow: "no shadow",
  dockBorders: "borders not joined where they meet",
  noOverflow: "off: it may draw past its parent's edge",
  tags: "off: {bold} and other tags show as typed",
  parseTags: "off: {bold} and other tags show as typed",
  textWrap: "as wrap says: a long line wraps at a space",
  clickable: "not clickable: a click does not reach it",
  hoverBg: "no change when the mouse is over it",
  hoverText: "no change when the mouse is over it",
  hoverEffects: "no change when the mouse is over it",
  focusEffects: "no change when it has the focus",
  effects: "no change on hover or focus",
  tabIndex: "skipped by Tab",
  keyable: "off: a key reaches it only once it listens for keys",
  input: "off: a key reaches it only once it listens for keys",
});

/**
 * Defaults said once, where an options interface declares the option: every
 * widget class whose table lists it inherits the words, unless its own entry
 * in OPTION_DEFAULTS says otherwise or the generator read a value back. The
 * probe of each (tests/content/probes/lib/declared-default-probes.ts) is run
 * with every class that shows the row, so a class whose constructor treats the
 * option differently fails the test until it has an entry of its own.
 */
export const DECLARED_DEFAULTS: Readonly<Record<string, Readonly<Record<string, ReaderDefault>>>> = {
  NodeOptions: declared("NodeOptions", { name: "no name", focusable: "show() does not focus it" }),
  AnimatableOptions: declared("AnimatableOptions", { animatable: "no animation methods" }),
  ElementOptions: ELEMENT_OPTIONS,
  ScrollableOptions: declared("ScrollableOptions", {
    scrollable: "not scrollable",
    keys: "arrow keys do nothing",
    vi: "j and k do nothing, even with keys on",
    ignoreKeys: "off: with keys on, the arrow keys scroll it",
    mouse: "the mouse wheel does nothing",
    alwaysScroll: "off: the view moves only when the scroll position passes its edge",
    baseLimit: "no limit: it scrolls to the end of its content",
    scrollbar: "no scroll bar",
    track: "no track, even when this is set: only scrollbar.track draws one",
  }),
  ListOptions: declared("ListOptions", {
    ...itemStyleWords("item"),
    ...itemStyleWords("selected"),
    invertSelected: {
      says: "on: in the selected item, colours set by tags give way to the selected style's",
      docIs: "right",
    },
    itemHoverBg: "no change when the mouse is over an item",
    itemHoverEffects: "no change when the mouse is over an item",
    itemFocusEffects: "no change when the list or an item has the focus",
    normalShrink:
      "none: a list does not read it (in a shrinking list every item stays as wide as the list, even when it is set)",
  }),
  TableOptions: declared("TableOptions", {
    noCellBorders: "off: with a border, lines are drawn between the cells",
    fillCellBorders: "off: the lines between cells keep the border's colours",
  }),
  ListTableOptions: declared("ListTableOptions", {
    noCellBorders: "off: with a border, lines are drawn between the cells",
    // ListTable reads it as on unless it is false, unlike Table.
    fillCellBorders: "the lines between cells take the cells' background",
  }),
  ListbarOptions: declared("ListbarOptions", { autoCommandKeys: "off: number keys do not pick a command" }),
  LogOptions: declared("LogOptions", {
    scrollOnInput: { says: "off: a new line does not scroll a log the reader has scrolled up", docIs: "right" },
    staticHeader: "no header: log lines fill it",
    staticFooter: "no footer: log lines fill it",
  }),
  ProgressBarOptions: declared("ProgressBarOptions", {
    bch: "a blank: the filled part is a run of spaces",
    barBg: "the terminal's default background: the filled part does not show",
    barFg: "the terminal's default text colour",
    keys: "arrow keys do not move the bar",
    mouse: "a click does not move the bar",
  }),
  StaticOptions: declared("StaticOptions", {
    items: "no items: it shows nothing",
    renderItem: "String(item): one item a line, as text",
  }),
  TextareaOptions: declared("TextareaOptions", {
    inputOnFocus: "off: the focus alone does not start typing",
    keys: "Enter does not start typing",
    vi: "off: i does not start typing, even with keys on",
  }),
  CheckboxOptions: declared("CheckboxOptions", { mouse: "a click does not tick it" }),
  FormOptions: declared("FormOptions", {
    keys: "none: a Form does not read it (down and up do not move between its fields, even when it is set)",
    vi: "none: a Form does not read it (j and k do not move between its fields, even when it is set)",
  }),
  TextOptions: declared("TextOptions", { fill: "none: a Text does not read it" }),
  ImageOptions: declared("ImageOptions", {
    file: "no image: it draws nothing",
    itype: "none: type decides (itype, when given, wins over it)",
  }),
  ANSIImageOptions: {
    ...declared("ANSIImageOptions", {
      file: "no image: it draws nothing",
      ascii: "off: pixels are drawn as coloured cells, not characters",
      speed: { says: "1: an animation plays at the speed it was made at", docIs: "right" },
      optimization: 'no effect: the picture is always decoded with "mem", which spares memory rather than time',
    }),
    width: ELEMENT_OPTIONS.width,
    height: ELEMENT_OPTIONS.height,
  },
  OverlayImageOptions: declared("OverlayImageOptions", {
    file: "no image: it draws nothing",
    img: "no image: it draws nothing",
    ansi: { says: "none: an OverlayImage never reads it and always overlays with w3mimgdisplay", docIs: "wrong" },
    autofit: "off: the widget keeps the size it was given",
    w3m: "/usr/lib/w3m/w3mimgdisplay, or the first w3mimgdisplay found under /usr, /lib or /bin",
    search: {
      says: "on: w3mimgdisplay is looked for under /usr, /lib and /bin when it is not at its usual path",
      docIs: "right",
    },
  }),
  ScreenOptions: declared("ScreenOptions", {
    smartCSR: "off: a box narrower than the screen is redrawn, not scrolled by the terminal",
    fastCSR: "off: a box narrower than the screen is redrawn, not scrolled by the terminal",
    useBCE: "off: cleared cells are written as spaces, not erased to the line's end",
    resizeTimeout: { says: "none: the screen takes a new size at once", docIs: "wrong" },
    debug: "off: F12 opens no debug log",
    warnings: "off: a warning is not shown on the screen",
    log: "none: nothing is written to a log file",
    dump: "none: nothing is written to a log file",
    sendFocus: "off: the terminal is not asked to report focus",
    cursorShape: "the terminal's own: the Screen sends nothing for it",
    cursorBlink: "the terminal's own: the Screen sends nothing for it",
    cursorColor: "the terminal's own: the Screen sends nothing for it",
    artificialCursor: "off: the terminal draws the cursor, and cursorShape() asks it for a shape",
    dockBorders: "borders not joined where they meet",
    ignoreDockContrast: "off: with dockBorders on, borders of different colours are not joined",
    term: "none: terminal decides; term is another name for it",
    rsety:
      "none: a Program's field; given with rsety and listen both, the Screen takes its options for a Program and throws",
    listen:
      "none: a Program's field; given with rsety and listen both, the Screen takes its options for a Program and throws",
    hover: "none: the Screen does not read it (screen.hover is the element under the mouse)",
    forceUnicode: "from the locale: on when LANG, LANGUAGE, LC_ALL or LC_CTYPE names UTF-8",
  }),
  // Interfaces that declare an ElementOptions option again, with a comment of their own.
  ButtonOptions: { hoverBg: ELEMENT_OPTIONS.hoverBg },
  LineOptions: { fg: ELEMENT_OPTIONS.fg, bg: ELEMENT_OPTIONS.bg },
  BrailleCanvasOptions: { width: ELEMENT_OPTIONS.width, height: ELEMENT_OPTIONS.height },
};

/** An option no code of the library reads (ApiOption.neverRead): it has no default to state. */
export const UNREAD_DEFAULT: ReaderDefault = { says: "none: no code of the library reads it", probe: "unread" };

/** Words the scrolling probes give a widget that cannot scroll (declared-default-probes.ts says why). */
const SCROLLING_ROWS = ["alwaysScroll", "baseLimit", "ignoreKeys", "scrollbar", "track", "vi"] as const;
const cannotScroll = (says: string, rows: readonly string[]) =>
  Object.fromEntries(rows.map((option) => [option, probedAs(`ScrollableOptions.${option}`, says)]));
const NOT_TEXT = "no effect: it does not show its content as text";
const NOT_SCROLLING = "no effect: it does not scroll, even with scrollable on";
const textless = {
  tags: probedAs("ElementOptions.tags", NOT_TEXT),
  parseTags: probedAs("ElementOptions.parseTags", NOT_TEXT),
  textWrap: probedAs("ElementOptions.textWrap", NOT_TEXT),
};

/** A Node and a Screen have no show() for `focusable` to act on. */
const NO_SHOW = probedAs("NodeOptions.focusable", "no effect: it has no show()");
const ARROWS_IGNORED = probedAs("ScrollableOptions.ignoreKeys", "the arrow keys do nothing, even with keys on");

const LAYOUT_NEEDS_SIZE =
  "none: unless it has both a width and a height, the constructor throws “`Layout` must have a width and height!”";
const CANVAS_NEEDS_SIZE =
  "none: unless it has both a width and a height, the constructor throws “Invalid array length”";

export const OPTION_DEFAULTS: Readonly<Record<string, Readonly<Record<string, ReaderDefault>>>> = {
  ANSIImage: {
    ...textless,
    transparent: probedAs("ElementOptions.transparent", "what lies behind shows through"),
  },
  BigText: {
    ...textless,
    ...cannotScroll("no effect: with scrollable on, the constructor throws", [...SCROLLING_ROWS, "keys", "mouse"]),
    width: probedAs("BigText.width", "as wide as its text in the big font"),
    height: probedAs("BigText.height", "14 rows: the height of the font"),
    shrink: probedAs("BigText.width", "as wide as its text in the big font"),
    font: {
      says: "none that loads: the constructor throws ENOENT, looking for ter-u14n.json in a folder of the package that does not hold it",
      probe: "BigText.font",
    },
  },
  BrailleCanvas: textless,
  Dialog: {
    width: probedAs("ElementOptions.width", "half the width of its parent"),
    height: probedAs("ElementOptions.height", "half the height of its parent"),
  },
  Image: { type: { says: '"ansi": you get an ANSIImage', probe: "Image.type" } },
  FileManager: {
    cwd: { says: "the program's working directory", probe: "FileManager.cwd" },
    tags: probedAs("ElementOptions.tags", "on anyway: tags are read"),
  },
  Node: { focusable: NO_SHOW },
  ProgressBar: {
    ...cannotScroll(
      "no effect: it writes its text on one row, and throws when the text runs past the screen's edge",
      SCROLLING_ROWS,
    ),
    textWrap: probedAs("ElementOptions.textWrap", "no wrapping: the text runs on in its first row, past its edge"),
  },
  Table: {
    data: { says: "no rows", probe: "Table.data" },
    textWrap: probedAs("ElementOptions.textWrap", NOT_TEXT),
    ignoreKeys: ARROWS_IGNORED,
  },
  Textarea: {
    alwaysScroll: probedAs("ScrollableOptions.alwaysScroll", "the view moves with every scroll"),
  },
  Textbox: {
    textWrap: probedAs("ElementOptions.textWrap", "no wrapping: one row, which shows the end of the text"),
    ...cannotScroll(NOT_SCROLLING, ["alwaysScroll", "baseLimit", "scrollbar", "track"]),
    ignoreKeys: ARROWS_IGNORED,
  },
  ListTable: { data: { says: "no rows", probe: "ListTable.data" } },
  Line: {
    orientation: { says: '"vertical": a │ line one column wide', probe: "Line.orientation" },
    ...textless,
  },
  Screen: {
    focusable: NO_SHOW,
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
    ...textless,
    width: { says: CANVAS_NEEDS_SIZE, probe: "CharCanvas.size" },
    height: { says: CANVAS_NEEDS_SIZE, probe: "CharCanvas.size" },
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
