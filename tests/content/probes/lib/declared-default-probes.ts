// The probes behind DECLARED_DEFAULTS (content/api-option-defaults.ts): one
// per option where an options interface declares it, run against every widget
// class whose table shows that option. Each builds the row's widget with the
// option left out, makes it do what the option is about (draw, take a key, a
// wheel turn, a mouse move, the focus) and says what happened in the page's
// words; when the widget does something else, the answer is other words, and
// the test comparing it with the row fails.
import { spawnSync } from "node:child_process";
import * as widgets from "@unblessed/node";
import { Box, type Screen } from "@unblessed/node";
import { builtWith } from "../../../../app/api-reference/.server/generator/options";
import { ttyStreams } from "../../../../app/content-pipeline/.server/samples/tty-streams";
import { STYLE_WORDS } from "../../../../content/api-option-defaults";
import { unreadOptionNames } from "../../../../app/api-reference/.server/generator/unread-options";

/** What a widget probe handles: any widget of the package, read through its public fields. */
export type Widget = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The row a probe is run for. */
export interface ProbeSubject {
  className: string;
  option: string;
  /** That class built on the probe's screen as the options probe builds it, with `extra` beside. */
  make(extra?: Record<string, unknown>): Widget;
}

export type DeclaredProbe = (screen: Screen, subject: ProbeSubject) => string | Promise<string>;

/**
 * The row's class as the options probe builds it (with what it cannot be built
 * without, BUILT_WITH), and shown: a Dialog starts hidden, and a hidden widget
 * draws nothing a probe could look at.
 */
export function subjectFor(screen: Screen, className: string, option: string): ProbeSubject {
  const Class = (widgets as unknown as Record<string, new (options: object) => Widget>)[className];
  if (!Class) throw new Error(`no widget class ${className} in @unblessed/node`);
  return {
    className,
    option,
    make(extra = {}) {
      if (className === "Screen") return ownScreen(extra).screen as unknown as Widget;
      const widget = new Class({ ...builtWith(className), parent: screen, ...extra });
      if (widget["hidden"]) widget["show"]?.();
      return widget;
    },
  };
}

/**
 * Runs a probe on a screen shared by many probes (a Screen takes about 80 ms
 * to start, the widgets a millisecond), then destroys what it appended.
 */
export async function isolated(screen: Screen, run: () => string | Promise<string>): Promise<string> {
  const before = new Set(screen.children);
  try {
    return await run();
  } finally {
    for (const child of [...screen.children]) {
      if (before.has(child)) continue;
      try {
        (child as unknown as Widget)["destroy"]?.();
      } catch {
        // A bare Node cannot be detached (the Screen calls Element methods on it): drop it from the list.
        screen.children.splice(screen.children.indexOf(child), 1);
      }
    }
    while (screen.focused) screen.focusPop();
    for (const own of ownScreens.splice(0)) own.screen.destroy();
  }
}

interface OwnScreen {
  screen: Screen;
  /** What the program has written to its terminal since the last `clear()`. */
  written(): string;
  clear(): void;
  output: ReturnType<typeof ttyStreams>["output"];
}

const ownScreens: OwnScreen[] = [];

/** A Screen of its own for a Screen option, over in-memory streams whose output is kept; destroyed by `isolated`. */
function ownScreen(extra: Record<string, unknown> = {}): OwnScreen {
  const { input, output } = ttyStreams(40, 10);
  let written = "";
  output.on("data", (chunk: Buffer) => (written += chunk.toString("utf8")));
  const screen = new widgets.Screen({ terminal: "xterm", ...extra, input, output } as widgets.ScreenOptions);
  const own = { screen, output, written: () => written, clear: () => void (written = "") };
  ownScreens.push(own);
  return own;
}

/** The Screen a Screen probe looks at: the subject's, so that a counter-example's options reach it. */
function screenOf(subject: ProbeSubject): OwnScreen {
  const made = subject.make() as unknown as Screen;
  const own = ownScreens.find((candidate) => candidate.screen === made);
  if (!own) throw new Error("a Screen probe needs the Screen subject");
  return own;
}

type Cell = [attr: number, ch: string];

const FLAGS = { bold: 1, underline: 2, blink: 4, inverse: 8, invisible: 16 } as const;
const DEFAULT_COLOUR = 0x1ff;
/** A cell's attribute packs the background in bits 0-8, the foreground in 9-17 and the flags above. */
const colourOf = ([attr]: Cell, part: "fg" | "bg") => (part === "fg" ? attr >> 9 : attr) & 0x1ff;
const hasFlag = ([attr]: Cell, flag: keyof typeof FLAGS) => ((attr >> 18) & FLAGS[flag]) !== 0;

/** The gallery's 16×8 PNG (content/gallery/programs/ansi-image.ts), for the image options. */
const SUNSET = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAICAIAAAB/FOjAAAAARElEQVR42mPQCDhBEmJwjN9JEmKIyluFB/06oYEmwlBcOxsrAipFRnBxhh4cAE0DXJxh6exarAhNA1ycQa5CgyREsgYA4Merw1h2ds8AAAAASUVORK5CYII=",
  "base64",
);
const LINES = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join("\n");

interface Area {
  xi: number;
  xl: number;
  yi: number;
  yl: number;
}

/** The areas the widget's children drew: a dialog's buttons are not the dialog. */
function childAreas(widget: Widget): Area[] {
  const children = (widget["children"] as Widget[] | undefined) ?? [];
  return children.flatMap((child) => [...(child["lpos"] ? [child["lpos"] as Area] : []), ...childAreas(child)]);
}

const inside = (areas: Area[], x: number, y: number) =>
  areas.some((a) => x >= a.xi && x < a.xl && y >= a.yi && y < a.yl);

/**
 * The cells the widget itself draws inside its border and padding (the whole
 * box where that leaves nothing: a Line is all border), not its children's.
 */
function cells(screen: Screen, widget: Widget): Cell[] {
  screen.render();
  const pos = widget["lpos"] as Area | undefined;
  if (!pos) return [];
  const children = childAreas(widget);
  const collect = (inset: boolean) => {
    const found: Cell[] = [];
    const [top = 0, bottom = 0, left = 0, right = 0] = inset
      ? [widget["itop"], widget["ibottom"], widget["ileft"], widget["iright"]].map((n) => Number(n ?? 0))
      : [];
    for (let y = pos.yi + top; y < pos.yl - bottom; y++) {
      for (let x = pos.xi + left; x < pos.xl - right; x++) {
        const cell = (screen.lines[y] as Cell[] | undefined)?.[x];
        if (cell && !inside(children, x, y)) found.push(cell);
      }
    }
    return found;
  };
  const inner = collect(true);
  return inner.length > 0 ? inner : collect(false);
}

/** Everything the screen would draw, to compare before and after an event. */
function picture(screen: Screen): string {
  screen.render();
  return JSON.stringify(screen.lines.map((line: Cell[]) => line.map((cell) => [cell[0], cell[1]])));
}

/** A box with text in it, where a style shows on every cell. */
const SIZED = { top: 0, left: 0, width: 10, height: 4, content: "ab cd" };

/** Bold, underline, blink, inverse, invisible: on no cell the widget draws. */
function styleFlag(flag: keyof typeof FLAGS, off: string, on: string): DeclaredProbe {
  return (screen, { make }) => {
    const drawn = cells(screen, make(SIZED));
    if (drawn.length === 0) return "draws nothing";
    return drawn.some((cell) => hasFlag(cell, flag)) ? on : off;
  };
}

/** Foreground or background: every cell the widget draws in the terminal's own colour. */
function colour(part: "fg" | "bg", off: string): DeclaredProbe {
  return (screen, { make }) => {
    const drawn = cells(screen, make(SIZED));
    if (drawn.length === 0) return "draws nothing";
    const others = [...new Set(drawn.map((cell) => colourOf(cell, part)).filter((c) => c !== DEFAULT_COLOUR))];
    return others.length === 0 ? off : `colour ${others.join(", ")}`;
  };
}

/** Makes the screen read the terminal's keys, as it does once anything listens for them. */
function listenForKeys(screen: Screen): void {
  screen.on("keypress", () => undefined);
}

function press(screen: Screen, name: string, extra: Record<string, unknown> = {}): void {
  const ch = name.length === 1 ? name : undefined;
  const key = { name, full: name, sequence: ch ?? "", ctrl: false, meta: false, shift: false, ...extra };
  screen.program.emit("keypress", ch, key);
}

/** Mouse reports as the program decodes them from the terminal, sent through the screen's own dispatch. */
function mouse(screen: Screen, action: string, x: number, y: number, extra: Record<string, unknown> = {}): void {
  screen.program.emit("mouse", { action, x, y, button: "left", shift: false, meta: false, ctrl: false, ...extra });
}

/** A scrollable widget of the row's class with twenty lines in three rows, focused. */
function scroller(screen: Screen, make: ProbeSubject["make"], extra: Record<string, unknown> = {}): Widget {
  listenForKeys(screen);
  let widget: Widget;
  try {
    widget = make({ top: 0, left: 0, width: 20, height: 5, scrollable: true, content: LINES, ...extra });
  } catch {
    throw new CannotScroll(NO_SCROLL_BUILD);
  }
  fill(widget, LINES);
  widget["focus"]?.();
  try {
    screen.render();
  } catch {
    throw new CannotScroll(NO_SCROLL_DRAW);
  }
  return widget;
}

/** Words for a widget that cannot be made to scroll, thrown out of a probe by `scroller`. */
class CannotScroll extends Error {}
export const NOT_SCROLLING = "no effect: it does not scroll, even with scrollable on";
export const NO_SCROLL_BUILD = "no effect: with scrollable on, the constructor throws";
export const NO_SCROLL_DRAW =
  "no effect: it writes its text on one row, and throws when the text runs past the screen's edge";

/** A scrolling probe: the words of CannotScroll where the widget cannot scroll. */
function scrolling(probe: (screen: Screen, subject: ProbeSubject) => string): DeclaredProbe {
  return (screen, subject) => {
    try {
      return probe(screen, subject);
    } catch (error) {
      if (error instanceof CannotScroll) return error.message;
      throw error;
    }
  };
}

/** Text for the widget to show: a list shows items and a table rows, not its content. */
function fill(widget: Widget, text: string): void {
  const lines = text.split("\n");
  if (typeof widget["setData"] === "function") widget["setData"](lines.map((line) => [line]));
  // A Listbar lays its items out in a row: it scrolls the text it is given down instead.
  else if (typeof widget["setItems"] === "function" && widget["type"] !== "listbar") widget["setItems"](lines);
  else if (typeof widget["setValue"] === "function") widget["setValue"](text);
}

/** The characters the widget draws, row by row; those of its children (a list's items) only when asked. */
function textOf(screen: Screen, widget: Widget, withChildren = false): string[] {
  screen.render();
  const pos = widget["lpos"] as Area | undefined;
  if (!pos) return [];
  const children = withChildren ? [] : childAreas(widget);
  const rows: string[] = [];
  for (let y = pos.yi; y < pos.yl; y++) {
    const line = (screen.lines[y] as Cell[] | undefined) ?? [];
    let row = "";
    for (let x = pos.xi; x < pos.xl; x++) row += inside(children, x, y) ? " " : (line[x]?.[1] ?? "");
    rows.push(row);
  }
  return rows;
}

/** Whether keys, pressed with the widget focused, change what the screen draws. */
function keysMove(screen: Screen, widget: Widget, keys: string[]): boolean {
  const before = picture(screen);
  for (const key of keys) press(screen, key);
  return picture(screen) !== before || Number(widget["childBase"] ?? 0) !== 0;
}

export const DECLARED_PROBES: Readonly<Record<string, DeclaredProbe>> = {
  "NodeOptions.name": (_screen, { make }) => {
    const widget = make();
    return widget["name"] == null ? "no name" : `named ${JSON.stringify(widget["name"])}`;
  },
  "NodeOptions.focusable": (screen, { make }) => {
    const widget = make();
    if (typeof widget["show"] !== "function") return "no effect: it has no show()";
    widget["hide"]?.();
    widget["show"]();
    return screen.focused === widget ? "show() focuses it" : "show() does not focus it";
  },
  "AnimatableOptions.animatable": (_screen, { make }) => {
    const widget = make();
    return typeof widget["animateBorderColors"] === "function" ? "animation methods added" : "no animation methods";
  },
  "ElementOptions.bold": styleFlag("bold", STYLE_WORDS.bold, "bold"),
  "ElementOptions.underline": styleFlag("underline", STYLE_WORDS.underline, "underlined"),
  "ElementOptions.blink": styleFlag("blink", STYLE_WORDS.blink, "blinking"),
  "ElementOptions.inverse": styleFlag("inverse", STYLE_WORDS.inverse, "inverse"),
  "ElementOptions.invisible": styleFlag("invisible", STYLE_WORDS.invisible, "invisible"),
  "ElementOptions.fg": colour("fg", STYLE_WORDS.fg),
  "ElementOptions.bg": colour("bg", STYLE_WORDS.bg),
  "ElementOptions.transparent": (screen, { make }) => {
    new Box({ parent: screen, ...SIZED, content: "ZZZZZZZZZZ", bg: "red" });
    const drawn = cells(screen, make({ ...SIZED, content: "" }));
    return drawn.some(([attr, ch]) => ch === "Z" || (attr & 0x1ff) !== DEFAULT_COLOUR)
      ? "what lies behind shows through"
      : "opaque: what lies behind is hidden";
  },
  "ElementOptions.top": (screen, { make }) => {
    const widget = make();
    screen.render();
    return widget["atop"] === 0 ? "the top row of its parent" : `row ${String(widget["atop"])}`;
  },
  "ElementOptions.left": (screen, { make }) => {
    const widget = make();
    screen.render();
    return widget["aleft"] === 0 ? "the left column of its parent" : `column ${String(widget["aleft"])}`;
  },
  // With a width and no left, a `right` of its own would push the widget to the right edge.
  "ElementOptions.right": (screen, { make }) => {
    const widget = make({ width: 5 });
    screen.render();
    return Number(widget["aleft"]) + 5 < screen.width
      ? "none: left and width place it"
      : `against the right edge, at column ${String(widget["aleft"])}`;
  },
  "ElementOptions.bottom": (screen, { make }) => {
    const widget = make({ height: 2 });
    screen.render();
    return Number(widget["atop"]) + 2 < screen.height
      ? "none: top and height place it"
      : `against the bottom edge, at row ${String(widget["atop"])}`;
  },
  "ElementOptions.width": (screen, { make }) => {
    const widget = make();
    screen.render();
    return widget["width"] === screen.width
      ? "the whole width of its parent"
      : widget["width"] === Math.floor(screen.width / 2)
        ? "half the width of its parent"
        : `${String(widget["width"])} columns`;
  },
  "ElementOptions.height": (screen, { make }) => {
    const widget = make();
    screen.render();
    return widget["height"] === screen.height
      ? "the whole height of its parent"
      : widget["height"] === Math.floor(screen.height / 2)
        ? "half the height of its parent"
        : `${String(widget["height"])} rows`;
  },
  // Two texts of different lengths: a shrinking widget takes two widths.
  "ElementOptions.shrink": (screen, { make }) => {
    const short = make({ content: "ab" });
    const long = make({ content: "abcd" });
    screen.render();
    // The size drawn, not `width`, which reads the position and knows nothing of shrinking.
    const size = (widget: Widget) => {
      const pos = widget["lpos"] as Area | undefined;
      return pos ? [pos.xl - pos.xi, pos.yl - pos.yi] : [];
    };
    const [a, b] = [size(short), size(long)];
    return JSON.stringify(a) === JSON.stringify(b)
      ? "off: its size does not follow its content"
      : `shrinks to its content (${String(a[0])} and ${String(b[0])} wide)`;
  },
  "ElementOptions.border": (screen, { make }) => {
    const widget = make({ top: 0, left: 0, width: 6, height: 3 });
    screen.render();
    const corners = ["┌", "┐", "└", "┘", "+"];
    const pos = widget["lpos"] as { xi: number; xl: number; yi: number; yl: number };
    const at = (x: number, y: number) => (screen.lines[y] as Cell[] | undefined)?.[x]?.[1] ?? "";
    const drawn = [at(pos.xi, pos.yi), at(pos.xl - 1, pos.yi), at(pos.xi, pos.yl - 1), at(pos.xl - 1, pos.yl - 1)];
    return widget["border"] == null && !drawn.some((ch) => corners.includes(ch))
      ? "no border"
      : `a border (${drawn.join("")})`;
  },
  "ElementOptions.label": (screen, { make }) => {
    make({ top: 0, left: 0, width: 12, height: 3, border: "line" });
    screen.render();
    // The label is a widget of its own on the border: the row as drawn, children included.
    const top = ((screen.lines[0] as Cell[] | undefined) ?? [])
      .slice(0, 12)
      .map((cell) => cell[1])
      .join("");
    return /^[┌─┐│ ]+$/.test(top) ? "no label" : `a label in ${JSON.stringify(top)}`;
  },
  "ElementOptions.shadow": (screen, { make }) => {
    new Box({ parent: screen, top: 0, left: 0, width: 20, height: 8, bg: "red" });
    const widget = make({ top: 0, left: 0, width: 6, height: 2 });
    screen.render();
    const pos = widget["lpos"] as { xl: number; yl: number } | undefined;
    if (!pos) return "draws nothing";
    const row = (y: number) => (screen.lines[y] as Cell[] | undefined) ?? [];
    // The backdrop is red (colour 1); a shadow darkens the cells below and right of the widget.
    const children = childAreas(widget);
    const outside = [
      ...[...Array(pos.xl + 2).keys()].map((x) => [x, pos.yl] as const),
      ...[...Array(pos.yl).keys()].map((y) => [pos.xl, y] as const),
    ].filter(([x, y]) => !inside(children, x, y));
    return outside.every(([x, y]) => ((row(y)[x]?.[0] ?? 0) & 0x1ff) === 1) ? "no shadow" : "a shadow";
  },
  "ElementOptions.tags": parseTags("off: {bold} and other tags show as typed"),
  "ElementOptions.parseTags": parseTags("off: {bold} and other tags show as typed"),
  "ElementOptions.textWrap": (screen, { make }) => {
    const widget = make({ top: 0, left: 0, width: 6, height: 4, content: "abc defgh ij" });
    if (typeof widget["setValue"] === "function") widget["setValue"]("abc defgh ij");
    const rows = textOf(screen, widget).map((row) => row.replace(/[^a-j ]/g, "").trim());
    const firstRow = ((screen.lines[0] as Cell[] | undefined) ?? []).map((cell) => cell[1]).join("");
    if (firstRow.startsWith("abc defgh ij")) return "no wrapping: the text runs on in its first row, past its edge";
    const shown = rows.filter(Boolean);
    if (shown.length === 1 && shown[0]?.endsWith("ij")) return "no wrapping: one row, which shows the end of the text";
    if (!/[a-j]/.test(rows.join(""))) return NOT_TEXT;
    // A table's header row may cover the first line: the later two show the wrapping.
    return rows.includes("defgh") && rows.some((row) => row.startsWith("i"))
      ? "as wrap says: a long line wraps at a space"
      : `lines ${JSON.stringify(rows)}`;
  },
  "ElementOptions.noOverflow": (screen, { make }) => {
    const parent = new Box({ parent: screen, top: 0, left: 0, width: 10, height: 4 });
    const widget = make({ parent, top: 0, left: 12, width: 8, height: 2 });
    screen.render();
    const pos = (widget["lpos"] as { xi: number; xl: number } | undefined) ?? { xi: -1, xl: -1 };
    return pos.xi === 12 && pos.xl > 12
      ? "off: it may draw past its parent's edge"
      : `kept to columns ${pos.xi}–${pos.xl}`;
  },
  // Only the Screen's dockBorders is read when drawing: two bordered neighbours with it left out.
  "ElementOptions.dockBorders": (screen, { make }) => {
    make({ top: 0, left: 0, width: 5, height: 3, border: "line" });
    make({ top: 0, left: 4, width: 5, height: 3, border: "line" });
    screen.render();
    const joint = (screen.lines[0] as Cell[])[4]?.[1];
    return joint === "┬" ? "borders joined" : "borders not joined where they meet";
  },
  "ElementOptions.clickable": (screen, { make }) => {
    screen.on("mouse", () => undefined);
    const widget = make({ top: 0, left: 0, width: 6, height: 2 });
    let clicked = 0;
    screen.on("element click", (el: unknown) => (clicked += el === widget ? 1 : 0));
    screen.render();
    mouse(screen, "mousedown", 1, 0);
    mouse(screen, "mouseup", 1, 0);
    return clicked === 0 ? "not clickable: a click does not reach it" : "clickable";
  },
  "ElementOptions.hoverBg": hover,
  "ElementOptions.hoverText": hover,
  "ElementOptions.hoverEffects": hover,
  "ElementOptions.focusEffects": focusChange,
  "ElementOptions.effects": (screen, subject) => {
    const onHover = hover(screen, subject);
    const onFocus = focusChange(screen, subject);
    return onHover === NO_HOVER && onFocus === NO_FOCUS ? "no change on hover or focus" : `${onHover}; ${onFocus}`;
  },
  "ElementOptions.tabIndex": (screen, { make }) => {
    listenForKeys(screen);
    const before = new Box({ parent: screen, top: 0, left: 0, width: 2, height: 1, tabIndex: 0 });
    const widget = make({ top: 2, left: 0, width: 6, height: 2 });
    new Box({ parent: screen, top: 5, left: 0, width: 2, height: 1, tabIndex: 0 });
    screen.render();
    before.focus();
    press(screen, "tab");
    return screen.focused === widget ? "reached by Tab" : "skipped by Tab";
  },
  "ElementOptions.keyable": keysReach,
  "ElementOptions.input": keysReach,
  "ScrollableOptions.scrollable": (screen, { make }) => {
    const widget = make({ top: 0, left: 0, width: 10, height: 3 });
    if (typeof widget["scroll"] !== "function" || !widget["scrollable"]) return "not scrollable";
    widget["scroll"](5);
    return `scrollable (scrolled to ${String(widget["childBase"])})`;
  },
  "ScrollableOptions.keys": scrolling((screen, { make }) =>
    keysMove(screen, scroller(screen, make), ["down", "down", "down", "down", "down", "pagedown"])
      ? "arrow keys move it"
      : "arrow keys do nothing",
  ),
  "ScrollableOptions.vi": scrolling((screen, { make }) =>
    keysMove(screen, scroller(screen, make, { keys: true }), ["j", "j", "j", "j", "j", "G"])
      ? "j and k move it"
      : "j and k do nothing, even with keys on",
  ),
  "ScrollableOptions.ignoreKeys": scrolling((screen, { make }) =>
    keysMove(screen, scroller(screen, make, { keys: true }), ["down", "down", "down", "down", "down"])
      ? "off: with keys on, the arrow keys scroll it"
      : "the arrow keys do nothing, even with keys on",
  ),
  "ScrollableOptions.mouse": scrolling((screen, { make }) => {
    scroller(screen, make);
    const before = picture(screen);
    // A turn moves the scroll position first; the view follows once it passes the bottom row.
    for (let turn = 0; turn < 4; turn++) mouse(screen, "wheeldown", 1, 1);
    return picture(screen) !== before ? "the mouse wheel scrolls it" : "the mouse wheel does nothing";
  }),
  // scroll(1) from the top: without alwaysScroll the view stays until the position passes its bottom edge.
  "ScrollableOptions.alwaysScroll": scrolling((screen, { make }) => {
    const widget = scroller(screen, make);
    if (typeof widget["scroll"] !== "function" || widget["childBase"] === undefined) return NOT_SCROLLING;
    widget["scroll"](1);
    return widget["childBase"] === 0
      ? "off: the view moves only when the scroll position passes its edge"
      : "the view moves with every scroll";
  }),
  "ScrollableOptions.baseLimit": scrolling((screen, { make }) => {
    const widget = scroller(screen, make);
    if (typeof widget["scrollTo"] !== "function" || widget["childBase"] === undefined) return NOT_SCROLLING;
    widget["scrollTo"](100);
    screen.render();
    return Number(widget["childBase"]) >= 15
      ? "no limit: it scrolls to the end of its content"
      : `stops at line ${String(widget["childBase"])}`;
  }),
  "ScrollableOptions.scrollbar": scrolling((screen, { make }) => {
    // A bar moves as the content scrolls; the last column of twenty short lines does not.
    const widget = scroller(screen, make);
    if (widget["childBase"] === undefined) return NOT_SCROLLING;
    const top = JSON.stringify(lastColumn(screen, widget));
    widget["scrollTo"]?.(19);
    return JSON.stringify(lastColumn(screen, widget)) === top ? "no scroll bar" : "a scroll bar";
  }),
  "ScrollableOptions.track": scrolling((screen, { make }) => {
    // With a bar of # and `track` itself set: a track is what the bar's column holds beside the bar,
    // cells unlike their left neighbours. Only scrollbar.track draws one (the counter-example).
    const widget = scroller(screen, make, { scrollbar: { ch: "#" }, track: { ch: ":" } });
    if (widget["childBase"] === undefined) return NOT_SCROLLING;
    screen.render();
    const pos = widget["lpos"] as Area;
    const track = [];
    for (let y = pos.yi; y < pos.yl; y++) {
      const line = screen.lines[y] as Cell[];
      const [cell, left] = [line[pos.xl - 1], line[pos.xl - 2]];
      if (cell && left && cell[1] !== "#" && (cell[1] !== left[1] || cell[0] !== left[0])) track.push(cell);
    }
    return track.length === 0 ? TRACK_WORDS : "a track";
  }),
  // BigText sizes itself to its text drawn in the font (BUILT_WITH gives it one that loads).
  "BigText.width": (screen, { make }) => {
    const one = make({ content: "a" });
    const three = make({ top: 0, left: 0, content: "abc" });
    screen.render();
    return three["width"] > one["width"] && three["width"] < screen.width
      ? "as wide as its text in the big font"
      : `${String(one["width"])} and ${String(three["width"])} columns`;
  },
  "BigText.height": (screen, { make }) => {
    const widget = make({ content: "a" });
    screen.render();
    const fontRows = (widget["ratio"] as { height?: number } | undefined)?.height;
    return widget["height"] === fontRows
      ? `${String(fontRows)} rows: the height of the font`
      : `${String(widget["height"])} rows`;
  },
  // ListOptions: a list of three items, the first selected; the styles are read off the items drawn.
  ...listStyles("item", "the unselected items"),
  ...listStyles("selected", "the selected item"),
  "ListOptions.invertSelected": (screen, { make }) => {
    const list = make({ top: 0, left: 0, width: 10, height: 4, tags: true });
    fill(list, ["{red-fg}a{/red-fg}", "{red-fg}b{/red-fg}", "{red-fg}c{/red-fg}"].join("\n"));
    const [selected, other] = itemsOf(list);
    if (!selected || !other) return "no items drawn";
    const fgOf = (item: Widget) => cells(screen, item).map((cell) => colourOf(cell, "fg"));
    const redInSelected = fgOf(selected).includes(1);
    const redInOther = fgOf(other).includes(1);
    return !redInSelected && redInOther
      ? "on: in the selected item, colours set by tags give way to the selected style's"
      : `red text ${redInSelected ? "kept" : "lost"} in the selected item, ${redInOther ? "kept" : "lost"} in the others`;
  },
  "ListOptions.itemHoverBg": itemHover,
  "ListOptions.itemHoverEffects": itemHover,
  "ListOptions.itemFocusEffects": (screen, { make }) => {
    const list = make({ top: 0, left: 0, width: 10, height: 4 });
    fill(list, "a\nb\nc");
    const before = picture(screen);
    list["focus"]?.();
    itemsOf(list)[1]?.["focus"]?.();
    return picture(screen) === before ? "no change when the list or an item has the focus" : "an item changes on focus";
  },
  // createItem() looks for normalShrink on the options of the item it builds, which never have it.
  "ListOptions.normalShrink": (screen, { make }) => {
    const list = make({ top: 0, left: 0, height: 4, shrink: true, normalShrink: true });
    fill(list, "a\nbbbbbb");
    screen.render();
    const [short, long] = (list["items"] as Widget[]).map((item) => {
      const pos = item["lpos"] as Area | undefined;
      return pos ? pos.xl - pos.xi : -1;
    });
    return short === long
      ? "none: a list does not read it (in a shrinking list every item stays as wide as the list, even when it is set)"
      : "items shrink to their text";
  },
  // Table and ListTable: a bordered table of two columns; the cell borders sit between them.
  "TableOptions.noCellBorders": cellBorders,
  "ListTableOptions.noCellBorders": cellBorders,
  "TableOptions.fillCellBorders": fillCellBorders,
  "ListTableOptions.fillCellBorders": fillCellBorders,
  "ListbarOptions.autoCommandKeys": (screen, { make }) => {
    listenForKeys(screen);
    const bar = make({ top: 0, left: 0, width: 30, height: 1, items: { one: () => undefined, two: () => undefined } });
    bar["focus"]?.();
    screen.render();
    press(screen, "2");
    return bar["selected"] === 0 ? "off: number keys do not pick a command" : `2 picks item ${String(bar["selected"])}`;
  },
  // A log follows its new lines on the next turn of the event loop, unless the reader scrolled up.
  "LogOptions.scrollOnInput": async (screen, { make }) => {
    const log = make({ top: 0, left: 0, width: 20, height: 4 });
    for (let i = 1; i <= 10; i++) log["add"](`line ${i}`);
    await nextTurn();
    log["scroll"](-5);
    const scrolledTo = log["childBase"];
    log["add"]("new");
    await nextTurn();
    return log["childBase"] === scrolledTo
      ? "off: a new line does not scroll a log the reader has scrolled up"
      : "a new line scrolls to the bottom";
  },
  "LogOptions.staticHeader": (screen, { make }) => staticPart(screen, make, "header"),
  "LogOptions.staticFooter": (screen, { make }) => staticPart(screen, make, "footer"),
  "ProgressBarOptions.bch": (screen, { make }) => {
    const bar = make({ top: 0, left: 0, width: 10, height: 1, filled: 50 });
    const drawn = textOf(screen, bar)[0] ?? "";
    return /^ +$/.test(drawn) ? "a blank: the filled part is a run of spaces" : `filled with ${JSON.stringify(drawn)}`;
  },
  "ProgressBarOptions.barBg": (screen, { make }) => barColour(screen, make, "bg"),
  "ProgressBarOptions.barFg": (screen, { make }) => barColour(screen, make, "fg"),
  "ProgressBarOptions.keys": (screen, { make }) => {
    listenForKeys(screen);
    const bar = make({ top: 0, left: 0, width: 10, height: 1, filled: 50 });
    bar["focus"]?.();
    for (const key of ["right", "left", "left"]) press(screen, key);
    return bar["filled"] === 50 ? "arrow keys do not move the bar" : `arrow keys move it to ${String(bar["filled"])}`;
  },
  "ProgressBarOptions.mouse": (screen, { make }) => {
    screen.on("mouse", () => undefined);
    const bar = make({ top: 0, left: 0, width: 10, height: 1, filled: 50 });
    screen.render();
    mouse(screen, "mousedown", 8, 0);
    mouse(screen, "mouseup", 8, 0);
    return bar["filled"] === 50 ? "a click does not move the bar" : `a click moves it to ${String(bar["filled"])}`;
  },
  "StaticOptions.items": (screen, { make }) => {
    const widget = make({ top: 0, left: 0, width: 10, height: 3 });
    return textOf(screen, widget).join("").trim() === "" ? "no items: it shows nothing" : "items shown";
  },
  "StaticOptions.renderItem": (screen, { make }) => {
    const widget = make({ top: 0, left: 0, width: 10, height: 3, items: [1, true, "x"] });
    const rows = textOf(screen, widget).map((row) => row.trim());
    return rows.join("|") === "1|true|x" ? "String(item): one item a line, as text" : `rows ${JSON.stringify(rows)}`;
  },
  "TextareaOptions.inputOnFocus": (screen, { make }) =>
    typing(screen, make, (area) => area["focus"]())
      ? "the focus starts typing"
      : "off: the focus alone does not start typing",
  "TextareaOptions.keys": (screen, { make }) =>
    typing(screen, make, (area) => {
      area["focus"]();
      press(screen, "enter");
    })
      ? "Enter starts typing"
      : "Enter does not start typing",
  "TextareaOptions.vi": (screen, { make }) =>
    typing(
      screen,
      make,
      (area) => {
        area["focus"]();
        press(screen, "i");
      },
      { keys: true },
    )
      ? "i starts typing"
      : "off: i does not start typing, even with keys on",
  "CheckboxOptions.mouse": (screen, { make }) => {
    screen.on("mouse", () => undefined);
    const box = make({ top: 0, left: 0, width: 10, height: 1, content: "x" });
    screen.render();
    mouse(screen, "mousedown", 1, 0);
    mouse(screen, "mouseup", 1, 0);
    return box["checked"] ? "a click ticks it" : "a click does not tick it";
  },
  "FormOptions.keys": (screen, { make }) => formMoves(screen, make, ["down", "up"]),
  "FormOptions.vi": (screen, { make }) => formMoves(screen, make, ["j", "k"]),
  // Image, ANSIImage and OverlayImage without a file: what they draw.
  "ImageOptions.file": noImage,
  "ANSIImageOptions.file": noImage,
  "OverlayImageOptions.file": noImage,
  "OverlayImageOptions.img": noImage,
  "ImageOptions.itype": (screen, { make }) => {
    const image = make({ type: "overlay" });
    return image["type"] === "overlayimage"
      ? "none: type decides (itype, when given, wins over it)"
      : `a ${String(image["type"])}`;
  },
  "ANSIImageOptions.ascii": (screen, { make }) => {
    const image = make({ top: 0, left: 0, width: 16, height: 4, file: SUNSET });
    const drawn = textOf(screen, image).join("");
    return drawn.length > 0 && !/[A-Za-z0-9@#%*+=:.-]/.test(drawn)
      ? "off: pixels are drawn as coloured cells, not characters"
      : `characters: ${JSON.stringify(drawn.slice(0, 20))}`;
  },
  // What the image renderer was given: the picture itself runs at the speed and keeps the frames it says.
  "ANSIImageOptions.speed": (_screen, { make }) => {
    const image = make({ file: SUNSET });
    const speed = (image["img"] as { speed?: unknown } | undefined)?.speed;
    return speed === 1 ? "1: an animation plays at the speed it was made at" : `speed ${String(speed)}`;
  },
  // ANSIImage hands the renderer its scale, ascii and speed, not this: given "cpu", the picture still uses "mem".
  "ANSIImageOptions.optimization": (_screen, { make }) => {
    const image = make({ file: SUNSET, optimization: "cpu" });
    const optimization = (image["img"] as { optimization?: unknown } | undefined)?.optimization;
    return optimization === "mem"
      ? 'no effect: the picture is always decoded with "mem", which spares memory rather than time'
      : `passed on: ${JSON.stringify(optimization)}`;
  },
  "OverlayImageOptions.ansi": (_screen, { make }) => {
    const asked = make({ ansi: true });
    const left = make();
    return asked["type"] === "overlayimage" && left["type"] === "overlayimage" && asked["children"].length === 0
      ? "none: an OverlayImage never reads it and always overlays with w3mimgdisplay"
      : `an ANSI picture (${String(asked["type"])})`;
  },
  "OverlayImageOptions.autofit": (screen, { make }) => {
    const fitted = make({ top: 0, left: 0, width: 10, height: 4, autofit: true });
    const left = make({ top: 0, left: 0, width: 10, height: 4 });
    screen.render();
    return fitted["width"] === left["width"] && left["width"] === 10 && left["height"] === 4
      ? "off: the widget keeps the size it was given"
      : "the widget takes the image's size";
  },
  "OverlayImageOptions.w3m": (_screen, { make }) => {
    make();
    const found = String((widgets.OverlayImage as unknown as { w3mdisplay: unknown }).w3mdisplay);
    return found === "/usr/lib/w3m/w3mimgdisplay" || found.endsWith("/w3mimgdisplay")
      ? "/usr/lib/w3m/w3mimgdisplay, or the first w3mimgdisplay found under /usr, /lib or /bin"
      : `another program: ${found}`;
  },
  // The class remembers what it found; cleared first so that this widget decides.
  "OverlayImageOptions.search": (_screen, { make }) => {
    const Overlay = widgets.OverlayImage as unknown as { hasW3MDisplay: unknown };
    Overlay.hasW3MDisplay = null;
    make();
    return Overlay.hasW3MDisplay !== null
      ? "on: w3mimgdisplay is looked for under /usr, /lib and /bin when it is not at its usual path"
      : "off: w3mimgdisplay is not looked for";
  },
  "TextOptions.fill": (screen, { make }) => {
    const plain = make({ top: 0, left: 0, content: "ab" });
    const filled = make({ top: 0, left: 0, content: "ab", fill: true });
    screen.render();
    return plain["width"] === filled["width"] && plain["height"] === filled["height"]
      ? "none: a Text does not read it"
      : "it changes the Text's size";
  },
  // Screen options: each on a Screen of its own, reading what it writes to the terminal.
  "ScreenOptions.smartCSR": terminalScrolls,
  "ScreenOptions.fastCSR": terminalScrolls,
  "ScreenOptions.useBCE": (_screen, subject) => {
    const own = screenOf(subject);
    const box = new Box({ parent: own.screen, top: 1, left: 0, width: 40, height: 1, content: "x".repeat(30) });
    own.screen.render();
    flush(own);
    box.setContent("x");
    own.screen.render();
    flush(own);
    const written = own.written();
    return written.includes(`${ESC}[K`)
      ? "erased to the line's end"
      : / {29}/.test(written)
        ? "off: cleared cells are written as spaces, not erased to the line's end"
        : JSON.stringify(written);
  },
  "ScreenOptions.resizeTimeout": (_screen, subject) => {
    const own = screenOf(subject);
    own.output.columns = 30;
    own.output.emit("resize");
    return own.screen.width === 30
      ? "none: the screen takes a new size at once"
      : "the screen waits before it takes a new size";
  },
  "ScreenOptions.debug": (_screen, subject) => {
    const own = screenOf(subject);
    own.screen.on("keypress", () => undefined);
    const before = picture(own.screen);
    own.screen.program.emit("keypress", undefined, { name: "f12", full: "f12", sequence: "\x1b[24~" });
    return picture(own.screen) === before ? "off: F12 opens no debug log" : "F12 opens a debug log";
  },
  "ScreenOptions.warnings": (_screen, subject) => {
    const own = screenOf(subject);
    const before = picture(own.screen);
    own.screen.program.emit("warning", "careful");
    return picture(own.screen) === before ? "off: a warning is not shown on the screen" : "a warning is shown";
  },
  "ScreenOptions.log": logFile,
  "ScreenOptions.dump": logFile,
  "ScreenOptions.sendFocus": (_screen, subject) => {
    const own = screenOf(subject);
    own.screen.enableMouse();
    flush(own);
    return own.written().includes("\x1b[?1004h")
      ? "the terminal is asked to report focus"
      : "off: the terminal is not asked to report focus";
  },
  "ScreenOptions.cursorShape": cursorLeftAlone,
  "ScreenOptions.cursorBlink": cursorLeftAlone,
  "ScreenOptions.cursorColor": cursorLeftAlone,
  "ScreenOptions.artificialCursor": (_screen, subject) => {
    const own = screenOf(subject);
    flush(own);
    own.clear();
    own.screen.cursorShape("underline", false);
    flush(own);
    return CURSOR_SHAPE.test(own.written())
      ? "off: the terminal draws the cursor, and cursorShape() asks it for a shape"
      : "the Screen draws the cursor itself";
  },
  "ScreenOptions.dockBorders": (_screen, subject) => {
    const own = screenOf(subject);
    return joint(own.screen, "white", "white") === "┬" ? "borders joined" : "borders not joined where they meet";
  },
  "ScreenOptions.ignoreDockContrast": (_screen, subject) => {
    const { screen } = screenOf(subject);
    screen.dockBorders = true;
    return joint(screen, "red", "blue") === "┬"
      ? "borders of different colours are joined"
      : "off: with dockBorders on, borders of different colours are not joined";
  },
  "ScreenOptions.term": (_screen, subject) => {
    const own = subject.make({ terminal: undefined, term: "vt100" }) as unknown as Screen;
    return own.terminal === "vt100"
      ? "none: terminal decides; term is another name for it"
      : `term ignored (${own.terminal})`;
  },
  // A Program's fields: passed both, the Screen takes its options object for a Program.
  "ScreenOptions.rsety": programFields,
  "ScreenOptions.listen": programFields,
  // The library reads the locale once per process: a child process for each environment.
  "ScreenOptions.forceUnicode": () => {
    const locales: Record<string, string>[] = [
      { LANG: "C" },
      { LANG: "en_US.UTF-8" },
      { LC_CTYPE: "C.UTF-8" },
      { LANG: "C", LC_ALL: "C.utf8" },
    ];
    const found = locales.map(unicodeUnder);
    return found.join(" ") === "false true true true"
      ? "from the locale: on when LANG, LANGUAGE, LC_ALL or LC_CTYPE names UTF-8"
      : `unicode ${found.join(" ")} under C, en_US.UTF-8, LC_CTYPE and LC_ALL`;
  },
  "ScreenOptions.hover": (_screen, subject) => {
    const own = subject.make({ hover: { bg: "red" } }) as unknown as { hover: unknown };
    return own.hover === null
      ? "none: the Screen does not read it (screen.hover is the element under the mouse)"
      : "read";
  },
  unread: (_screen, { option }) =>
    unreadOptionNames([option]).has(option) ? "none: no code of the library reads it" : "read by the library",
};

/** A widget whose content never appears as text: an image, a canvas, BigText's big letters, a table's rows. */
export const NOT_TEXT = "no effect: it does not show its content as text";
const NO_HOVER = "no change when the mouse is over it";
const NO_FOCUS = "no change when it has the focus";

/** A mouse move onto the widget, as the terminal reports it: does what the screen draws change? */
function hover(screen: Screen, { make }: ProbeSubject): string {
  screen.on("mouse", () => undefined);
  make({ top: 0, left: 0, width: 8, height: 3, content: "ab" });
  const before = picture(screen);
  mouse(screen, "mousemove", 1, 1);
  return picture(screen) === before ? NO_HOVER : "it changes when the mouse is over it";
}

function focusChange(screen: Screen, { make }: ProbeSubject): string {
  const widget = make({ top: 0, left: 0, width: 8, height: 3, content: "ab" });
  const before = picture(screen);
  widget["focus"]?.();
  return picture(screen) === before ? NO_FOCUS : "it changes when it has the focus";
}

/** A key pressed while the widget has the focus: does the widget get it, with no listener of its own? */
function keysReach(screen: Screen, { make }: ProbeSubject): string {
  listenForKeys(screen);
  const widget = make({ top: 0, left: 0, width: 8, height: 3 });
  let reached = 0;
  screen.on("element keypress", (el: unknown) => (reached += el === widget ? 1 : 0));
  widget["focus"]?.();
  press(screen, "x");
  return reached === 0 ? "off: a key reaches it only once it listens for keys" : "keys reach it";
}

function parseTags(off: string): DeclaredProbe {
  return (screen, { make }) => {
    const widget = make({ top: 0, left: 0, width: 20, height: 3, content: "{bold}x{/bold}" });
    fill(widget, "{bold}x{/bold}");
    const text = textOf(screen, widget, true).join("");
    if (text.includes("{bold}x")) return off;
    return text.includes("x") ? "on anyway: tags are read" : NOT_TEXT;
  };
}

function lastColumn(screen: Screen, widget: Widget): Cell[] {
  screen.render();
  const pos = widget["lpos"] as { xl: number; yi: number; yl: number } | undefined;
  if (!pos) return [];
  const column: Cell[] = [];
  for (let y = pos.yi; y < pos.yl; y++) {
    const cell = (screen.lines[y] as Cell[] | undefined)?.[pos.xl - 1];
    if (cell) column.push(cell);
  }
  return column;
}

/** A list's item elements: the selected first, then the last (a ListTable's first row is its header). */
function itemsOf(list: Widget): Widget[] {
  const items = (list["items"] as Widget[] | undefined) ?? [];
  const selected = items[Number(list["selected"] ?? 0)];
  const other = items[items.length - 1] === selected ? items[0] : items[items.length - 1];
  return [selected, other].filter((item): item is Widget => item !== undefined);
}

/** itemBold … selectedInvisible: the same words as the widget's own style, read off the items. */
function listStyles(which: "item" | "selected", whose: string): Record<string, DeclaredProbe> {
  return Object.fromEntries(
    Object.entries(STYLE_WORDS).map(([part, off]) => {
      const option = `${which}${part.charAt(0).toUpperCase()}${part.slice(1)}`;
      const probe: DeclaredProbe = (screen, { make }) => {
        const list = make({ top: 0, left: 0, width: 10, height: 4 });
        fill(list, "a\nb\nc");
        const item = itemsOf(list)[which === "selected" ? 0 : 1];
        const drawn = item ? cells(screen, item) : [];
        if (drawn.length === 0) return `${whose}: nothing drawn`;
        if (part === "fg" || part === "bg") {
          return drawn.every((cell) => colourOf(cell, part) === DEFAULT_COLOUR) ? off : `${whose}: coloured`;
        }
        return drawn.some((cell) => hasFlag(cell, part as keyof typeof FLAGS)) ? `${whose}: ${part}` : off;
      };
      return [`ListOptions.${option}`, probe];
    }),
  );
}

function itemHover(screen: Screen, { make }: ProbeSubject): string {
  screen.on("mouse", () => undefined);
  const list = make({ top: 0, left: 0, width: 10, height: 4 });
  fill(list, "a\nb\nc");
  const before = picture(screen);
  mouse(screen, "mousemove", 1, 2);
  return picture(screen) === before ? "no change when the mouse is over an item" : "an item changes under the mouse";
}

/** A bordered table of two columns: is a │ drawn between the cells? */
function cellBorders(screen: Screen, { make }: ProbeSubject): string {
  const table = make({ top: 0, left: 0, width: 12, height: 5, border: "line" });
  table["setData"]([
    ["a", "b"],
    ["c", "d"],
  ]);
  const inner = textOf(screen, table)
    .slice(1, -1)
    .map((row) => row.slice(1, -1));
  return inner.some((row) => row.includes("│"))
    ? "off: with a border, lines are drawn between the cells"
    : "no lines between the cells";
}

/** With a coloured header: do the cell borders take its background? */
function fillCellBorders(screen: Screen, { make }: ProbeSubject): string {
  const table = make({
    top: 0,
    left: 0,
    width: 12,
    height: 5,
    border: "line",
    style: { header: { bg: "red" }, cell: {}, border: {} },
  });
  table["setData"]([
    ["a", "b"],
    ["c", "d"],
  ]);
  screen.render();
  const pos = table["lpos"] as Area;
  const row = (screen.lines[pos.yi + 1] as Cell[]).slice(pos.xi + 1, pos.xl - 1);
  const joints = row.filter(([, ch]) => ch === "│");
  if (joints.length === 0) return "no lines between the cells";
  return joints.every(([attr]) => (attr & 0x1ff) !== 1)
    ? "off: the lines between cells keep the border's colours"
    : "the lines between cells take the cells' background";
}

function staticPart(screen: Screen, make: ProbeSubject["make"], part: "header" | "footer"): string {
  const log = make({ top: 0, left: 0, width: 20, height: 5 });
  for (let i = 1; i <= 10; i++) log["add"](`line ${i}`);
  const rows = textOf(screen, log).map((row) => row.trim());
  const edge = part === "header" ? rows[0] : rows[rows.length - 1];
  return /^line \d+$/.test(edge ?? "") ? `no ${part}: log lines fill it` : `a ${part}: ${JSON.stringify(edge)}`;
}

function barColour(screen: Screen, make: ProbeSubject["make"], part: "fg" | "bg"): string {
  const bar = make({ top: 0, left: 0, width: 10, height: 1, filled: 50 });
  screen.render();
  const filled = ((screen.lines[0] as Cell[]) ?? []).slice(0, 5);
  const of = (cell: Cell) => colourOf(cell, part);
  void bar;
  return filled.every((cell) => of(cell) === DEFAULT_COLOUR)
    ? part === "bg"
      ? "the terminal's default background: the filled part does not show"
      : "the terminal's default text colour"
    : `colour ${filled.map(of).join(",")}`;
}

/** Whether `act` leaves the text area reading input (a key then goes into its value). */
function typing(
  screen: Screen,
  make: ProbeSubject["make"],
  act: (area: Widget) => void,
  extra: Record<string, unknown> = {},
): boolean {
  listenForKeys(screen);
  const area = make({ top: 0, left: 0, width: 10, height: 3, ...extra });
  act(area);
  const reading = Boolean(area["_reading"]);
  if (reading) area["cancel"]?.();
  return reading;
}

/** A form with two fields, the first focused, told keys and vi: does a key move the focus? */
function formMoves(screen: Screen, make: ProbeSubject["make"], keys: string[]): string {
  listenForKeys(screen);
  const form = make({ top: 0, left: 0, width: 20, height: 4, keys: true, vi: true });
  const first = new Box({ parent: form as never, top: 0, height: 1, width: 10, keyable: true });
  new Box({ parent: form as never, top: 2, height: 1, width: 10, keyable: true });
  first.focus();
  for (const key of keys) press(screen, key);
  return screen.focused === first
    ? `none: a Form does not read it (${keys.join(" and ")} do not move between its fields, even when it is set)`
    : `${keys.join(" and ")} move between fields`;
}

function noImage(screen: Screen, { make }: ProbeSubject): string {
  const image = make({ top: 0, left: 0, width: 6, height: 3 });
  const drawn = cells(screen, image).filter(([attr, ch]) => ch !== " " || (attr & 0x1ff) !== DEFAULT_COLOUR);
  return drawn.length === 0 ? "no image: it draws nothing" : `draws ${drawn.length} cells`;
}

const TRACK_WORDS = "no track, even when this is set: only scrollbar.track draws one";
const ESC = "\u001b";
/** DECSCUSR, which asks the terminal for a cursor shape. */
const CURSOR_SHAPE = new RegExp(`${ESC}\\[\\d q`);
/** DECSTBM, a scroll region the terminal then scrolls itself. */
const SCROLL_REGION = new RegExp(`${ESC}\\[\\d+;\\d+r`);
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the program write what it has buffered (it writes on the next turn otherwise). */
function flush(own: OwnScreen): void {
  (own.screen.program as unknown as { flush(): void }).flush();
}

/** A box narrower than the screen scrolled by a line: does the terminal scroll it (a scroll region) or is it redrawn? */
function terminalScrolls(_screen: Screen, subject: ProbeSubject): string {
  const own = screenOf(subject);
  const box = new Box({
    parent: own.screen,
    top: 1,
    left: 2,
    width: 20,
    height: 5,
    scrollable: true,
    alwaysScroll: true,
    content: LINES,
  });
  own.screen.render();
  flush(own);
  own.clear();
  (box as unknown as Widget)["scroll"](1);
  own.screen.render();
  flush(own);
  return SCROLL_REGION.test(own.written())
    ? "the terminal scrolls it, inside a scroll region"
    : "off: a box narrower than the screen is redrawn, not scrolled by the terminal";
}

function logFile(_screen: Screen, subject: ProbeSubject): string {
  const own = screenOf(subject);
  return own.screen.program.log("probe") === undefined
    ? "none: nothing is written to a log file"
    : "a log file is written";
}

function cursorLeftAlone(_screen: Screen, subject: ProbeSubject): string {
  const own = screenOf(subject);
  own.screen.render();
  flush(own);
  const written = own.written();
  return CURSOR_SHAPE.test(written) || written.includes(`${ESC}]12;`)
    ? "the Screen sets the terminal's cursor"
    : "the terminal's own: the Screen sends nothing for it";
}

/** Two bordered boxes that share an edge: the character where their top borders meet. */
function joint(screen: Screen, left: string, right: string): string {
  new Box({ parent: screen, top: 0, left: 0, width: 5, height: 3, border: "line", style: { border: { fg: left } } });
  new Box({ parent: screen, top: 0, left: 4, width: 5, height: 3, border: "line", style: { border: { fg: right } } });
  screen.render();
  return (screen.lines[0] as Cell[])[4]?.[1] ?? "";
}

function programFields(_screen: Screen, subject: ProbeSubject): string {
  const alone = subject.make({ [subject.option]: true }) as unknown as Screen;
  try {
    subject.make({ rsety: true, listen: true });
    return "both taken as options";
  } catch (error) {
    return alone.program && /setupTput/.test((error as Error).message)
      ? "none: a Program's field; given with rsety and listen both, the Screen takes its options for a Program and throws"
      : (error as Error).message;
  }
}

/** Whether a Screen made in a new process with this locale (and no other) draws Unicode. */
function unicodeUnder(locale: Record<string, string>): string {
  const program = `
    import { PassThrough } from "node:stream";
    import { NodeRuntime, Screen, setRuntime } from "@unblessed/node";
    setRuntime(new NodeRuntime());
    const screen = new Screen({
      terminal: "xterm",
      input: Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => {} }),
      output: Object.assign(new PassThrough().resume(), { isTTY: true, columns: 40, rows: 10 }),
    });
    console.log(String(screen.program.tput.unicode));
    process.exit(0);`;
  const read = ["LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "NCURSES_FORCE_UNICODE"];
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !read.includes(name)));
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", program], {
    env: { ...env, ...locale },
    encoding: "utf8",
  });
  return run.stdout.trim() || `error: ${run.stderr.trim().split("\n")[0] ?? ""}`;
}

/**
 * For each probe that can be shown failing: a class and the options under
 * which the library behaves otherwise, so the probe must answer with other
 * words than its row's. A probe missing here is one whose option changes
 * nothing a probe can see (an option nothing reads, a cursor option without an
 * artificial cursor) or whose other case needs the machine to differ
 * (w3mimgdisplay installed, a log file written).
 */
export const COUNTER_EXAMPLES: Readonly<Record<string, { on: string; with: Record<string, unknown> }>> = {
  "NodeOptions.name": { on: "Box", with: { name: "x" } },
  // A Dialog reads it, and is focusable unless told otherwise.
  "NodeOptions.focusable": { on: "Dialog", with: {} },
  "AnimatableOptions.animatable": { on: "Box", with: { animatable: true } },
  "ElementOptions.bold": { on: "Box", with: { bold: true } },
  "ElementOptions.underline": { on: "Box", with: { underline: true } },
  "ElementOptions.blink": { on: "Box", with: { blink: true } },
  "ElementOptions.inverse": { on: "Box", with: { inverse: true } },
  "ElementOptions.invisible": { on: "Box", with: { invisible: true } },
  "ElementOptions.fg": { on: "Box", with: { fg: "red" } },
  "ElementOptions.bg": { on: "Box", with: { bg: "red" } },
  "ElementOptions.transparent": { on: "Box", with: { transparent: true } },
  "ElementOptions.top": { on: "Box", with: { top: 2 } },
  "ElementOptions.left": { on: "Box", with: { left: 3 } },
  "ElementOptions.right": { on: "Box", with: { right: 0 } },
  "ElementOptions.bottom": { on: "Box", with: { bottom: 0 } },
  "ElementOptions.width": { on: "Box", with: { width: 5 } },
  "ElementOptions.height": { on: "Box", with: { height: 3 } },
  "ElementOptions.shrink": { on: "Box", with: { shrink: true } },
  "ElementOptions.border": { on: "Box", with: { border: "line" } },
  "ElementOptions.label": { on: "Box", with: { label: "Hi" } },
  "ElementOptions.shadow": { on: "Box", with: { shadow: true } },
  "ElementOptions.noOverflow": { on: "Box", with: { noOverflow: true } },
  "ElementOptions.tags": { on: "Box", with: { tags: true } },
  "ElementOptions.parseTags": { on: "Box", with: { parseTags: true } },
  "ElementOptions.textWrap": { on: "Box", with: { textWrap: "truncate-end" } },
  "ElementOptions.clickable": { on: "Box", with: { clickable: true } },
  "ElementOptions.hoverBg": { on: "Box", with: { hoverBg: "red" } },
  "ElementOptions.hoverText": { on: "Box", with: { hoverText: "hi" } },
  "ElementOptions.hoverEffects": { on: "Box", with: { hoverEffects: { bg: "red" } } },
  "ElementOptions.focusEffects": { on: "Box", with: { focusEffects: { bg: "red" } } },
  "ElementOptions.effects": { on: "Box", with: { effects: { focus: { bg: "red" } } } },
  "ElementOptions.tabIndex": { on: "Box", with: { tabIndex: 0 } },
  "ElementOptions.keyable": { on: "Box", with: { keyable: true } },
  "ElementOptions.input": { on: "Box", with: { input: true } },
  "ScrollableOptions.scrollable": { on: "Box", with: { scrollable: true } },
  "ScrollableOptions.keys": { on: "Box", with: { keys: true } },
  "ScrollableOptions.vi": { on: "Box", with: { vi: true } },
  "ScrollableOptions.ignoreKeys": { on: "Box", with: { ignoreKeys: true } },
  "ScrollableOptions.mouse": { on: "Box", with: { mouse: true } },
  "ScrollableOptions.alwaysScroll": { on: "Box", with: { alwaysScroll: true } },
  "ScrollableOptions.baseLimit": { on: "Box", with: { baseLimit: 2 } },
  "ScrollableOptions.scrollbar": { on: "Box", with: { scrollbar: { ch: "#" } } },
  // The option itself is never read: a track comes from scrollbar.track.
  "ScrollableOptions.track": { on: "Box", with: { scrollbar: { ch: "#", track: { ch: ":" } } } },
  "ListOptions.itemFg": { on: "List", with: { itemFg: "red" } },
  "ListOptions.itemBg": { on: "List", with: { itemBg: "red" } },
  "ListOptions.itemBold": { on: "List", with: { itemBold: true } },
  "ListOptions.itemUnderline": { on: "List", with: { itemUnderline: true } },
  "ListOptions.itemBlink": { on: "List", with: { itemBlink: true } },
  "ListOptions.itemInverse": { on: "List", with: { itemInverse: true } },
  "ListOptions.itemInvisible": { on: "List", with: { itemInvisible: true } },
  "ListOptions.selectedFg": { on: "List", with: { selectedFg: "red" } },
  "ListOptions.selectedBg": { on: "List", with: { selectedBg: "red" } },
  "ListOptions.selectedBold": { on: "List", with: { selectedBold: true } },
  "ListOptions.selectedUnderline": { on: "List", with: { selectedUnderline: true } },
  "ListOptions.selectedBlink": { on: "List", with: { selectedBlink: true } },
  "ListOptions.selectedInverse": { on: "List", with: { selectedInverse: true } },
  "ListOptions.selectedInvisible": { on: "List", with: { selectedInvisible: true } },
  "ListOptions.invertSelected": { on: "List", with: { invertSelected: false } },
  "ListOptions.itemHoverBg": { on: "List", with: { itemHoverBg: "red", mouse: true } },
  "ListOptions.itemHoverEffects": { on: "List", with: { itemHoverEffects: { bg: "red" }, mouse: true } },
  "ListOptions.itemFocusEffects": { on: "List", with: { itemFocusEffects: { bg: "red" }, mouse: true } },
  "TableOptions.noCellBorders": { on: "Table", with: { noCellBorders: true } },
  "TableOptions.fillCellBorders": { on: "Table", with: { fillCellBorders: true } },
  "ListTableOptions.noCellBorders": { on: "ListTable", with: { noCellBorders: true } },
  "ListTableOptions.fillCellBorders": { on: "ListTable", with: { fillCellBorders: false } },
  "ListbarOptions.autoCommandKeys": { on: "Listbar", with: { autoCommandKeys: true } },
  "LogOptions.scrollOnInput": { on: "Log", with: { scrollOnInput: true } },
  "LogOptions.staticHeader": { on: "Log", with: { staticHeader: "HEAD" } },
  "LogOptions.staticFooter": { on: "Log", with: { staticFooter: "FOOT" } },
  "ProgressBarOptions.bch": { on: "ProgressBar", with: { bch: "#" } },
  "ProgressBarOptions.barBg": { on: "ProgressBar", with: { barBg: "red" } },
  "ProgressBarOptions.barFg": { on: "ProgressBar", with: { barFg: "red" } },
  "ProgressBarOptions.keys": { on: "ProgressBar", with: { keys: true } },
  "ProgressBarOptions.mouse": { on: "ProgressBar", with: { mouse: true } },
  "StaticOptions.items": { on: "Static", with: { items: ["a"] } },
  "StaticOptions.renderItem": { on: "Static", with: { renderItem: (item: unknown) => `<${String(item)}>` } },
  "TextareaOptions.inputOnFocus": { on: "Textarea", with: { inputOnFocus: true } },
  "TextareaOptions.keys": { on: "Textarea", with: { keys: true } },
  "TextareaOptions.vi": { on: "Textarea", with: { vi: true } },
  "CheckboxOptions.mouse": { on: "Checkbox", with: { mouse: true } },
  "ImageOptions.file": { on: "Image", with: { file: SUNSET } },
  "ImageOptions.itype": { on: "Image", with: { itype: "ansi" } },
  "ANSIImageOptions.file": { on: "ANSIImage", with: { file: SUNSET } },
  "ANSIImageOptions.ascii": { on: "ANSIImage", with: { ascii: true } },
  "ANSIImageOptions.speed": { on: "ANSIImage", with: { speed: 2 } },
  "ScreenOptions.smartCSR": { on: "Screen", with: { smartCSR: true } },
  "ScreenOptions.fastCSR": { on: "Screen", with: { fastCSR: true } },
  "ScreenOptions.useBCE": { on: "Screen", with: { useBCE: true } },
  "ScreenOptions.resizeTimeout": { on: "Screen", with: { resizeTimeout: 300 } },
  "ScreenOptions.debug": { on: "Screen", with: { debug: true } },
  "ScreenOptions.warnings": { on: "Screen", with: { warnings: true } },
  "ScreenOptions.sendFocus": { on: "Screen", with: { sendFocus: true } },
  "ScreenOptions.artificialCursor": { on: "Screen", with: { artificialCursor: true } },
  "ScreenOptions.dockBorders": { on: "Screen", with: { dockBorders: true } },
  "ScreenOptions.ignoreDockContrast": { on: "Screen", with: { ignoreDockContrast: true } },
  "BigText.width": { on: "BigText", with: { width: 5 } },
  "BigText.height": { on: "BigText", with: { height: 3 } },
};

/** The subject of a counter-example: the class built with the options that make the library behave otherwise. */
export function counterSubject(screen: Screen, probe: string, option: string): ProbeSubject | undefined {
  const counter = COUNTER_EXAMPLES[probe];
  if (!counter) return undefined;
  const subject = subjectFor(screen, counter.on, option);
  return { ...subject, make: (extra = {}) => subject.make({ ...extra, ...counter.with }) };
}
